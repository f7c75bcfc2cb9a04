import { RegistrationFormSkeleton } from "@/components/staff/registration-form-skeleton";

export default function Loading() {
  return <RegistrationFormSkeleton fields={12} />;
}
