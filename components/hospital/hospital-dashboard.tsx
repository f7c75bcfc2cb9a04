import { StatCards, type DashboardStats } from "@/components/dashboard/stat-cards";
import type { DepartmentListItem } from "@/lib/services/departments";
import type { ManagedDoctor } from "@/lib/services/doctor-management";
import type { HospitalView } from "@/lib/services/hospitals";
import type { InvoiceView } from "@/lib/services/subscriptions";

import { DepartmentListCard } from "./department-list-card";
import { DepartmentsPanel } from "./departments-panel";
import { DoctorsPanel } from "./doctors-panel";
import { HealthWorkersPanel } from "./health-workers-panel";
import { HospitalHeader } from "./hospital-header";
import { HospitalInfoCard } from "./hospital-info-card";
import { HospitalTabs } from "./hospital-tabs";
import { QuickActions } from "./quick-actions";
import { ReportsPanel } from "./reports-panel";
import { SubscriptionNotice } from "./subscription-notice";

type HospitalDashboardProps = {
  hospital: HospitalView;
  stats: DashboardStats;
  departments: DepartmentListItem[];
  invoices: InvoiceView[];
  /** Every doctor of the hospital, for the Doctors tab (administrators only). */
  doctors: ManagedDoctor[];
  /** hospital_admin: Upgrade Now and Register Health Worker (the server enforces both). */
  isHospitalAdmin: boolean;
  /** system_admin names the hospital on the calls that need one. */
  adminHospitalId?: string;
};

/** /hospital: everything is read on the server and handed to the tabs as rendered panels. */
export function HospitalDashboard({ hospital, stats, departments, invoices, doctors, isHospitalAdmin, adminHospitalId }: HospitalDashboardProps) {
  const activeDepartments = departments.filter((d) => d.isActive).map((d) => ({ id: d.id, name: d.name }));
  return (
    <div className="space-y-6">
      <HospitalHeader hospital={hospital} />
      <SubscriptionNotice hospital={hospital} canUpgrade={isHospitalAdmin} invoices={invoices} />
      <HospitalTabs
        panels={{
          overview: (
            <>
              <StatCards stats={stats} />
              <div className="grid gap-6 lg:grid-cols-2">
                <HospitalInfoCard hospital={hospital} editable={isHospitalAdmin || Boolean(adminHospitalId)} />
                <div className="space-y-6">
                  <QuickActions />
                  <DepartmentListCard departments={departments} />
                </div>
              </div>
            </>
          ),
          departments: <DepartmentsPanel departments={departments} hospitalId={adminHospitalId} />,
          doctors: <DoctorsPanel doctors={doctors} departments={activeDepartments} timezone={hospital.timezone} hospitalId={adminHospitalId} />,
          "health-workers": (
            <HealthWorkersPanel departments={activeDepartments} canRegister={isHospitalAdmin} hospitalId={adminHospitalId} />
          ),
          reports: <ReportsPanel />,
        }}
      />
    </div>
  );
}
