import { NextResponse } from "next/server";

import { route } from "@/lib/http";
import { searchDirectory } from "@/lib/services/health-worker-directory";
import { directoryQuerySchema } from "@/lib/validation/health-worker-public";

// GET /api/health-workers/public-search: anyone; the directory items of active public profiles
// (20 a page; `X-Has-More: true` when another page follows), never a contact field.
export const GET = route({ query: directoryQuerySchema }, async ({ actor, query }) => {
  const page = await searchDirectory(actor, query);
  return NextResponse.json(page.items, { headers: { "x-page": String(page.page), "x-has-more": String(page.hasMore) } });
});
