import { CheckIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

type WizardProgressProps = {
  steps: readonly string[];
  /** The current step, from 0. */
  step: number;
  /**
   * Whether passed steps count as complete (a check mark). A wizard that does not validate on
   * Next leaves this off: passing a step says nothing about it.
   */
  markPassed?: boolean;
  /** Steps holding a field with a validation message (after a submit). */
  invalidSteps?: ReadonlySet<number>;
};

/** "Step X of N", the current step's title, a progress bar and the list of steps. */
export function WizardProgress({ steps, step, markPassed = false, invalidSteps }: WizardProgressProps) {
  const current = step + 1;
  const count = steps.length;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium">
          Step {current} of {count}
        </p>
        <p className="text-muted-foreground">{steps[step]}</p>
      </div>
      <Progress value={(current / count) * 100} aria-label={`Registration progress: step ${current} of ${count}`} />
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
        {steps.map((title, index) => {
          const passed = index < step;
          const done = markPassed && passed;
          const active = index === step;
          const invalid = invalidSteps?.has(index) ?? false;
          return (
            <li
              key={title}
              aria-current={active ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center lg:flex-row lg:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  passed && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary text-primary",
                  !passed && !active && "text-muted-foreground",
                  invalid && "border-destructive bg-destructive text-white",
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-xs leading-tight",
                  active ? "font-medium text-foreground" : "text-muted-foreground",
                  invalid && "text-destructive",
                  // The titles do not fit side by side on a phone; the heading above names the current one.
                  "sr-only md:not-sr-only",
                )}
              >
                {title}
                {done ? <span className="sr-only"> (completed)</span> : null}
                {invalid ? <span className="sr-only"> (has errors)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
