import { DoctorsLoading } from "@/components/public-directory/doctors-loading";

// The Doctor Portal's outline for staff, the directory's for visitors (the layout says which).
export default function Loading() {
  return <DoctorsLoading />;
}
