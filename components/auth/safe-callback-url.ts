/**
 * Returns the callbackUrl only when it is a same-site path ("/patients", "/x?y=1");
 * anything else (absolute URLs, "//host", "/\host", control characters) yields null,
 * so a crafted login link cannot send the user to another site after sign-in.
 */
export function safeCallbackUrl(value: string | string[] | null | undefined): string | null {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url || !url.startsWith("/") || url.startsWith("//")) return null;
  // Browsers treat a backslash like a slash ("/\evil.com" is protocol-relative) and strip tabs/newlines.
  if (url.includes("\\") || hasControlCharacter(url)) return null;
  return url;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
