"use client";

import { BadgeCheck, UserMinus } from "lucide-react";
import { useId, useState } from "react";
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
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api-client";

import { errorMessage } from "./staff-api";

// End Employment and Verify License of one worker the hospital employs (API.md POST
// /api/health-workers/{healthWorkerId}/end-employment and …/verify-license): each after a
// confirmation; the server checks that the hospital is the employer.

type Worker = { id: string; firstName: string; lastName: string; licenseNumber: string | null };

/** A confirmation dialog whose action runs `run`; it stays open (and busy) until the request settles. */
function ConfirmAction({
  trigger,
  title,
  description,
  action,
  busy,
  run,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description: string;
  action: string;
  busy: string;
  run: () => Promise<boolean>;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      if (await run()) setOpen(false);
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? busy : action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** End Employment with an optional reason: the worker becomes unemployed and leaves the list. */
export function EndEmploymentDialog({ worker, onChanged }: { worker: Worker; onChanged: () => void }) {
  const name = `${worker.firstName} ${worker.lastName}`;
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const run = async () => {
    try {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      await apiRequest(`/api/health-workers/${encodeURIComponent(worker.id)}/end-employment`, { method: "POST", body });
      toast.success("Employment Ended", { description: `${name} is no longer employed at the hospital.` });
      setReason("");
      onChanged();
      return true;
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to end the employment") });
      return false;
    }
  };
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" aria-label={`End employment of ${name}`}>
          <UserMinus aria-hidden="true" />
          End Employment
        </Button>
      }
      title={`End the employment of ${name}?`}
      description={`${name} loses access to the hospital's tasks and appointments at once, and their open tasks go back to the department. They keep their account and can accept requests from other hospitals.`}
      action="End Employment"
      busy="Ending..."
      run={run}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea id={reasonId} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} rows={3} />
      </div>
    </ConfirmAction>
  );
}

/** Verify License, shown while the worker's license is unverified. */
export function VerifyLicenseDialog({ worker, onChanged }: { worker: Worker; onChanged: () => void }) {
  const name = `${worker.firstName} ${worker.lastName}`;
  const run = async () => {
    try {
      await apiRequest(`/api/health-workers/${encodeURIComponent(worker.id)}/verify-license`, { method: "POST" });
      toast.success("License Verified", { description: `${name}'s profile now shows the license as verified.` });
      onChanged();
      return true;
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to verify the license") });
      return false;
    }
  };
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" aria-label={`Verify license of ${name}`}>
          <BadgeCheck aria-hidden="true" />
          Verify License
        </Button>
      }
      title={`Verify the license of ${name}?`}
      description={`Confirm that you have checked license ${worker.licenseNumber} with the licensing body. The worker's public profile and directory card will show it as verified.`}
      action="Verify License"
      busy="Verifying..."
      run={run}
    />
  );
}
