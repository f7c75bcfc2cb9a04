import type { Metadata } from "next";
import { forbidden } from "next/navigation";

import { DoctorPortal } from "@/components/doctor-portal/doctor-portal";
import { loadDoctorPortal } from "@/components/doctor-portal/load-doctor-portal";
import { NoDoctorProfile } from "@/components/doctor-portal/no-doctor-profile";
import { readDirectoryAddress } from "@/components/public-directory/directory-address";
import { PublicDoctorDirectory } from "@/components/public-directory/public-doctor-directory";
import { getActor } from "@/lib/auth/actor";
import { isClinicalRole } from "@/lib/auth/roles";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const DIRECTORY_METADATA: Metadata = {
  title: "Find a Doctor",
  description:
    "Find a doctor in the hospital network by specialization, hospital, city, language and availability today, this week or this month, see the next free appointment and book it online.",
  alternates: { canonical: "/doctors" },
};

export async function generateMetadata(): Promise<Metadata> {
  const actor = await getActor();
  return actor.kind === "staff" ? { title: "Doctor Portal" } : DIRECTORY_METADATA;
}

// /doctors: for signed-in clinical staff the doctor's own portal; for everyone else the public
// doctor directory (layout.tsx is the gate and gives the shell or the public frame).
// Hospital and system administrators have no doctor profile: they get an honest notice.
export default async function DoctorsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await getActor();
  if (actor.kind !== "staff") return <PublicDoctorDirectory actor={actor} address={readDirectoryAddress(await searchParams)} />;
  // The layout has already checked this; repeated so the page never relies on order.
  if (!isClinicalRole(actor.role)) forbidden();
  if (actor.role !== "doctor") return <NoDoctorProfile isDoctor={false} />;

  const data = await loadDoctorPortal(actor);
  return data ? <DoctorPortal {...data} /> : <NoDoctorProfile isDoctor />;
}
