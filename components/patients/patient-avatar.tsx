import { patientInitials } from "./format";

/** The initials circle of the patient list and page (decorative: the name is always beside it). */
export function PatientAvatar({ firstName, lastName, size = "sm" }: { firstName: string; lastName: string; size?: "sm" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={
        size === "lg"
          ? "flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary"
          : "flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
      }
    >
      {patientInitials({ firstName, lastName })}
    </span>
  );
}
