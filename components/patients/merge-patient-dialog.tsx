"use client";

import { MergeIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import { mergePatientSchema } from "@/lib/validation/patient-merge";

import { formatDay } from "./format";

type Person = { id: string; firstName: string; lastName: string; dateOfBirth: string };

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

function PersonCard({ title, person }: { title: string; person: Person }) {
  return (
    <div className="min-w-0 rounded-md border p-3 text-sm">
      <p className="text-muted-foreground">{title}</p>
      <p className="font-medium break-words">
        {person.firstName} {person.lastName}
      </p>
      <p>Born {formatDay(person.dateOfBirth)}</p>
      <p className="font-mono text-xs break-all">{person.id}</p>
    </div>
  );
}

/**
 * 'Merge duplicate' on a patient's record (hospital administrator): find the other record by its
 * health number, see both people side by side, confirm; the other record's history moves here
 * and its number becomes an alias of this one.
 */
export function MergePatientDialog({ patient }: { patient: Person }) {
  const router = useRouter();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState("");
  const [duplicate, setDuplicate] = useState<Person | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setNumber("");
    setDuplicate(null);
    setError(null);
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDuplicate(null);
    const parsed = mergePatientSchema.safeParse({ duplicateId: number });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Enter a health number");
    setPending(true);
    try {
      const found = await apiRequest<Person>(`/api/patients/${encodeURIComponent(parsed.data.duplicateId)}`);
      if (found.id === patient.id) setError("That health number is this record.");
      else setDuplicate(found);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 404 ? "No patient with this health number is linked to your hospital." : failure(e, "The record could not be found."));
    } finally {
      setPending(false);
    }
  };

  const merge = async () => {
    if (!duplicate) return;
    setPending(true);
    try {
      await apiRequest(`/api/patients/${encodeURIComponent(patient.id)}/merge`, { method: "POST", body: { duplicateId: duplicate.id } });
      toast.success("Records merged", { description: `${duplicate.id} now leads to ${patient.id}.` });
      setConfirming(false);
      setOpen(false);
      reset();
      router.refresh();
    } catch (e) {
      setConfirming(false);
      setError(failure(e, "The records could not be merged. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <MergeIcon aria-hidden="true" />
          Merge duplicate
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Merge a duplicate record</DialogTitle>
          <DialogDescription>
            The other record&apos;s appointments, diagnoses, medical records and hospital links move to this one, and its health number keeps
            working as an alias of this record.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={find} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-2">
            <Label htmlFor={inputId}>Health number of the duplicate</Label>
            <Input id={inputId} value={number} onChange={(e) => setNumber(e.target.value)} placeholder="UG-PAT-2026-001" autoComplete="off" />
          </div>
          <Button type="submit" variant="secondary" disabled={pending}>
            Find
          </Button>
        </form>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {duplicate ? (
          <div className="grid gap-2 sm:grid-cols-2" aria-live="polite">
            <PersonCard title="Keep this record" person={patient} />
            <PersonCard title="Merge into it and retire" person={duplicate} />
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" disabled={!duplicate || pending} onClick={() => setConfirming(true)}>
            Merge records
          </Button>
        </DialogFooter>
        <AlertDialog open={confirming} onOpenChange={(next) => !pending && setConfirming(next)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Merge these two records?</AlertDialogTitle>
              <AlertDialogDescription>
                {duplicate ? `${duplicate.firstName} ${duplicate.lastName} (${duplicate.id})` : ""} will be merged into{" "}
                {patient.firstName} {patient.lastName} ({patient.id}). This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Go back</AlertDialogCancel>
              <AlertDialogAction
                disabled={pending}
                onClick={(event) => {
                  event.preventDefault();
                  void merge();
                }}
              >
                {pending ? <Spinner aria-hidden="true" /> : null}
                Merge
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
