"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

/** Completing a task in progress: optional notes for whoever assigned it, then the confirmation. */
export function CompleteTaskDialog({ title, onComplete }: { title: string; onComplete: (notes: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const notes = String(new FormData(event.currentTarget).get("notes") ?? "").trim();
    setPending(true);
    const done = await onComplete(notes);
    setPending(false);
    if (done) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Complete Task: ${title}`}>
          <CheckCircle2Icon aria-hidden="true" />
          Complete Task
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete Task</DialogTitle>
          <DialogDescription>{title}. The notes go to whoever assigned the task.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Complete task">
          <div className="grid gap-2">
            <Label htmlFor="task-notes">Notes</Label>
            <Textarea id="task-notes" name="notes" maxLength={2000} placeholder="What was done, anything to follow up" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Saving..." : "Mark Completed"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
