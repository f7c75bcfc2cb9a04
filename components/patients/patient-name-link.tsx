import Link from "next/link";

import { cn } from "@/lib/utils";

import { patientPath, withHospital } from "./format";

/**
 * A patient's name on a staff page, leading to the patient's record (`hospitalId`: system_admin's
 * hospital, kept on the record's URL).
 */
export function PatientNameLink({
  patientId,
  name,
  hospitalId,
  className,
}: {
  patientId: string;
  name: string;
  hospitalId?: string;
  className?: string;
}) {
  return (
    <Link
      href={withHospital(patientPath(patientId), hospitalId)}
      className={cn(
        "rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      {name}
    </Link>
  );
}
