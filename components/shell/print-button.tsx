"use client";

import { PrinterIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * Prints the page (the print styles in app/globals.css leave out the shell). With `target`, the id
 * of one element, only that element and the print header are printed: one diagnosis of a history.
 * `what` completes the name for screen readers where several Print buttons share a page.
 */
export function PrintButton({ target, what, className }: { target?: string; what?: string; className?: string }) {
  const print = () => {
    if (!target) return window.print();
    const root = document.documentElement;
    root.dataset.printTarget = target;
    document.getElementById(target)?.setAttribute("data-print-target", "");
    const done = () => {
      delete root.dataset.printTarget;
      document.getElementById(target)?.removeAttribute("data-print-target");
    };
    window.addEventListener("afterprint", done, { once: true });
    window.print();
  };
  return (
    <Button type="button" variant="outline" size="sm" className={className} onClick={print}>
      <PrinterIcon aria-hidden="true" />
      Print
      {what ? <span className="sr-only"> {what}</span> : null}
    </Button>
  );
}
