"use client";

import { useRef, useState } from "react";

import { ApiError, apiRequest } from "@/lib/api-client";
import type { PublicSlot } from "@/lib/services/public-slots";

type Day = { date: string; slots: PublicSlot[]; problem: string | null; loading: boolean };

/**
 * The slots of the day shown, loaded again from GET /api/public/doctors/{id}/slots when the day
 * changes or after a 409 (a slot taken meanwhile). Only the last request's answer is kept.
 */
export function useDaySlots(doctorId: string, initial: Omit<Day, "loading">) {
  const [day, setDay] = useState<Day>({ ...initial, loading: false });
  const latest = useRef(0);

  const load = async (date: string) => {
    const request = ++latest.current;
    setDay((d) => ({ ...d, date, problem: null, loading: true }));
    try {
      const slots = await apiRequest<PublicSlot[]>(`/api/public/doctors/${encodeURIComponent(doctorId)}/slots?date=${encodeURIComponent(date)}`);
      if (request === latest.current) setDay({ date, slots, problem: null, loading: false });
    } catch (error) {
      if (request !== latest.current) return;
      const problem = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : "The times could not be loaded. Please try again.";
      setDay({ date, slots: [], problem, loading: false });
    }
  };

  return { ...day, load, reload: () => load(day.date) };
}
