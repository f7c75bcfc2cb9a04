import type { PortalBillsPage } from "@/components/billing/format";
import { VerificationBadge } from "@/components/patients/patient-badges";
import { SessionLogoutButton } from "@/components/shell/session-logout-button";
import type { CompletedVisitPage } from "@/lib/services/visit-ratings";
import { ConsentCodeCard } from "./consent-code-card";
import { EmergencyContactCard, MedicalInfoCard, PersonalInfoCard } from "./patient-info-cards";
import { HealthOverview } from "./health-overview";
import { MyAppointmentsCard } from "./my-appointments-card";
import { MyBillsCard } from "./my-bills-card";
import { PortalNotifications } from "./portal-notifications";
import { RecentMedicalRecords } from "./recent-activity";
import type { MyAppointmentPage, PortalMedicalRecord, PortalNotification, PortalPatient } from "./types";
import { VisitRatingsCard } from "./visit-ratings-card";

type PortalDashboardProps = {
  patient: PortalPatient;
  upcoming: MyAppointmentPage;
  past: MyAppointmentPage;
  records: PortalMedicalRecord[];
  notifications: PortalNotification[];
  visits: CompletedVisitPage;
  bills: PortalBillsPage;
};

/** The unlocked portal (specification section 2): the patient's own record across every hospital. */
export function PortalDashboard({ patient, upcoming, past, records, notifications, visits, bills }: PortalDashboardProps) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome, {patient.firstName} {patient.lastName}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>
              Health Number: <span className="font-mono font-medium text-foreground">{patient.id}</span>
            </span>
            <span className="sr-only">Verification status:</span>
            <VerificationBadge status={patient.verificationStatus} />
          </p>
        </div>
        <SessionLogoutButton path="/api/patients/logout" ended="Your patient portal session has ended." />
      </header>

      <HealthOverview patient={patient} />

      <div className="grid gap-6 lg:grid-cols-2">
        <MyAppointmentsCard upcoming={upcoming} past={past} />
        <PersonalInfoCard patient={patient} />
        <MedicalInfoCard patient={patient} />
        <RecentMedicalRecords records={records} />
        <PortalNotifications notifications={notifications} />
        <VisitRatingsCard initial={visits} />
        <MyBillsCard patientId={patient.id} initial={bills} />
        <EmergencyContactCard patient={patient} />
        <ConsentCodeCard />
      </div>
    </div>
  );
}
