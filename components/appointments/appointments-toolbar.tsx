import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { appointmentsHref, calendarRangeLabel, type AppointmentsAddress, type CalendarView } from "./appointments-query";

/**
 * The calendar's position: the range shown, Previous / Today / Next, and Day / Week. Plain links,
 * so each position has its own address (Back and Forward work, a view can be shared).
 */
export function AppointmentsToolbar({ address, today }: { address: AppointmentsAddress; today: string }) {
  const unit = address.view === "day" ? "day" : "week";
  const at = (date: string, view: CalendarView = address.view) => appointmentsHref({ ...address, date, view });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h2 className="text-lg font-semibold" data-testid="calendar-range">
        {calendarRangeLabel(address.from, address.to)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Calendar position" className="flex gap-1">
          <Button asChild variant="outline" size="sm">
            <a href={at(address.previous)} aria-label={`Previous ${unit}`}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={at(today)} aria-current={today >= address.from && today <= address.to ? "date" : undefined}>
              Today
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={at(address.next)} aria-label={`Next ${unit}`}>
              Next
              <ChevronRight aria-hidden="true" />
            </a>
          </Button>
        </nav>
        <nav aria-label="Calendar view" className="flex rounded-md border p-0.5">
          {(["day", "week"] as const).map((view) => (
            <a
              key={view}
              href={at(address.date, view)}
              aria-current={address.view === view ? "page" : undefined}
              className={cn(
                "rounded-sm px-3 py-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                address.view === view ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent",
              )}
            >
              {view === "day" ? "Day" : "Week"}
            </a>
          ))}
        </nav>
      </div>
    </div>
  );
}
