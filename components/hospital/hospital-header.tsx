import { Building2, MapPin } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { HospitalView } from "@/lib/services/hospitals";
import { subscriptionEndedReason, subscriptionLabel } from "@/lib/subscription";

import { formatDate } from "./format";

/** Name, ID, location and the subscription badge (specification section 4, "Subscription display"). */
export function HospitalHeader({ hospital }: { hospital: HospitalView }) {
  const ended = subscriptionEndedReason(hospital) !== null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Building2 className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words">{hospital.name}</span>
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-mono">{hospital.id}</span>
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {[hospital.city, hospital.state, hospital.country].filter(Boolean).join(", ")}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <Badge variant={ended ? "destructive" : "secondary"} className="text-sm" data-testid="subscription-badge">
          {subscriptionLabel(hospital.subscriptionStatus, hospital.trialExpiresAt)}
        </Badge>
        {/* A paid plan's end: the end of its paid period (set when the system administrator marks an invoice paid). */}
        {hospital.subscriptionStatus !== "trial" && hospital.paidUntil ? (
          <p className="text-xs text-muted-foreground" data-testid="subscription-end">
            {ended ? "Ended" : "Paid until"} {formatDate(hospital.paidUntil, hospital.timezone)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
