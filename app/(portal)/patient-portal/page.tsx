import type { Metadata } from "next";

import { loadPortal } from "@/components/patient-portal/load-portal";
import { PatientNotFound } from "@/components/patient-portal/patient-not-found";
import { PortalDashboard } from "@/components/patient-portal/portal-dashboard";
import { PortalLocked } from "@/components/patient-portal/portal-locked";
import { getPortalPatient } from "@/lib/auth/actor";

export const metadata: Metadata = { title: "Patient Portal" };

// /patient-portal: locked until this browser holds a portal session (POST /api/patients/verify);
// then the dashboard is rendered here, on the server, from the patient's own record.
export default async function PatientPortalPage() {
  const patient = await getPortalPatient();
  if (patient?.kind !== "patient") return <PortalLocked />;

  const data = await loadPortal(patient);
  return data ? <PortalDashboard {...data} /> : <PatientNotFound />;
}
