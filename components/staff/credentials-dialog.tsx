"use client";

import { CheckIcon, CopyIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type Credential = { label: string; value: string };

type CredentialsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Sign-in name(s) first, the temporary password last. */
  credentials: Credential[];
};

/**
 * The one and only display of a generated temporary password (the server keeps only its hash).
 * A click outside does not close it, so the password cannot vanish by accident; Escape and the
 * confirmation button do.
 */
export function CredentialsDialog({ open, onOpenChange, title, description, credentials }: CredentialsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong>This password is shown only once.</strong> Copy it now and hand it over securely; it cannot be
            displayed again.
          </p>
        </div>
        <dl className="grid gap-3">
          {credentials.map((credential) => (
            <CredentialRow key={credential.label} credential={credential} />
          ))}
        </dl>
        <DialogFooter>
          <Button type="button" onClick={() => onOpenChange(false)} className="w-full sm:w-auto">
            I have saved these credentials
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type CopyState = "idle" | "copied" | "failed";

function CredentialRow({ credential }: { credential: Credential }) {
  const [state, setState] = useState<CopyState>("idle");
  const valueRef = useRef<HTMLElement>(null);
  const statusId = useId();

  const copy = async () => {
    try {
      // navigator.clipboard exists only in secure contexts (https or localhost).
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(credential.value);
      setState("copied");
    } catch {
      // Select the text so that Ctrl+C / long-press copies it by hand.
      const node = valueRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setState("failed");
    }
  };

  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{credential.label}</dt>
      <dd className="flex items-center gap-2">
        <code
          ref={valueRef}
          data-testid={`credential-${credential.label.toLowerCase().replace(/\s+/g, "-")}`}
          className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
        >
          {credential.value}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          aria-describedby={statusId}
          aria-label={`Copy ${credential.label}`}
        >
          {state === "copied" ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
      </dd>
      <p id={statusId} aria-live="polite" className="text-xs text-muted-foreground">
        {state === "failed" ? "Could not copy automatically. The text is selected: press Ctrl+C (or ⌘C) to copy it." : ""}
      </p>
    </div>
  );
}
