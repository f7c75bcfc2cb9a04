import { AlertTriangleIcon, RefreshCwIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChartVitals, ConsultationChart } from "@/lib/services/consultation-chart";

import type { ChartState } from "./use-consultation-chart";

// The compact chart beside the consultation form: age and sex, allergies first and loud, then
// what the patient takes and lives with, the last vital signs and the last diagnoses here.

const GENDER_LABELS: Record<string, string> = { male: "Male", female: "Female", other: "Other", prefer_not_to_say: "Sex not stated" };

function vitalsText(v: ChartVitals): string {
  return [
    v.temperatureC !== null ? `T ${v.temperatureC} °C` : null,
    v.pulse !== null ? `Pulse ${v.pulse}/min` : null,
    v.systolic !== null ? `BP ${v.systolic}/${v.diastolic} mmHg` : null,
    v.respiratoryRate !== null ? `RR ${v.respiratoryRate}/min` : null,
    v.spo2 !== null ? `SpO₂ ${v.spo2} %` : null,
    v.weightKg !== null ? `Weight ${v.weightKg} kg` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function ChartBody({ chart }: { chart: ConsultationChart }) {
  return (
    <>
      <p className="text-sm">
        <Link href={`/patients/${encodeURIComponent(chart.patientId)}`} className="font-medium underline-offset-4 hover:underline" target="_blank">
          {chart.name}
        </Link>
        <span className="text-muted-foreground">
          {" "}
          · {chart.age} years · {GENDER_LABELS[chart.gender] ?? chart.gender}
          {chart.bloodType ? ` · ${chart.bloodType}` : ""}
        </span>
      </p>
      {chart.allergies.length ? (
        <div role="note" aria-label="Allergies" className="rounded-md border border-destructive bg-destructive/10 p-3 text-destructive">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <AlertTriangleIcon aria-hidden="true" className="size-4" />
            Allergies
          </p>
          <ul className="mt-1 list-inside list-disc text-sm font-medium">
            {chart.allergies.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-md border p-2 text-sm" aria-label="Allergies">
          Allergies: none recorded
        </p>
      )}
      <dl className="space-y-2">
        <Row label="Current medications">{chart.currentMedications || "None recorded"}</Row>
        <Row label="Chronic conditions">{chart.chronicConditions || "None recorded"}</Row>
        <Row label="Last vital signs">{chart.lastVitals ? `${vitalsText(chart.lastVitals)} (${chart.lastVitals.date})` : "None recorded"}</Row>
        {chart.heightCm || chart.weightKg ? (
          <Row label="Height and weight">
            {[chart.heightCm ? `${chart.heightCm} cm` : null, chart.weightKg ? `${chart.weightKg} kg` : null].filter(Boolean).join(" · ")}
          </Row>
        ) : null}
      </dl>
      <div>
        <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Last diagnoses</h3>
        {chart.lastDiagnoses.length ? (
          <ul className="mt-1 space-y-1 text-sm" aria-label="Last diagnoses">
            {chart.lastDiagnoses.map((d) => (
              <li key={d.id}>
                <span className="text-muted-foreground">{d.date}</span> {d.diagnosis}
                {d.prescription ? <span className="block text-xs text-muted-foreground">Rx: {d.prescription}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">None at this hospital</p>
        )}
      </div>
    </>
  );
}

export function ConsultationChartPanel({ state, onRetry }: { state: ChartState; onRetry: () => void }) {
  return (
    <aside aria-label="Patient chart" className="space-y-3 rounded-lg border bg-muted/30 p-3">
      <h2 className="text-sm font-semibold">Patient chart</h2>
      {state.status === "loading" ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the patient chart">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : state.status === "error" ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>{state.message}</p>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <ChartBody chart={state.chart} />
      )}
    </aside>
  );
}
