import { ShieldCheckIcon } from "lucide-react";

import { ActiveBadge } from "@/components/departments/status-badge";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

import { humanize } from "./format";

export { ActiveBadge };

const VERIFICATION_STYLES: Record<string, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  rejected: "border-red-200 bg-red-50 text-red-800",
};

/**
 * The patient's verification status: 'verified' is solid green with a shield, styled apart from
 * any other value (public specification, patient portal); pending and rejected are outlined.
 */
export function VerificationBadge({ status }: { status: string }) {
  if (status === "verified") {
    return (
      <Badge className="border-transparent bg-emerald-700 text-white" data-status="verified">
        <ShieldCheckIcon aria-hidden="true" />
        Verified
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className={cn(VERIFICATION_STYLES[status])} data-status={status}>
      {humanize(status)}
    </Badge>
  );
}

const APPOINTMENT_STYLES: Record<string, string> = {
  scheduled: "border-amber-200 bg-amber-50 text-amber-900",
  accepted: "border-sky-200 bg-sky-50 text-sky-800",
  completed: "border-emerald-200 bg-emerald-50 text-emerald-800",
  rejected: "border-red-200 bg-red-50 text-red-800",
  cancelled: "border-zinc-200 bg-zinc-50 text-zinc-700",
};

/** An appointment's status; scheduled is shown as 'Pending' (specification section 4). */
export function AppointmentStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn(APPOINTMENT_STYLES[status])}>
      {status === "scheduled" ? "Pending" : humanize(status)}
    </Badge>
  );
}
