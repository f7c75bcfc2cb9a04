// Input the database cannot store, refused where it enters (route wrapper, proxy, shared zod
// strings): PostgreSQL text cannot hold NUL, and an unpaired UTF-16 surrogate has no UTF-8 form.
// Without these checks both reach a query and answer 500.

/** The message of a refused field; `field` is its path ("address", "items.0.name", "id"). */
export const unsafeTextMessage = (field: string) => `${field} contains a character that is not allowed`;

/** Text without NUL and without unpaired surrogates. */
export function isSafeText(value: string): boolean {
  return !value.includes("\u0000") && value.isWellFormed();
}

/** Deeper than any body of the contract (at most 3 levels); refused before anything walks it recursively. */
export const MAX_BODY_DEPTH = 32;

export type InputProblem = { field: string; reason: "text" | "depth" };

/**
 * The first field of a parsed JSON value holding unsafe text (in a value or a key) or nested
 * deeper than MAX_BODY_DEPTH, named by its dotted path ("_" for the root). Iterative, so a
 * body of 10,000 nested arrays cannot overflow the stack.
 */
export function findUnsafeInput(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    const field = path.length ? path.join(".") : "_";
    if (typeof v === "string") {
      if (!isSafeText(v)) return { field, reason: "text" };
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (path.length >= MAX_BODY_DEPTH) return { field, reason: "depth" };
    // A poisoned key is named by its parent: echoing the key itself would echo the character.
    for (const [key, child] of Object.entries(v)) {
      if (!isSafeText(key)) return { field, reason: "text" };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * The first problem of a raw request target (path and query, still percent-encoded): a segment
 * or query parameter that does not decode (`%`, `%E0%A4%A`, an encoded lone surrogate) or that
 * decodes to unsafe text. `field` is "path" or the query parameter's name.
 */
export function findUnsafeUrl(pathname: string, search: string): string | null {
  for (const segment of pathname.split("/")) {
    const decoded = decode(segment);
    if (decoded === null || !isSafeText(decoded)) return "path";
  }
  const query = search.startsWith("?") ? search.slice(1) : search;
  for (const pair of query ? query.split("&") : []) {
    const [rawKey, ...rest] = pair.split("=");
    const key = decode(rawKey.replace(/\+/g, " "));
    const value = decode(rest.join("=").replace(/\+/g, " "));
    const name = key !== null && isSafeText(key) ? key : "query";
    if (key === null || value === null || !isSafeText(key) || !isSafeText(value)) return name;
  }
  return null;
}

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
