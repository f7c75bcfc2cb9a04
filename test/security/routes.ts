import fs from "node:fs";
import path from "node:path";

import type { call } from "../http";

// The routes and pages of the app, found on disk, for the suites that must cover every entry point
// (malformed input, tenant isolation, mass assignment): a route or page added later is covered
// without anyone adding it to a list.

export const ROOT = path.resolve(__dirname, "../..");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type Handler = Parameters<typeof call>[0];

export type DiscoveredRoute = {
  /** The URL pattern, route groups dropped: /api/patients/[id], /api/auth/[...nextauth]. */
  pattern: string;
  /** Relative to the project root. */
  file: string;
  /** The HTTP methods the module exports a handler for. */
  methods: Method[];
  module: Record<string, unknown>;
  /** Names of the dynamic segments, in order (`nextauth` for [...nextauth]). */
  params: string[];
};

export type DiscoveredPage = { pattern: string; file: string; params: string[] };

function walk(dir: string, fileName: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, fileName) : e.name === fileName ? [full] : [];
  });
}

/** The URL pattern of a file under app/: its folders, without route groups "(staff)" and private "_x" folders. */
function patternOf(file: string): string {
  const segments = path
    .relative(path.join(ROOT, "app"), path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

const paramsOf = (pattern: string) => [...pattern.matchAll(/\[(?:\[)?(?:\.\.\.)?(\w+)\]?\]/g)].map((m) => m[1]);

/** Every app/api/**\/route.ts, imported, with the methods it exports. */
export function discoverApiRoutes(): DiscoveredRoute[] {
  return walk(path.join(ROOT, "app/api"), "route.ts")
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is found at run time
      const mod = require(file) as Record<string, unknown>;
      const pattern = patternOf(file);
      return { pattern, file: path.relative(ROOT, file), methods: METHODS.filter((m) => typeof mod[m] === "function"), module: mod, params: paramsOf(pattern) };
    });
}

/** Every app/**\/page.tsx (not imported: pages render React). */
export function discoverPages(): DiscoveredPage[] {
  return walk(path.join(ROOT, "app"), "page.tsx")
    .sort()
    .map((file) => {
      const pattern = patternOf(file);
      return { pattern, file: path.relative(ROOT, file), params: paramsOf(pattern) };
    });
}

/** The handler of one method of a route. */
export const handlerOf = (route: DiscoveredRoute, method: Method) => route.module[method] as Handler;

/**
 * A concrete path for a pattern: each [name] replaced by its value, percent-encoded unless `raw`
 * (to send malformed encodings as they are); a catch-all takes an array.
 */
export function fillPattern(pattern: string, params: Record<string, string | string[]>, raw = false): string {
  const enc = (v: string) => (raw ? v : encodeURIComponent(v));
  return pattern.replace(/\[(?:\[)?(?:\.\.\.)?(\w+)\]?\]/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for [${name}] of ${pattern}`);
    return Array.isArray(v) ? v.map(enc).join("/") : enc(v);
  });
}
