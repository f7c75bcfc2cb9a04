"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addDays } from "@/lib/time";
import { isCalendarDate } from "@/lib/validation/fields";

import { formatLongDate } from "./format";

type Props = {
  /** The day shown (YYYY-MM-DD, the hospital's calendar). */
  date: string;
  /** The hospital's local today and the last day that may be booked. */
  min: string;
  max: string;
  disabled: boolean;
  onChange: (date: string) => void;
};

/** The day to book: a date field from the hospital's today to 30 days ahead, with previous and next day buttons. */
export function BookingDateField({ date, min, max, disabled, onChange }: Props) {
  // What is typed; the day shown changes only once it is a whole date within range.
  const [typed, setTyped] = useState(date);
  const [hint, setHint] = useState<string | null>(null);
  const go = (next: string) => {
    setTyped(next);
    setHint(null);
    onChange(next);
  };
  const type = (value: string) => {
    setTyped(value);
    if (!isCalendarDate(value)) return;
    if (value < min || value > max) {
      setHint(`Please choose a date from ${formatLongDate(min)} to ${formatLongDate(max)}.`);
      return;
    }
    go(value);
  };

  return (
    <div className="space-y-2">
      <Label htmlFor="booking-date">Date</Label>
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="icon" aria-label="Previous day" disabled={disabled || date <= min} onClick={() => go(addDays(date, -1))}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Input
          id="booking-date"
          type="date"
          className="w-auto min-w-0 flex-1 sm:max-w-48 sm:flex-none"
          min={min}
          max={max}
          value={typed}
          disabled={disabled}
          aria-describedby={hint ? "booking-date-hint" : undefined}
          aria-invalid={hint ? true : undefined}
          onChange={(event) => type(event.target.value)}
        />
        <Button type="button" variant="outline" size="icon" aria-label="Next day" disabled={disabled || date >= max} onClick={() => go(addDays(date, 1))}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      {hint ? (
        <p id="booking-date-hint" role="alert" className="text-sm text-destructive">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
