import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

export type DataRow = { key: string; header: ReactNode; cells: ReactNode[] };

type DataTableProps = {
  caption: string;
  /** The heading of the first column (the row headers), then one per cell. */
  columns: readonly string[];
  rows: DataRow[];
  /** Visually hidden on screen (the chart shows the same figures) but read by screen readers and printed. */
  screenReaderOnly?: boolean;
  className?: string;
};

/**
 * A table of figures with a caption and headers for rows and columns. It scrolls sideways inside a
 * focusable region on a phone, so that keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, rows, screenReaderOnly, className }: DataTableProps) {
  return (
    <div
      className={cn(screenReaderOnly ? "sr-only print:not-sr-only" : "overflow-x-auto rounded-lg border", className)}
      tabIndex={screenReaderOnly ? undefined : 0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-max text-sm">
        <caption className={screenReaderOnly ? "" : "sr-only"}>{caption}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={cn("px-3 py-2 font-medium", i > 0 && "text-right")}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {r.header}
              </th>
              {r.cells.map((cell, i) => (
                <td key={i} className="px-3 py-2 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
