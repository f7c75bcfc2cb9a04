import type { ReactNode } from "react";

/** A page's failure to load (or to accept its address), announced by screen readers, in place of the content. */
export function PageAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm text-destructive">
      {children}
    </p>
  );
}
