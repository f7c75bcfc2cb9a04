import type { Metadata } from "next";

import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { HospitalDashboard } from "@/components/hospital/hospital-dashboard";
import { hospitalScope, rethrowAsPage } from "@/components/hospital/page-scope";
import { getActor } from "@/lib/auth/actor";
import { getDashboardStats } from "@/lib/services/dashboard";
import { listDepartments } from "@/lib/services/departments";
import { listManagedDoctors } from "@/lib/services/doctor-management";
import { getHospitalOrThrow } from "@/lib/services/hospitals";
import { listHospitalInvoices } from "@/lib/services/subscriptions";

export const metadata: Metadata = { title: "Hospital Dashboard" };

// /hospital: the administrator's dashboard; system_admin opens one hospital with ?hospitalId=.
export default async function HospitalPage({ searchParams }: { searchParams: Promise<{ hospitalId?: string | string[] }> }) {
  const actor = await getActor();
  const hospitalId = hospitalScope(actor, (await searchParams).hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Hospital Dashboard" path="/hospital" />;

  const [hospital, stats, departments, invoices, doctors] = await Promise.all([
    getHospitalOrThrow(actor, hospitalId),
    getDashboardStats(actor, hospitalId),
    listDepartments(actor, { hospitalId, search: undefined }),
    listHospitalInvoices(actor, hospitalId),
    listManagedDoctors(actor, hospitalId),
  ]).catch(rethrowAsPage);

  const role = actor.kind === "staff" ? actor.role : null;
  return (
    <HospitalDashboard
      hospital={hospital}
      stats={stats}
      departments={departments}
      invoices={invoices}
      doctors={doctors}
      isHospitalAdmin={role === "hospital_admin"}
      adminHospitalId={role === "system_admin" ? hospitalId : undefined}
    />
  );
}
