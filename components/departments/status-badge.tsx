import { Badge } from "@/components/ui/badge";

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant={active ? "default" : "outline"}
      className={active ? "bg-emerald-700 text-white" : "text-muted-foreground"}
    >
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}
