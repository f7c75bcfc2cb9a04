export function joinParts(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(", ");
}
