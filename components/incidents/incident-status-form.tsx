"use client";

import { ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { INCIDENT_LIMITS } from "@/lib/db/schema/incident-enums";
import { NEXT_INCIDENT_STATUS, NOTE_TO_CLOSE, type IncidentStatus } from "@/lib/validation/incident";

import { statusLabel } from "./format";
import { changeIncidentStatusRequest } from "./incident-api";

const ACTION: Record<string, string> = {
  under_review: "Start the review",
  action_taken: "Record the action taken",
  closed: "Close the incident",
};

/**
 * The administrator's next step of the follow-up, with a note (required to close). A move someone
 * else made meanwhile answers 409: the message says where the incident now is, and the page reloads.
 */
export function IncidentStatusForm({ incidentId, status }: { incidentId: string; status: string }) {
  const router = useRouter();
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const next = NEXT_INCIDENT_STATUS[status as IncidentStatus];
  if (!next) return <p className="text-sm text-muted-foreground">This incident is closed. Its follow-up is complete.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    if (next === "closed" && !trimmed) {
      setError(NOTE_TO_CLOSE);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await changeIncidentStatusRequest(incidentId, { status: next, ...(trimmed ? { note: trimmed } : {}) });
      toast.success(`Incident ${statusLabel(next).toLowerCase()}`);
      setNote("");
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "The status could not be changed. Please try again.");
      setError(failure instanceof ApiError ? (failure.fieldErrors.note ?? message) : message);
      if (failure instanceof ApiError && failure.status === 409) router.refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Follow-up" className="space-y-3">
      <p className="text-sm">
        Next step: <span className="font-medium">{statusLabel(next)}</span>
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>{next === "closed" ? "Note (required to close)" : "Note (optional)"}</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={INCIDENT_LIMITS.note}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={next === "closed" ? "What was learned and why the incident can be closed" : "What is being done"}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        {ACTION[next]}
      </Button>
    </form>
  );
}
