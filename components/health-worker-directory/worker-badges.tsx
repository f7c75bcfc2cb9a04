import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The employment status badge (specification 001: employed or other): 'Employed' or 'Available'. */
export function EmploymentBadge({ status, className }: { status: string; className?: string }) {
  const employed = status === "employed";
  return (
    <Badge
      variant="outline"
      className={cn(employed ? "border-slate-300 bg-slate-100 text-slate-800" : "border-emerald-300 bg-emerald-50 text-emerald-900", className)}
    >
      {employed ? "Employed" : "Available"}
    </Badge>
  );
}

/** A labelled list of short items (skills, languages) as chips. */
export function TagList({ label, items, headingLevel }: { label: string; items: string[]; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-1.5">
      {Heading ? <Heading className="text-sm font-semibold">{label}</Heading> : <p className="text-xs font-medium text-muted-foreground">{label}</p>}
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="max-w-full rounded-md bg-secondary px-2 py-0.5 text-xs break-words text-secondary-foreground">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
