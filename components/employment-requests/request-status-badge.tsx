import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

// The status of an employment request, in words both sides read the same way.

const STYLES: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending", className: "border-amber-300 bg-amber-50 text-amber-900" },
  accepted: { label: "Accepted", className: "border-transparent bg-emerald-700 text-white" },
  rejected: { label: "Declined", className: "border-red-300 bg-red-50 text-red-800" },
  withdrawn: { label: "Withdrawn", className: "text-muted-foreground" },
  expired: { label: "Expired", className: "text-muted-foreground" },
};

export function requestStatusLabel(status: string, ended = false): string {
  if (status === "accepted" && ended) return "Employment ended";
  return STYLES[status]?.label ?? status;
}

export function RequestStatusBadge({ status, ended = false }: { status: string; ended?: boolean }) {
  const style = STYLES[status] ?? STYLES.withdrawn;
  return (
    <Badge variant="outline" className={cn(ended ? STYLES.withdrawn.className : style.className)}>
      {requestStatusLabel(status, ended)}
    </Badge>
  );
}

/** A day in the reader's own time zone ("12 Mar 2026"); these lists render in the browser only. */
export function formatDay(value: string | Date | null | undefined): string {
  if (!value) return "";
  return new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}
