import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

import { billStatusLabel } from "./format";

// The bill's status as a badge; the word carries the meaning, colour only helps.
const STATUS_STYLES: Record<string, string> = {
  open: "border-sky-300 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  partly_paid: "border-amber-300 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  void: "border-muted-foreground/30 bg-muted text-muted-foreground",
};

export function BillStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status])} data-testid="bill-status">
      {billStatusLabel(status)}
    </Badge>
  );
}
