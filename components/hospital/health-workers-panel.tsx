"use client";

import { ExternalLink, Users } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";

import { ActiveBadge } from "@/components/departments/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import { apiRequest } from "@/lib/api-client";
import { HOSPITAL_WORKER_ROLE_OPTIONS, optionLabel } from "@/lib/constants/staff";

import { ConfirmStatusDialog } from "./confirm-status-dialog";
import { EditHealthWorkerDialog } from "./edit-health-worker-dialog";
import { EmploymentRequestsCard } from "./employment-requests-card";
import { IssuePasswordDialog } from "./issue-password-dialog";
import { RegisterHealthWorkerDialog } from "./register-health-worker-dialog";
import { errorMessage, updateHealthWorkerRequest } from "./staff-api";
import { EndEmploymentDialog, VerifyLicenseDialog } from "./worker-employment-actions";

/** API.md GET /api/health-workers (the service's HealthWorkerListItem). */
type HealthWorkerRow = {
  id: string;
  healthWorkerId: string;
  /** WN-…: what the worker signs in with, shown beside the HW- id. */
  workerNumber: string;
  firstName: string;
  lastName: string;
  role: string;
  specialization: string | null;
  email: string;
  phone: string;
  departmentId: string | null;
  departmentName: string | null;
  isActive: boolean;
  licenseNumber: string | null;
  licenseVerifiedAt: string | null;
};

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; workers: HealthWorkerRow[] };

/**
 * The Health Workers tab. Mounted only while the tab is open (the tabs unmount hidden panels),
 * so the list is fetched then and not before (specification section 7). The hospital
 * administrator also gets the Employment Requests list and, per worker, Verify License and End
 * Employment; both lists reload after any of these.
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
    <>
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
            <WorkerTable workers={load.workers} manage={canRegister ? { departments, onChanged: refetch } : undefined} />
          )}
        </CardContent>
      </Card>
      {canRegister ? <EmploymentRequestsCard version={version} onChanged={refetch} /> : null}
    </>
  );
}

/** The form's label, or the stored value capitalised (public profiles may hold other roles, e.g. "midwife"). */
function roleLabel(role: string): string {
  const label = optionLabel(HOSPITAL_WORKER_ROLE_OPTIONS, role);
  return label === role ? role.charAt(0).toUpperCase() + role.slice(1).replace(/-/g, " ") : label;
}

function LicenseState({ worker }: { worker: HealthWorkerRow }) {
  if (!worker.licenseNumber) return <span className="text-muted-foreground">N/A</span>;
  return (
    <span className="flex flex-col">
      <span className="break-all">{worker.licenseNumber}</span>
      <span className={`text-xs ${worker.licenseVerifiedAt ? "text-emerald-800" : "text-muted-foreground"}`}>
        {worker.licenseVerifiedAt ? "Verified" : "Not verified"}
      </span>
    </span>
  );
}

type Manage = { departments: { id: string; name: string }[]; onChanged: () => void };

/** Deactivate or reactivate a worker (PATCH { isActive }); deactivating ends the worker's sessions. */
async function setWorkerActive(worker: HealthWorkerRow, isActive: boolean, onChanged: () => void): Promise<boolean> {
  const name = `${worker.firstName} ${worker.lastName}`;
  try {
    await updateHealthWorkerRequest(worker.id, { isActive });
    toast.success(isActive ? "Health Worker Reactivated" : "Health Worker Deactivated", {
      description: isActive ? `${name} can sign in again.` : `${name} has been signed out everywhere.`,
    });
    onChanged();
    return true;
  } catch (error) {
    toast.error("Error", { description: errorMessage(error, "Failed to update health worker") });
    return false;
  }
}

/** Edit and Deactivate/Reactivate of one worker, for the hospital administrator. */
function WorkerActions({ worker, manage }: { worker: HealthWorkerRow; manage: Manage }) {
  const name = `${worker.firstName} ${worker.lastName}`;
  return (
    <div className="flex flex-wrap gap-2">
      <EditHealthWorkerDialog worker={worker} departments={manage.departments} onSaved={manage.onChanged} />
      {worker.isActive ? (
        <IssuePasswordDialog
          name={name}
          path={`/api/health-workers/${encodeURIComponent(worker.id)}`}
          signInName={{ label: "Worker Number", value: worker.workerNumber }}
        />
      ) : null}
      <ConfirmStatusDialog
        name={name}
        active={worker.isActive}
        consequence={`${name} will be signed out of the health worker portal everywhere and cannot sign in until reactivated.`}
        onConfirm={() => setWorkerActive(worker, !worker.isActive, manage.onChanged)}
      />
      {worker.licenseNumber && !worker.licenseVerifiedAt ? <VerifyLicenseDialog worker={worker} onChanged={manage.onChanged} /> : null}
      <EndEmploymentDialog worker={worker} onChanged={manage.onChanged} />
    </div>
  );
}

function WorkerTable({ workers, manage }: { workers: HealthWorkerRow[]; manage?: Manage }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className={stackedTable}>
        <caption className="sr-only">Health workers</caption>
        <thead className={stackedHead}>
          <tr>
            {["Name", "Role", "Specialization", "Health Worker ID", "Worker Number", "License", "Email", "Phone", "Status", ...(manage ? ["Actions"] : [])].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedBody}>
          {workers.map((w) => (
            <tr key={w.id} className={stackedRow}>
              <th scope="row" className={`font-medium ${stackedRowHeader}`}>
                {w.firstName} {w.lastName}
                {w.departmentName ? <span className="block text-xs font-normal text-muted-foreground">{w.departmentName}</span> : null}
              </th>
              <td data-label="Role" className={stackedCell()}>{roleLabel(w.role)}</td>
              <td data-label="Specialization" className={stackedCell()}>{w.specialization || <span className="text-muted-foreground">N/A</span>}</td>
              <td data-label="Health Worker ID" className={`font-mono text-xs ${stackedCell()}`}>{w.healthWorkerId}</td>
              <td data-label="Worker Number" className={`font-mono text-xs ${stackedCell()}`}>{w.workerNumber}</td>
              <td data-label="License" className={stackedCell()}>
                <LicenseState worker={w} />
              </td>
              <td data-label="Email" className={`break-all ${stackedCell(true)}`}>{w.email}</td>
              <td data-label="Phone" className={`whitespace-nowrap ${stackedCell()}`}>{w.phone}</td>
              <td data-label="Status" className={stackedCell()}>
                <ActiveBadge active={w.isActive} />
              </td>
              {manage ? (
                <td data-label="Actions" className={stackedCell()}>
                  <WorkerActions worker={w} manage={manage} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
