import type { Metadata } from "next";

import { ForbiddenScreen } from "@/components/errors/forbidden-screen";

export const metadata: Metadata = { title: "Access Denied", robots: { index: false } };

// The proxy rewrites here with status 403 when a signed-in role may not open a page.
export default function ForbiddenPage() {
  return <ForbiddenScreen />;
}
