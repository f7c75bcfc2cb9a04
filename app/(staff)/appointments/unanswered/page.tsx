import type { Metadata } from "next";
import { ArrowLeftIcon, InboxIcon } from "lucide-react";
import Link from "next/link";
import { forbidden } from "next/navigation";

import { UnansweredRequestCard } from "@/components/appointments/unanswered-request-card";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { hospitalScope, rethrowAsPage } from "@/components/hospital/page-scope";
import { adminHospitalId } from "@/components/patients/patient-scope";
import { EmptyState } from "@/components/ui/empty-state";
import { ListPager } from "@/components/ui/list-pager";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import { listUnansweredRequests } from "@/lib/services/unanswered-requests";

export const metadata: Metadata = { title: "Unanswered Requests" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PER_PAGE = 20;

// /appointments/unanswered: the hospital's requests a doctor has not answered in time (24 hours
// after booking, or 2 hours before the start), soonest first; its administrator reassigns each to
// a doctor of the department free then. hospital_admin (system_admin reads one named hospital).
export default async function UnansweredRequestsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = await getActor();
  // The (staff) layout has already sent anyone who is not staff to /login.
  if (actor.kind !== "staff") forbidden();
  const hospitalId = hospitalScope(actor, params.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Unanswered Requests" path="/appointments/unanswered" />;
  const adminHospital = adminHospitalId(actor, hospitalId);
  const page = Math.max(1, Math.min(1000, Number.parseInt(String(params.page ?? "1"), 10) || 1));
  const now = new Date();
  const [calendar, rows] = await Promise.all([
    hospitalCalendar(actor, adminHospital),
    listUnansweredRequests(actor, { hospitalId: adminHospital, limit: PER_PAGE + 1, offset: (page - 1) * PER_PAGE }, now),
  ]).catch(rethrowAsPage);
  const requests = rows.slice(0, PER_PAGE);
  const canReassign = actor.role === "hospital_admin";
  const back = adminHospital ? `/appointments?hospitalId=${encodeURIComponent(adminHospital)}` : "/appointments";

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Link href={back} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to appointments
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">Unanswered Requests</h1>
        <p className="text-muted-foreground">
          Appointment requests a doctor has not accepted or rejected within 24 hours of booking, or 2 hours before the start. Times in
          the hospital&apos;s local time ({calendar.timezone}).
        </p>
      </div>
      {requests.length === 0 ? (
        <EmptyState icon={InboxIcon} title="No unanswered requests">
          {page > 1 ? "No more requests on this page." : "Every request has been answered in time."}
        </EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Unanswered requests">
          {requests.map((request) => (
            <li key={request.id}>
              <UnansweredRequestCard request={request} timeZone={calendar.timezone} now={now} canReassign={canReassign} />
            </li>
          ))}
        </ul>
      )}
      <ListPager
        label="Pages of unanswered requests"
        shown={`Page ${page}`}
        previous={page > 1 ? pageHref(adminHospital, page - 1) : null}
        next={rows.length > PER_PAGE ? pageHref(adminHospital, page + 1) : null}
      />
    </div>
  );
}

function pageHref(hospitalId: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (hospitalId) query.set("hospitalId", hospitalId);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/appointments/unanswered?${text}` : "/appointments/unanswered";
}
