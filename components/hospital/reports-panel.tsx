import { FileText } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { reportsPanelData } from "@/lib/reports/service";

import { ReportsPanelClient } from "./reports-panel-client";

/**
 * The six reports (Reports tab of /hospital, and /analytics). A server component: it resolves the
 * actor itself, so whoever renders it passes nothing (or a `period` to start from, e.g. the
 * period /analytics shows; this month otherwise). Reports hold patients' names and are for the
 * hospital's administrators only: anyone else (a system administrator looking at a hospital) sees
 * a note instead; the API refuses them anyway.
 */
export async function ReportsPanel({ period }: { period?: { from: string; to: string } } = {}) {
  const actor = await getActor();
  const isHospitalAdmin = actor.kind === "staff" && actor.role === "hospital_admin" && Boolean(actor.hospitalId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Reports</h2>
        </CardTitle>
        <CardDescription>Patient, staff, appointment, financial, department and incident reports for a period, as CSV or PDF.</CardDescription>
      </CardHeader>
      <CardContent>{isHospitalAdmin ? <AdminReports period={period} /> : <NotForYou />}</CardContent>
    </Card>
  );
}

async function AdminReports({ period }: { period?: { from: string; to: string } }) {
  const actor = await getActor();
  const { runs, timezone, defaultPeriod } = await reportsPanelData(actor);
  return <ReportsPanelClient initialRuns={runs} defaultPeriod={period ?? defaultPeriod} timezone={timezone} />;
}

function NotForYou() {
  return (
    <div className="flex items-start gap-3 text-sm text-muted-foreground">
      <FileText className="size-5 shrink-0" aria-hidden="true" />
      <p>Reports hold patients&apos; names: only the hospital&apos;s administrators generate and download them.</p>
    </div>
  );
}
