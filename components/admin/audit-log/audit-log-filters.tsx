import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The filters as written in the address (strings, blank when absent). */
export type AuditLogAddress = { actor: string; action: string; hospitalId: string; entity: string; entityId: string; from: string; to: string };

const ENTITIES = ["patient", "appointment", "diagnosis", "user", "health_worker", "doctor", "hospital", "department", "payment", "settings"];

/**
 * The audit log's filters: a plain GET form (no JavaScript needed), so every filter lives in the
 * address, survives a reload and can be shared; a new search starts at page 1. "Who opened this
 * patient's record": entity `patient`, the health number as its ID, and `patient.` as the action.
 */
export function AuditLogFilters({ value, hospitals }: { value: AuditLogAddress; hospitals: { id: string; name: string }[] }) {
  const filtered = Object.values(value).some(Boolean);
  return (
    <form method="get" action="/admin/audit-log" role="search" aria-label="Filter the audit log" className="space-y-4 rounded-lg border bg-card p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="audit-actor" label="Actor ID" hint="A user, worker or patient ID">
          <Input id="audit-actor" name="actor" defaultValue={value.actor} maxLength={200} autoComplete="off" aria-describedby="audit-actor-hint" />
        </Field>
        <Field id="audit-action" label="Action" hint="Exact (patient.read) or a prefix (patient. or patient*)">
          <Input id="audit-action" name="action" defaultValue={value.action} maxLength={100} autoComplete="off" aria-describedby="audit-action-hint" />
        </Field>
        <Field id="audit-hospital" label="Hospital" hint="Pick a hospital or type its ID">
          <Input
            id="audit-hospital"
            name="hospitalId"
            list="audit-hospital-choices"
            defaultValue={value.hospitalId}
            maxLength={100}
            autoComplete="off"
            aria-describedby="audit-hospital-hint"
          />
          <datalist id="audit-hospital-choices">
            {hospitals.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </datalist>
        </Field>
        <Field id="audit-entity" label="Record type" hint="patient, payment, user…">
          <Input id="audit-entity" name="entity" list="audit-entity-choices" defaultValue={value.entity} maxLength={100} autoComplete="off" aria-describedby="audit-entity-hint" />
          <datalist id="audit-entity-choices">
            {ENTITIES.map((e) => (
              <option key={e} value={e} />
            ))}
          </datalist>
        </Field>
        <Field id="audit-entity-id" label="Record ID" hint="A health number, payment ID…">
          <Input id="audit-entity-id" name="entityId" defaultValue={value.entityId} maxLength={200} autoComplete="off" aria-describedby="audit-entity-id-hint" />
        </Field>
        <Field id="audit-from" label="From" hint="That day included (UTC)">
          <Input id="audit-from" name="from" type="date" defaultValue={value.from} aria-describedby="audit-from-hint" />
        </Field>
        <Field id="audit-to" label="To" hint="That day included (UTC)">
          <Input id="audit-to" name="to" type="date" defaultValue={value.to} aria-describedby="audit-to-hint" />
        </Field>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <a href="/admin/audit-log">Clear</a>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Field({ id, label, hint, children }: { id: string; label: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
