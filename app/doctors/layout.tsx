import { forbidden, notFound } from "next/navigation";

import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";
import { isClinicalRole } from "@/lib/auth/roles";

// /doctors serves two audiences: signed-in clinical staff get the Doctor Portal in the staff shell;
// visitors will get the public doctor directory, which is a later issue: until then they get the
// 404 screen. Staff of other roles get the 403 screen.
// NOTE: the root app/loading.tsx has already started streaming, so the 404/403 screens below
// arrive with HTTP 200; proxy.ts answers the real 403 from the session cookie (SHARED_PAGES).
export default async function DoctorsLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind !== "staff") notFound();
  leadToPasswordChange(actor);
  if (!isClinicalRole(actor.role)) forbidden();
  return <AppShell user={actor}>{children}</AppShell>;
}
