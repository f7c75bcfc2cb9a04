"use client";

import { createContext, useContext, type ReactNode } from "react";

import { DoctorPortalSkeleton } from "@/components/doctor-portal/doctor-portal-skeleton";

import { DoctorDirectorySkeleton } from "./directory-extras";

// /doctors serves two audiences from one route: app/doctors/layout.tsx knows which (it resolves the
// actor) and says so here, so that app/doctors/loading.tsx, which cannot read the session, shows
// the outline of the page that is coming: the Doctor Portal's or the public directory's.

type Audience = "staff" | "public";

const AudienceContext = createContext<Audience>("staff");

export function DoctorsAudience({ audience, children }: { audience: Audience; children: ReactNode }) {
  return <AudienceContext value={audience}>{children}</AudienceContext>;
}

export function DoctorsLoading() {
  return useContext(AudienceContext) === "public" ? <DoctorDirectorySkeleton /> : <DoctorPortalSkeleton />;
}
