import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

import { harmLabel, statusLabel } from "./format";

// The harm level and the follow-up status as badges; the words carry the meaning, colour only helps.

const HARM_STYLES: Record<string, string> = {
  near_miss: "border-sky-300 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  no_harm: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  harm: "border-amber-300 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  severe_harm: "border-red-300 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  death: "border-transparent bg-destructive text-white",
};

export function HarmBadge({ level }: { level: string }) {
  return (
    <Badge variant="outline" className={cn(HARM_STYLES[level])}>
      {harmLabel(level)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={status === "closed" ? "secondary" : status === "reported" ? "default" : "outline"}>{statusLabel(status)}</Badge>;
}
