import type { Metadata } from "next";

import { SiteBanners } from "@/components/banners/site-banners";
import { loadWorkerPortal } from "@/components/health-worker-portal/load-worker-portal";
import { WorkerLogin } from "@/components/health-worker-portal/worker-login";
import { WorkerPortal } from "@/components/health-worker-portal/worker-portal";
import { getActor } from "@/lib/auth/actor";
import { leadToPasswordChange } from "@/lib/auth/page-gates";

export const metadata: Metadata = { title: "Health Worker Portal" };

// /health-worker-login: the sign-in form, or, for this browser's health worker session (the worker
// cookie of POST /api/health-worker/login, so a reload keeps it), the portal rendered here on the
// server from the worker's own record. Employment is read from the database on every request.
export default async function HealthWorkerLoginPage() {
  const actor = await getActor();
  if (actor.kind !== "health_worker") return <WorkerLogin />;
  leadToPasswordChange(actor);
  const now = new Date();
  const data = await loadWorkerPortal(actor, now);
  if (!data) return <WorkerLogin />;
  return (
    <>
      <SiteBanners actor={actor} inset />
      <WorkerPortal {...data} now={now.toISOString()} />
    </>
  );
}
