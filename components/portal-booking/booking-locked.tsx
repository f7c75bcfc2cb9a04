import { CalendarClockIcon } from "lucide-react";

import { PortalLocked } from "@/components/patient-portal/portal-locked";
import type { BookableDoctor } from "@/lib/services/public-slots";

import { BackToDirectory } from "./back-to-directory";
import { doctorName, slotLabel } from "./format";
import type { ChosenSlot } from "./load-booking";

/**
 * A visitor without a portal session: the portal's access form, naming the doctor (and slot) being
 * booked. Unlocking refreshes this same address, which then renders the booking form.
 */
export function BookingLocked({ doctor, chosen }: { doctor: BookableDoctor; chosen: ChosenSlot | null }) {
  return (
    <div className="flex flex-1 flex-col gap-2">
      <BackToDirectory />
      <PortalLocked
        notice={
          <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
            <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              You are booking <strong>{doctorName(doctor)}</strong> ({doctor.specialization}) at {doctor.hospitalName}
              {chosen ? (
                <>
                  {" "}
                  on <strong>{slotLabel(chosen.date, chosen.time)}</strong> (hospital time)
                </>
              ) : null}
              . Open your patient portal to continue.
            </span>
          </p>
        }
      />
    </div>
  );
}
