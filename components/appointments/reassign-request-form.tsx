"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";

type Props = {
  appointmentId: string;
  patientName: string;
  candidates: { doctorId: string; doctorName: string }[];
};

/**
 * Reassign an unanswered request to another doctor of its department who is free then
 * (POST /api/appointments/{id}/reassign). The server decides under the booking locks: a doctor
 * taken meanwhile is a 409 shown here, and the list is refreshed.
 */
export function ReassignRequestForm({ appointmentId, patientName, candidates }: Props) {
  const router = useRouter();
  const id = useId();
  const [doctorId, setDoctorId] = useState("");
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = sending || refreshing;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!doctorId) {
      setFailure("Please choose the doctor to reassign the request to");
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await apiRequest(`/api/appointments/${encodeURIComponent(appointmentId)}/reassign`, { method: "POST", body: { doctorId } });
      const doctor = candidates.find((c) => c.doctorId === doctorId)?.doctorName ?? "the new doctor";
      toast.success("Request Reassigned", { description: `${patientName}'s request is now with ${doctor}. The patient has been told.` });
      startRefresh(() => router.refresh());
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The request could not be reassigned. Please try again.");
      if (error instanceof ApiError && error.status === 409) startRefresh(() => router.refresh());
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label={`Reassign the request of ${patientName}`}>
      <FormFailure message={failure} />
      <Label htmlFor={`${id}-doctor`}>Reassign to</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={`${id}-doctor`}
          value={doctorId}
          onChange={(e) => setDoctorId(e.target.value)}
          disabled={pending}
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <option value="">Choose a doctor free at this time</option>
          {candidates.map((c) => (
            <option key={c.doctorId} value={c.doctorId}>
              {c.doctorName}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner /> : null}
          {pending ? "Reassigning..." : "Reassign"}
        </Button>
      </div>
    </form>
  );
}
