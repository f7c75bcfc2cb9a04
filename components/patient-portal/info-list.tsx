import type { ReactNode } from "react";

export type InfoRow = { label: string; value: ReactNode };

/** A two-column description list; empty values read 'Not provided'. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-muted-foreground">{row.label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line">
            {row.value === null || row.value === undefined || row.value === "" ? (
              <span className="text-muted-foreground">Not provided</span>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
