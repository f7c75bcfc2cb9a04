import { DoctorPortalSkeleton } from "@/components/doctor-portal/doctor-portal-skeleton";

export default function Loading() {
  return <DoctorPortalSkeleton />;
}
