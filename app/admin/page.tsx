import type { Metadata } from "next";

import { OverviewStats } from "@/components/admin/overview-stats";
import { RecentActivity } from "@/components/admin/recent-activity";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { getAdminStats } from "@/lib/services/admin-stats";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "System Administration" };

// /admin, the Overview: the network's figures (GET /api/admin/stats' service) and its newest audit records.
export default async function AdminOverviewPage() {
  const actor = await requireSystemAdminPage();
  let stats: Awaited<ReturnType<typeof getAdminStats>> | null = null;
  let error: string | null = null;
  try {
    stats = await getAdminStats(actor);
  } catch (failure) {
    if (!(failure instanceof ServiceError)) logError("[page] /admin: loading the overview", failure);
    error = failure instanceof ServiceError ? failure.message : "The figures could not be computed. Please try again.";
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">System Administration</h1>
        <p className="text-muted-foreground">Overview of the hospital network</p>
      </div>
      {stats ? (
        <>
          <OverviewStats stats={stats} />
          <RecentActivity items={stats.recentActivity} />
        </>
      ) : (
        <PageAlert>Error loading the overview: {error}</PageAlert>
      )}
    </div>
  );
}
