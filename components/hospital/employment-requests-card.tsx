"use client";

import { ExternalLink, Send, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { formatDay, RequestStatusBadge } from "@/components/employment-requests/request-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api-client";
import { optionLabel } from "@/lib/constants/staff";
import { EMPLOYMENT_REQUEST_TYPE_OPTIONS } from "@/lib/validation/employment-request";

import { errorMessage } from "./staff-api";

/** API.md GET /api/employment-requests (the service's HospitalEmploymentRequest, dates as ISO text). */
type RequestRow = {
  id: string;
  status: string;
  position: string;
  departmentName: string | null;
  employmentType: string;
  salaryRange: string | null;
  responseMessage: string | null;
  createdAt: string;
  expiresAt: string | null;
  respondedAt: string | null;
  endedAt: string | null;
  endReason: string | null;
  healthWorkerId: string;
  workerNumber: string;
  workerFirstName: string;
  workerLastName: string;
};

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; requests: RequestRow[] };

/**
 * The hospital's 'Employment Requests' (hospital administrators only): status, the worker's answer
 * and the dates, with Withdraw for a pending one. `version` changes when the workers list changed
 * (an ended employment marks its request), and `onChanged` tells the panel after a withdrawal.
 */
export function EmploymentRequestsCard({ version, onChanged }: { version: number; onChanged: () => void }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<RequestRow[]>("/api/employment-requests", { signal: controller.signal })
      .then((requests) => setLoad({ state: "ready", requests }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "error" });
      });
    return () => controller.abort();
  }, [version, retry]);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Employment Requests</h2>
          </CardTitle>
          <CardDescription>Requests your hospital sent to health workers of the directory, and their answers</CardDescription>
        </div>
        <Button variant="outline" asChild>
          <a href="/health-worker-directory" target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            Find Health Workers
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {load.state === "loading" ? (
          <div role="status" aria-label="Loading employment requests" className="space-y-2">
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : load.state === "error" ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-destructive">
            Failed to fetch employment requests
            <Button variant="outline" size="sm" onClick={() => setRetry((n) => n + 1)}>
              Try again
            </Button>
          </div>
        ) : load.requests.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Send className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No employment requests yet</p>
            <p className="text-sm text-muted-foreground">Find a health worker in the directory and choose Request Employment.</p>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Employment requests">
            {load.requests.map((r) => (
              <RequestItem key={r.id} request={r} onChanged={onChanged} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RequestItem({ request: r, onChanged }: { request: RequestRow; onChanged: () => void }) {
  const name = `${r.workerFirstName} ${r.workerLastName}`;
  const type = optionLabel(EMPLOYMENT_REQUEST_TYPE_OPTIONS, r.employmentType);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="employment-request">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{name}</p>
          <RequestStatusBadge status={r.status} ended={Boolean(r.endedAt)} />
        </div>
        <p className="font-mono text-xs text-muted-foreground">
          {r.healthWorkerId} · {r.workerNumber}
        </p>
        <p className="text-sm">
          {r.position}
          {r.departmentName ? `, ${r.departmentName}` : ""} · {type}
          {r.salaryRange ? ` · ${r.salaryRange}` : ""}
        </p>
        <p className="text-xs text-muted-foreground">
          Sent {formatDay(r.createdAt)}
          {r.status === "pending" && r.expiresAt ? ` · expires ${formatDay(r.expiresAt)}` : ""}
          {r.respondedAt ? ` · answered ${formatDay(r.respondedAt)}` : ""}
          {r.endedAt ? ` · employment ended ${formatDay(r.endedAt)}` : ""}
        </p>
        {r.responseMessage ? (
          <blockquote className="border-l-2 pl-3 text-sm break-words text-muted-foreground">&ldquo;{r.responseMessage}&rdquo;</blockquote>
        ) : null}
        {r.endReason ? <p className="text-sm break-words text-muted-foreground">Reason for ending: {r.endReason}</p> : null}
      </div>
      {r.status === "pending" ? <WithdrawDialog request={r} name={name} onChanged={onChanged} /> : null}
    </li>
  );
}

function WithdrawDialog({ request, name, onChanged }: { request: RequestRow; name: string; onChanged: () => void }) {
  const withdraw = async () => {
    try {
      await apiRequest(`/api/employment-requests/${encodeURIComponent(request.id)}`, { method: "PATCH", body: { status: "withdrawn" } });
      toast.success("Request Withdrawn", { description: `${name} has been told that the request was withdrawn.` });
      onChanged();
      return true;
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to withdraw the request") });
      // A request answered meanwhile: show its new state.
      onChanged();
      return false;
    }
  };
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" className="self-start" aria-label={`Withdraw the request to ${name}`}>
          <Undo2 aria-hidden="true" />
          Withdraw
        </Button>
      }
      title={`Withdraw the request to ${name}?`}
      description={`${name} can no longer accept it and is told that it was withdrawn. You can send a new request later.`}
      action="Withdraw"
      pendingAction="Withdrawing..."
      onConfirm={withdraw}
    />
  );
}
