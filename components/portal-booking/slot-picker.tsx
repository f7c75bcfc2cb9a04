"use client";

import { Spinner } from "@/components/ui/spinner";
import type { PublicSlot } from "@/lib/services/public-slots";
import { cn } from "@/lib/utils";

type Props = {
  /** "Tuesday, 10 June 2031": the day the slots belong to. */
  dayLabel: string;
  slots: PublicSlot[];
  selected: string | null;
  onSelect: (startsAt: string) => void;
  loading: boolean;
  disabled: boolean;
  error?: string;
};

/**
 * The day's slots as native radio buttons styled as toggle buttons (arrow keys move between the
 * free ones; each is named by its time). Taken, too-soon and past slots stay listed, disabled and
 * marked "Unavailable".
 */
export function SlotPicker({ dayLabel, slots, selected, onSelect, loading, disabled, error }: Props) {
  const free = slots.filter((s) => s.available).length;
  return (
    <fieldset aria-describedby={error ? "booking-slot-error" : "booking-slot-hint"} aria-busy={loading} className="min-w-0 space-y-2">
      <legend className="text-sm font-medium">Time</legend>
      <p id="booking-slot-hint" className="text-xs text-muted-foreground">
        {dayLabel}, the hospital&apos;s local time. {loading ? "" : free === 0 ? "No free times on this day: please choose another date." : `${free} free ${free === 1 ? "time" : "times"}.`}
      </p>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner aria-hidden="true" />
          Loading times...
        </p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
          {slots.map((slot) => (
            <label
              key={slot.startsAt}
              className={cn(
                "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border bg-background px-2 py-1 text-sm font-medium shadow-xs transition-colors",
                "hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
                "has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted has-[:disabled]:text-muted-foreground has-[:disabled]:hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name="booking-slot"
                value={slot.startsAt}
                checked={selected === slot.startsAt}
                disabled={disabled || !slot.available}
                onChange={() => onSelect(slot.startsAt)}
                className="sr-only"
              />
              <span className={cn(!slot.available && "line-through")}>{slot.time}</span>
              {slot.available ? null : <span className="text-[0.7rem] font-normal">Unavailable</span>}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id="booking-slot-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
