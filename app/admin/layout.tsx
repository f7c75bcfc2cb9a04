import { forbidden, redirect } from "next/navigation";

import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";

// The system administrator's area: system_admin only, checked against the database.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind !== "staff") redirect("/login?callbackUrl=/admin");
  leadToPasswordChange(actor);
  if (actor.role !== "system_admin") forbidden();
  return <AppShell user={actor}>{children}</AppShell>;
}
