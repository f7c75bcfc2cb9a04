import { CheckIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

import { STEP_COUNT, STEP_TITLES } from "./steps";

/** "Step X of 4", the current step's title, a progress bar and the list of steps. */
export function WizardProgress({ step }: { step: number }) {
  const current = step + 1;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium">
          Step {current} of {STEP_COUNT}
        </p>
        <p className="text-muted-foreground">{STEP_TITLES[step]}</p>
      </div>
      <Progress
        value={(current / STEP_COUNT) * 100}
        aria-label={`Registration progress: step ${current} of ${STEP_COUNT}`}
      />
      <ol className="grid grid-cols-4 gap-2">
        {STEP_TITLES.map((title, index) => {
          const done = index < step;
          const active = index === step;
          return (
            <li
              key={title}
              aria-current={active ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  done && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary text-primary",
                  !done && !active && "text-muted-foreground",
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-xs leading-tight",
                  active ? "font-medium text-foreground" : "text-muted-foreground",
                  // Four titles do not fit side by side on a phone; the heading above names the current one.
                  "sr-only sm:not-sr-only",
                )}
              >
                {title}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
