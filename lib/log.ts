// Server-side error logging that never writes health data to the log. A failed statement's error
// carries its values twice over: Drizzle's message ("Failed query: … params: …", and `params`), and
// PostgreSQL's `detail` ("Key (email)=(…)", "Failing row contains (…)") and some of its messages
// ('invalid input syntax for type date: "…"'). So a database error is logged by its SQL text
// (placeholders, no values), SQLSTATE, constraint and routine; any other error by its class, its
// message with quoted parts removed, and its stack frames.

const MAX_SQL = 1_000;
const MAX_MESSAGE = 300;
const MAX_FRAMES = 8;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null;
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** The error and its causes (Drizzle wraps the driver's error in `cause`), outermost first. */
function chain(error: unknown): Fields[] {
  const found: Fields[] = [];
  for (let e: unknown = error; isObject(e) && found.length < 5 && !found.includes(e); e = e.cause) found.push(e);
  return found;
}

const sqlState = (e: Fields) => {
  const code = text(e.code);
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** A message without the parts an engine or a library quotes from the data: "…", '…', `…`. */
export function redactMessage(message: string): string {
  return message
    .replace(/\nparams:[\s\S]*$/, "")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, (quoted) => `${quoted[0]}…${quoted[0]}`)
    .slice(0, MAX_MESSAGE);
}

function className(e: Fields): string {
  const ctor = (e as { constructor?: { name?: unknown } }).constructor;
  return text(ctor?.name) ?? text(e.name) ?? "Error";
}

function frames(e: Fields): string[] {
  const stack = text(e.stack) ?? "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
}

/** An error that carries a statement's values: Drizzle's query error or a driver's SQLSTATE error. */
export function isDatabaseError(error: unknown): boolean {
  return error instanceof Error && chain(error).some((e) => sqlState(e) !== undefined || text(e.query) !== undefined);
}

/** One log line's worth of a failure, safe to write: no statement values, no PostgreSQL detail. */
export function describeError(error: unknown): string {
  const errors = chain(error);
  if (errors.length === 0) return `non-error thrown (${typeof error})`;
  const db = errors.find(sqlState);
  const query = errors.map((e) => text(e.query)).find(Boolean);
  const parts = [`${errors.map(className).join(" <- ")}`];
  if (db || query) {
    // The database's own words may quote a value: only the fields that name code, never data.
    if (db) {
      parts.push(`sqlstate=${sqlState(db)}`);
      for (const key of ["constraint", "table", "column", "routine"] as const) {
        const value = text(db[key]);
        if (value) parts.push(`${key}=${value}`);
      }
    }
    if (query) parts.push(`sql=${query.replace(/\s+/g, " ").slice(0, MAX_SQL)}`);
  } else {
    const message = text(errors[0].message);
    if (message) parts.push(`message=${redactMessage(message)}`);
  }
  const stack = frames(errors[0]);
  if (stack.length) parts.push(`\n    ${stack.join("\n    ")}`);
  return parts.join(" ");
}

/** console.error of a failure under a scope ("[api] POST /api/patients"), without its data. */
export function logError(scope: string, error: unknown): void {
  console.error(`${scope} failed: ${describeError(error)}`);
}

const REDACTING = Symbol.for("hospital.consoleRedaction");

/**
 * Makes console.error and console.warn write database errors as describeError does, wherever they
 * come from: Next.js logs an error a page, a server action or a route outside lib/http.ts throws,
 * and that error's message holds the statement's values. Installed once per process at start.
 */
export function redactDatabaseErrorsInConsole(): void {
  const global = globalThis as { [REDACTING]?: boolean };
  if (global[REDACTING]) return;
  global[REDACTING] = true;
  for (const level of ["error", "warn"] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(...args.map((arg) => (isDatabaseError(arg) ? describeError(arg) : arg)));
  }
}
