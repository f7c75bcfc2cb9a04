import { redirect } from "next/navigation";

import { AppShell } from "@/components/shell/app-shell";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";

// The gate of every staff page: the account is re-read here (proxy.ts only looks at the cookie).
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActor();
  if (actor.kind !== "staff") redirect("/login");
  leadToPasswordChange(actor);
  return <AppShell user={actor}>{children}</AppShell>;
}
