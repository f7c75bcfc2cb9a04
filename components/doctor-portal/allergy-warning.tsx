"use client";

import { AlertTriangleIcon } from "lucide-react";
import { useId } from "react";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Props = {
  allergies: string[];
  reason: string;
  onReasonChange: (reason: string) => void;
  error: string | null;
  /** The reason field's id, so that a refused save can move focus to it. */
  reasonId: string;
};

/**
 * The warning shown while the prescription names a recorded allergy: what matched, and the
 * reason the doctor must give to save it anyway (stored with the diagnosis).
 */
export function AllergyWarning({ allergies, reason, onReasonChange, error, reasonId }: Props) {
  const id = useId();
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive bg-destructive/10 p-3 text-destructive">
      <p className="flex items-start gap-2 text-sm font-semibold">
        <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Allergy warning: the prescription names {allergies.join(", ")}, recorded as an allergy of this patient.
      </p>
      <p className="text-sm text-foreground">Change the prescription, or give your reason to save it anyway.</p>
      <div className="space-y-1">
        <Label htmlFor={reasonId} className="text-foreground">
          Reason for overriding the allergy warning
        </Label>
        <Textarea
          id={reasonId}
          value={reason}
          onChange={(e) => onReasonChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="bg-background text-foreground"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
