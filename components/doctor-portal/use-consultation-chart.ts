"use client";

import { useCallback, useEffect, useState } from "react";

import { ApiError, apiRequest } from "@/lib/api-client";
import type { ConsultationChart } from "@/lib/services/consultation-chart";

export type ChartState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; chart: ConsultationChart };

type Answer = { key: string; state: Exclude<ChartState, { status: "loading" }> };

/**
 * The consultation chart of an appointment (GET /api/doctor/appointments/{id}/chart), read each
 * time the dialog opens; loading until the answer for the current attempt has arrived.
 */
export function useConsultationChart(appointmentId: string, enabled: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${appointmentId}:${attempt}:${enabled}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiRequest<ConsultationChart>(`/api/doctor/appointments/${encodeURIComponent(appointmentId)}/chart`, { signal: controller.signal })
      .then((chart) => setAnswer({ key, state: { status: "ready", chart } }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setAnswer({ key, state: { status: "error", message: error instanceof ApiError ? error.message : "The chart could not be loaded." } });
      });
    return () => controller.abort();
  }, [appointmentId, enabled, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ChartState = answer && answer.key === key ? answer.state : { status: "loading" };
  return { state, retry };
}
