"use client";

import { Download, FileSpreadsheet, FileText, RotateCcw } from "lucide-react";
import { useCallback, useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { REPORT_TYPES, type ReportFormat, type ReportType } from "@/lib/db/schema/report-enums";
import type { ReportRunView } from "@/lib/reports/service";

export const REPORT_LABELS: Record<ReportType, { title: string; description: string }> = {
  patients: { title: "Patient report", description: "Patients registered or linked in the period, with their visits." },
  staff: { title: "Staff report", description: "Administrators, doctors and health workers, with each doctor's appointments." },
  appointments: { title: "Appointment report", description: "Every appointment of the period, with its waiting time." },
  financial: { title: "Financial report", description: "Bills opened in the period and payments received by method." },
  departments: { title: "Department report", description: "Appointments, waiting time and ratings per department." },
  incidents: { title: "Incident report", description: "Patient-safety incidents of the period and their status." },
};

type Period = { from: string; to: string };
type Job = { type: ReportType; format: ReportFormat; from: string; to: string };

const jobKey = (j: Pick<Job, "type" | "format">) => `${j.type}:${j.format}`;
const reportUrl = (j: Job) => `/api/reports/${j.type}?${new URLSearchParams({ from: j.from, to: j.to, format: j.format })}`;

/** The file name of a Content-Disposition header, or a name made from the job. */
function filenameOf(header: string | null, j: Job): string {
  const match = header && /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? `${j.type}-report-${j.from}-to-${j.to}.${j.format}`;
}

async function messageOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string };
    if (body.message) return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `The report could not be generated (error ${res.status}). Please try again.`;
}

/** Saves a Blob under `filename` through a temporary link. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Props = { initialRuns: ReportRunView[]; defaultPeriod: Period; timezone: string };

/**
 * The Reports tab: a period, the six reports each as CSV and PDF (fetched, then saved, with a
 * spinner while the server generates it), and the hospital's recent downloads.
 */
export function ReportsPanelClient({ initialRuns, defaultPeriod, timezone }: Props) {
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [runs, setRuns] = useState<ReportRunView[]>(initialRuns);
  const fromId = useId();
  const toId = useId();
  const periodProblem = !period.from || !period.to ? "Choose both dates." : period.from > period.to ? "The end date must be on or after the start date." : null;

  const refreshRuns = useCallback(async () => {
    try {
      const res = await fetch("/api/reports", { credentials: "same-origin", cache: "no-store" });
      if (res.ok) setRuns((await res.json()) as ReportRunView[]);
    } catch {
      // The list stays as it was; the download itself succeeded.
    }
  }, []);

  const download = useCallback(
    async (job: Job) => {
      const key = jobKey(job);
      setError(null);
      setNotice(null);
      setBusy((b) => new Set(b).add(key));
      try {
        const res = await fetch(reportUrl(job), { credentials: "same-origin", cache: "no-store" });
        if (!res.ok) {
          setError(await messageOf(res));
          return;
        }
        const blob = await res.blob();
        const filename = filenameOf(res.headers.get("content-disposition"), job);
        save(blob, filename);
        setNotice(`${REPORT_LABELS[job.type].title} downloaded as ${filename}.`);
        await refreshRuns();
      } catch {
        setError("The report could not be downloaded: check your connection and try again.");
      } finally {
        setBusy((b) => {
          const next = new Set(b);
          next.delete(key);
          return next;
        });
      }
    },
    [refreshRuns],
  );

  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-4" aria-label="Report period">
        <div className="grid gap-1.5">
          <Label htmlFor={fromId}>From</Label>
          <Input id={fromId} type="date" value={period.from} max={period.to || undefined} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={toId}>To</Label>
          <Input id={toId} type="date" value={period.to} min={period.from || undefined} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))} required />
        </div>
        <p className="pb-2 text-sm text-muted-foreground">Dates in the hospital&apos;s time zone ({timezone}), both days included.</p>
      </form>
      {periodProblem ? (
        <p role="alert" className="text-sm text-destructive">
          {periodProblem}
        </p>
      ) : null}

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Reports">
        {REPORT_TYPES.map((type) => (
          <li key={type} className="flex flex-col justify-between gap-3 rounded-lg border p-4">
            <div>
              <h3 className="font-medium">{REPORT_LABELS[type].title}</h3>
              <p className="text-sm text-muted-foreground">{REPORT_LABELS[type].description}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {(["csv", "pdf"] as const).map((format) => {
                const running = busy.has(jobKey({ type, format }));
                const Icon = format === "csv" ? FileSpreadsheet : FileText;
                return (
                  <Button
                    key={format}
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={running || Boolean(periodProblem)}
                    aria-busy={running}
                    aria-label={`Download the ${REPORT_LABELS[type].title.toLowerCase()} as ${format.toUpperCase()}`}
                    onClick={() => download({ type, format, ...period })}
                  >
                    {running ? <Spinner aria-label={`Generating the ${format.toUpperCase()}`} /> : <Icon aria-hidden="true" />}
                    {running ? "Generating…" : format.toUpperCase()}
                  </Button>
                );
              })}
            </div>
          </li>
        ))}
      </ul>

      <div aria-live="polite" className="text-sm">
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : notice ? (
          <p className="text-muted-foreground">{notice}</p>
        ) : null}
      </div>

      <RecentReports runs={runs} timezone={timezone} busy={busy} onDownload={download} />
    </div>
  );
}

function RecentReports({ runs, timezone, busy, onDownload }: { runs: ReportRunView[]; timezone: string; busy: Set<string>; onDownload: (j: Job) => void }) {
  const when = new Intl.DateTimeFormat("en-GB", { timeZone: timezone, dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="recent-reports-heading" className="space-y-3">
      <h3 id="recent-reports-heading" className="text-base font-semibold">
        Recent reports
      </h3>
      {runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reports have been generated yet. The reports you download appear here.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label="Recent reports">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Report</th>
                <th scope="col" className="px-3 py-2 font-medium">Period</th>
                <th scope="col" className="px-3 py-2 font-medium">Format</th>
                <th scope="col" className="px-3 py-2 font-medium">Generated by</th>
                <th scope="col" className="px-3 py-2 font-medium">When</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Download again</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => {
                const running = busy.has(jobKey(run));
                return (
                  <tr key={run.id} className="border-t">
                    <td className="px-3 py-2">{REPORT_LABELS[run.type]?.title ?? run.type}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{run.from === run.to ? run.from : `${run.from} to ${run.to}`}</td>
                    <td className="px-3 py-2">{run.format.toUpperCase()}</td>
                    <td className="px-3 py-2">{run.createdByName ?? "A former user"}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{when.format(new Date(run.createdAt))}</td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={running}
                        aria-busy={running}
                        aria-label={`Download again: the ${(REPORT_LABELS[run.type]?.title ?? run.type).toLowerCase()} of ${run.from} to ${run.to} as ${run.format.toUpperCase()}`}
                        onClick={() => onDownload({ type: run.type, format: run.format, from: run.from, to: run.to })}
                      >
                        {running ? <Spinner aria-label="Generating" /> : <RotateCcw aria-hidden="true" />}
                        Download again
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <Download className="size-3" aria-hidden="true" />
        Every download is recorded in the audit log. Reports hold patients&apos; names: keep the files safe.
      </p>
    </section>
  );
}
