import { ShieldCheckIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** "pending_review" -> "Pending review". */
function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, " ").trim();
  return text ? text[0].toUpperCase() + text.slice(1) : "Unknown";
}

/** 'verified' is green with a shield; any other status is an outline badge (specification section 2). */
export function VerificationBadge({ status }: { status: string }) {
  if (status === "verified") {
    return (
      <Badge className="border-transparent bg-emerald-600 text-white" data-status="verified">
        <ShieldCheckIcon aria-hidden="true" />
        Verified
      </Badge>
    );
  }
  return (
    <Badge
      variant="outline"
      className={status === "rejected" ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-900"}
      data-status={status}
    >
      {humanize(status)}
    </Badge>
  );
}

const STATUS_STYLES: Record<string, string> = {
  completed: "border-transparent bg-emerald-600 text-white",
  confirmed: "border-transparent bg-blue-600 text-white",
  accepted: "border-transparent bg-blue-600 text-white",
  cancelled: "border-transparent bg-destructive text-white",
  rejected: "border-transparent bg-destructive text-white",
};

export function AppointmentStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status])}>
      {humanize(status)}
    </Badge>
  );
}
