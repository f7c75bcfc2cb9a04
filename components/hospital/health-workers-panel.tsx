"use client";

import { ExternalLink, Users } from "lucide-react";
import { useCallback, useEffect, useState } from "react";

import { ActiveBadge } from "@/components/departments/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api-client";
import { HOSPITAL_WORKER_ROLE_OPTIONS, optionLabel } from "@/lib/constants/staff";

import { RegisterHealthWorkerDialog } from "./register-health-worker-dialog";

/** API.md GET /api/health-workers (the service's HealthWorkerListItem). */
type HealthWorkerRow = {
  id: string;
  healthWorkerId: string;
  firstName: string;
  lastName: string;
  role: string;
  specialization: string | null;
  email: string;
  phone: string;
  departmentName: string | null;
  isActive: boolean;
};

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; workers: HealthWorkerRow[] };

/**
 * The Health Workers tab. Mounted only while the tab is open (the tabs unmount hidden panels),
 * so the list is fetched then and not before (specification section 7).
 */
export function HealthWorkersPanel({
  departments,
  canRegister,
  hospitalId,
}: {
  departments: { id: string; name: string }[];
  canRegister: boolean;
  hospitalId?: string;
}) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [version, setVersion] = useState(0);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const query = hospitalId ? `?hospitalId=${encodeURIComponent(hospitalId)}` : "";
    apiRequest<HealthWorkerRow[]>(`/api/health-workers${query}`, { signal: controller.signal })
      .then((workers) => setLoad({ state: "ready", workers }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "error" });
      });
    return () => controller.abort();
  }, [hospitalId, version]);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Health Workers</h2>
          </CardTitle>
          <CardDescription>Nurses, technicians and support staff of the hospital</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {canRegister ? <RegisterHealthWorkerDialog departments={departments} onRegistered={refetch} /> : null}
          <Button variant="outline" asChild>
            <a href="/health-worker-directory" target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              Health Worker Directory
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href="/register-health-worker" target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              Registration Page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {load.state === "loading" ? (
          <div role="status" aria-label="Loading health workers" className="space-y-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : load.state === "error" ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-destructive">
            Failed to fetch health workers
            <Button variant="outline" size="sm" onClick={refetch}>
              Try again
            </Button>
          </div>
        ) : load.workers.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Users className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No health workers found</p>
          </div>
        ) : (
          <WorkerTable workers={load.workers} />
        )}
      </CardContent>
    </Card>
  );
}

/** The form's label, or the stored value capitalised (public profiles may hold other roles, e.g. "midwife"). */
function roleLabel(role: string): string {
  const label = optionLabel(HOSPITAL_WORKER_ROLE_OPTIONS, role);
  return label === role ? role.charAt(0).toUpperCase() + role.slice(1).replace(/-/g, " ") : label;
}

function WorkerTable({ workers }: { workers: HealthWorkerRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[820px] text-left text-sm">
        <caption className="sr-only">Health workers</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            {["Name", "Role", "Specialization", "Health Worker ID", "Email", "Phone", "Status"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {workers.map((w) => (
            <tr key={w.id} className="border-b last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {w.firstName} {w.lastName}
                {w.departmentName ? <span className="block text-xs font-normal text-muted-foreground">{w.departmentName}</span> : null}
              </th>
              <td className="px-4 py-3">{roleLabel(w.role)}</td>
              <td className="px-4 py-3">{w.specialization || <span className="text-muted-foreground">N/A</span>}</td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{w.healthWorkerId}</td>
              <td className="px-4 py-3 break-all">{w.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{w.phone}</td>
              <td className="px-4 py-3">
                <ActiveBadge active={w.isActive} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
