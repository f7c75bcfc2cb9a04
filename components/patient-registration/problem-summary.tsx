"use client";

import { CircleAlertIcon } from "lucide-react";

import { WIZARD_STEPS } from "@/lib/constants/patient";

type Problem = { path: string; label: string; step: number };

/**
 * After a failed submit, the fields that still need attention, across every step; choosing one
 * opens its step with the field focused. Nothing is shown while all is well.
 */
export function ProblemSummary({ problems, onChoose }: { problems: Problem[]; onChoose: (path: string) => void }) {
  if (problems.length === 0) return null;
  return (
    <section
      aria-labelledby="registration-problems-heading"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <h3 id="registration-problems-heading" className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {problems.length === 1 ? "1 field needs your attention" : `${problems.length} fields need your attention`}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {problems.map((problem) => (
          <li key={problem.path}>
            <button
              type="button"
              onClick={() => onChoose(problem.path)}
              className="rounded-sm font-medium underline underline-offset-4 outline-none hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {problem.label}
              <span className="font-normal text-muted-foreground"> ({WIZARD_STEPS[problem.step]})</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
