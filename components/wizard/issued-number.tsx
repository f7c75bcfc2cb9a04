"use client";

import { CheckIcon, CopyIcon, PrinterIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// Printing a success card prints the card alone: every other element of the page (header, sidebar,
// toasts, the form's surroundings) is hidden, whichever layout the card sits in.
const PRINT_ONLY_CARD = `@media print {
  body * { visibility: hidden !important; }
  [data-print-card], [data-print-card] * { visibility: visible !important; }
  [data-print-card] { position: absolute; top: 0; left: 0; width: 100%; border: none; box-shadow: none; }
}`;

/** A success card that is the only thing printed while it is on screen. */
export function PrintCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-print-card="" className={className}>
      <style>{PRINT_ONLY_CARD}</style>
      {children}
    </div>
  );
}

type CopyState = "idle" | "copied" | "failed";

/**
 * A number the user must keep (a hospital ID, a health number): shown large and selectable,
 * with Copy (a visible "Copied") and Print.
 */
export function IssuedNumber({
  label,
  value,
  testId,
  onAction,
}: {
  label: string;
  value: string;
  testId: string;
  /** Runs when Copy or Print is pressed (the patient wizard then stays on its page). */
  onAction?: () => void;
}) {
  const [state, setState] = useState<CopyState>("idle");
  const outputRef = useRef<HTMLOutputElement>(null);

  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    onAction?.();
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // Clipboard refused (permissions, an insecure context): select the number for a manual copy.
      const output = outputRef.current;
      if (output) window.getSelection()?.selectAllChildren(output);
      setState("failed");
    }
  };

  return (
    <div className="space-y-3 text-center">
      <p className="text-sm text-muted-foreground">{label}</p>
      <output
        ref={outputRef}
        data-testid={testId}
        aria-label={label}
        className="inline-block rounded-md border bg-muted px-4 py-2 font-mono text-2xl font-semibold tracking-wide break-all select-all"
      >
        {value}
      </output>
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {state === "copied" ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => {
            onAction?.();
            window.print();
          }}>
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
      </div>
      <p role="status" className={cn("text-xs", state === "idle" ? "sr-only" : "text-muted-foreground")}>
        {state === "copied" ? `${label} copied to the clipboard.` : null}
        {state === "failed" ? "Copying was not allowed: the number is selected, press Ctrl+C (⌘C) to copy it." : null}
      </p>
    </div>
  );
}
