"use client";

import { RefreshCwIcon } from "lucide-react";
import { useCallback, useEffect, useState, type ComponentProps } from "react";

import { errorMessage } from "@/components/patients/patient-api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Slot } from "@/lib/services/appointment-types";
import { cn } from "@/lib/utils";
import { isCalendarDate } from "@/lib/validation/patient-fields";

import { listSlotsRequest } from "./appointment-api";

export type SlotsState = {
  /** A doctor and a valid date are chosen, so there is something to ask for. */
  ready: boolean;
  loading: boolean;
  slots: Slot[];
  error: string | null;
  /** Asks again (after a 409, another booking took a slot meanwhile). */
  refresh: () => void;
};

type Loaded = { key: string; slots: Slot[]; error: string | null };

/**
 * The doctor's slots of a local day for a duration (GET /api/appointments/slots), asked again
 * whenever the doctor, the date or the duration changes; a stale answer is aborted, and only the
 * answer to the current question is shown.
 */
export function useSlots(doctorId: string, date: string, duration: string, hospitalId?: string, exceptId?: string): SlotsState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const ready = !!doctorId && isCalendarDate(date);
  const key = ready ? [doctorId, date, duration, hospitalId ?? "", exceptId ?? "", version].join("|") : null;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    listSlotsRequest({ doctorId, date, duration: Number(duration), hospitalId, exceptId }, controller.signal)
      .then((slots) => setLoaded({ key, slots, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, slots: [], error: errorMessage(error, "Failed to load time slots") });
      });
    return () => controller.abort();
  }, [key, doctorId, date, duration, hospitalId, exceptId]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const current = key && loaded?.key === key ? loaded : null;
  return { ready, loading: !!key && !current, slots: current?.slots ?? [], error: current?.error ?? null, refresh };
}

type SlotPickerProps = Omit<ComponentProps<"div">, "onChange"> & {
  state: SlotsState;
  value: string;
  onChange: (time: string) => void;
  /** What to say before a doctor and a date are chosen. */
  hint: string;
};

/**
 * The slot buttons 09:00 … 17:30: a button's name is its time, the chosen one is pressed, taken
 * (or past) ones are disabled. The rest props (id, aria-*) go on the group, which the label names.
 */
export function SlotPicker({ state, value, onChange, hint, className, ...group }: SlotPickerProps) {
  if (!state.ready) return <p className="text-sm text-muted-foreground">{hint}</p>;
  if (state.loading) {
    return (
      <div role="status" aria-label="Loading time slots" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {Array.from({ length: 18 }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
    );
  }
  if (state.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {state.error}
        <Button type="button" variant="outline" size="sm" onClick={state.refresh}>
          <RefreshCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const free = state.slots.filter((s) => s.available).length;
  return (
    <div className="space-y-2">
      <div role="group" tabIndex={-1} className={cn("grid grid-cols-3 gap-2 outline-none sm:grid-cols-6", className)} {...group}>
        {state.slots.map((slot) => (
          <Button
            key={slot.time}
            type="button"
            size="sm"
            variant={slot.time === value ? "default" : "outline"}
            aria-pressed={slot.time === value}
            disabled={!slot.available}
            onClick={() => onChange(slot.time)}
            className={cn("tabular-nums", !slot.available && "line-through")}
          >
            {slot.time}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {free === 0
          ? "No free times on this day. Choose another date, doctor or a shorter duration."
          : `${free} of ${state.slots.length} times free. Crossed-out times are taken or already past.`}
      </p>
    </div>
  );
}
