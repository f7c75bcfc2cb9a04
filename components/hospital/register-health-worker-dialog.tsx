"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";

import { RegisterHealthWorkerForm } from "@/components/health-workers/register-health-worker-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/**
 * The dashboard's Register Health Worker dialog. It stays open after a registration so the form
 * can show the one-time credentials; closing those closes the dialog too.
 */
export function RegisterHealthWorkerDialog({
  departments,
  onRegistered,
}: {
  departments: { id: string; name: string }[];
  onRegistered: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Register Health Worker
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Register Health Worker</DialogTitle>
          <DialogDescription>
            The worker gets a health worker ID, a worker number and a temporary password, shown once here and sent by email.
          </DialogDescription>
        </DialogHeader>
        <RegisterHealthWorkerForm
          departments={departments}
          onRegistered={onRegistered}
          onCredentialsClosed={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
