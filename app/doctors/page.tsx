import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";

import { DoctorPortal } from "@/components/doctor-portal/doctor-portal";
import { loadDoctorPortal } from "@/components/doctor-portal/load-doctor-portal";
import { NoDoctorProfile } from "@/components/doctor-portal/no-doctor-profile";
import { getActor } from "@/lib/auth/actor";
import { isClinicalRole } from "@/lib/auth/roles";

export const metadata: Metadata = { title: "Doctor Portal" };

// /doctors: the signed-in doctor's own portal (layout.tsx is the gate and gives the shell).
// Hospital and system administrators have no doctor profile: they get an honest notice.
export default async function DoctorsPage() {
  const actor = await getActor();
  // The layout has already checked these; repeated so the page never relies on order.
  if (actor.kind !== "staff") notFound();
  if (!isClinicalRole(actor.role)) forbidden();
  if (actor.role !== "doctor") return <NoDoctorProfile isDoctor={false} />;

  const data = await loadDoctorPortal(actor);
  return data ? <DoctorPortal {...data} /> : <NoDoctorProfile isDoctor />;
}
