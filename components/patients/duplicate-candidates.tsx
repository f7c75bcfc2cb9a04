"use client";

import { TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";

import { formatDay, patientPath, withHospital } from "./format";

export type DuplicateCandidate = { id: string; firstName: string; lastName: string; dateOfBirth: string };
export type DuplicateWarning = { message: string; candidates: DuplicateCandidate[]; otherCount: number };

/** The likely duplicates of a staff registration's 409 (`code: "possible_duplicate"`), or null. */
export function duplicateWarning(error: unknown): DuplicateWarning | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body.code !== "possible_duplicate") return null;
  const candidates = Array.isArray(error.body.candidates) ? (error.body.candidates as DuplicateCandidate[]) : [];
  const otherCount = typeof error.body.otherCount === "number" ? error.body.otherCount : 0;
  return { message: error.message, candidates, otherCount };
}

/**
 * The records a registration may duplicate: 'Use this patient' opens one, 'Register anyway'
 * sends the same form again with `confirmNotDuplicate` (recorded by the server).
 */
export function DuplicateCandidates({
  warning,
  onRegisterAnyway,
  pending,
  hospitalId,
}: {
  warning: DuplicateWarning;
  onRegisterAnyway: () => void;
  pending: boolean;
  hospitalId?: string;
}) {
  const { candidates, otherCount } = warning;
  return (
    <section role="alert" aria-labelledby="duplicate-title" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="duplicate-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        Possible duplicate
      </h2>
      <p>{warning.message}</p>
      {candidates.length ? (
        <ul className="space-y-2" aria-label="Matching patients">
          {candidates.map((c) => (
            <li key={c.id} className="flex flex-col gap-2 rounded-md border border-amber-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {c.firstName} {c.lastName}
                </p>
                <p className="text-muted-foreground">
                  Born {formatDay(c.dateOfBirth)} · <span className="font-mono break-all">{c.id}</span>
                </p>
              </div>
              <Button asChild size="sm" variant="outline" className="w-full sm:w-auto">
                <a href={withHospital(patientPath(c.id), hospitalId)} aria-label={`Use this patient: ${c.firstName} ${c.lastName}, ${c.id}`}>
                  Use this patient
                </a>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {otherCount > 0 ? (
        <p>
          {otherCount === 1 ? "1 matching record is" : `${otherCount} matching records are`} registered at another hospital. If this is the same
          person, link them with their consent (health number and date of birth) instead of registering them again.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onRegisterAnyway} disabled={pending} className="w-full sm:w-auto">
          Register anyway
        </Button>
      </div>
    </section>
  );
}
