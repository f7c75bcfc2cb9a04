import { NextResponse } from "next/server";

// Cache-Control of the public directory's answers (GET /api/hospitals, /api/public/doctors,
// /api/public/hospitals/{id}). They hold no personal data and are the same for every caller, signed
// in or not, so a browser or shared cache may keep them for a minute: the hospital network changes
// rarely, and a next available slot a minute old costs at most a 409 at booking, which the
// exclusion constraint decides anyway. Everything else stays no-store (lib/http.ts), errors too.
export const PUBLIC_DIRECTORY_CACHE = "public, max-age=60";

/** A public list as its JSON array, with paging in headers (as GET /api/health-workers/public-search). */
export function publicList<T>(page: { items: T[]; limit: number; offset: number; hasMore: boolean }): Response {
  return NextResponse.json(page.items, {
    headers: { "cache-control": PUBLIC_DIRECTORY_CACHE, "x-has-more": String(page.hasMore), "x-limit": String(page.limit), "x-offset": String(page.offset) },
  });
}

/** A public object. */
export const publicJson = (body: unknown): Response => NextResponse.json(body, { headers: { "cache-control": PUBLIC_DIRECTORY_CACHE } });
