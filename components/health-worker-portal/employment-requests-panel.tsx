"use client";

import { Check, Inbox, RotateCw, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";

import { formatDay, RequestStatusBadge } from "@/components/employment-requests/request-status-badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/api-client";
import { optionLabel } from "@/lib/constants/staff";
import { EMPLOYMENT_REQUEST_TYPE_OPTIONS } from "@/lib/validation/employment-request";

/** API.md GET /api/health-worker/employment-requests (the service's WorkerEmploymentRequest, dates as ISO text). */
export type WorkerRequest = {
  id: string;
  status: string;
  hospitalName: string;
  hospitalCity: string;
  hospitalCountry: string;
  position: string;
  departmentName: string | null;
  employmentType: string;
  salaryRange: string | null;
  message: string;
  responseMessage: string | null;
  createdAt: string;
  expiresAt: string | null;
  respondedAt: string | null;
  endedAt: string | null;
};

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; requests: WorkerRequest[] };

const PATH = "/api/health-worker/employment-requests";

/**
 * The worker's employment requests (for the health worker portal): each hospital's offer with
 * Accept or Decline and an optional message. Accepting employs the worker at that hospital (the
 * server withdraws the other pending requests), so the page's server parts are refreshed after an
 * answer. Self-contained: it loads its list itself, or starts from `initial`.
 */
export function EmploymentRequestsPanel({ initial }: { initial?: WorkerRequest[] }) {
  const router = useRouter();
  const [load, setLoad] = useState<Load>(initial ? { state: "ready", requests: initial } : { state: "loading" });
  const [version, setVersion] = useState(initial ? -1 : 0);
  const reload = useCallback(() => setVersion((v) => Math.max(v, 0) + 1), []);

  useEffect(() => {
    if (version < 0) return;
    const controller = new AbortController();
    apiRequest<WorkerRequest[]>(PATH, { signal: controller.signal })
      .then((requests) => setLoad({ state: "ready", requests }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "error" });
      });
    return () => controller.abort();
  }, [version]);

  const answered = useCallback(() => {
    reload();
    router.refresh();
  }, [reload, router]);

  if (load.state === "loading") {
    return (
      <div role="status" aria-label="Loading employment requests" className="space-y-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (load.state === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-destructive">
        Failed to fetch employment requests
        <Button variant="outline" size="sm" onClick={reload}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (load.requests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium text-foreground">No employment requests yet</p>
        <p className="text-sm text-muted-foreground">Hospitals find you in the public directory; their requests appear here.</p>
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-lg border text-foreground" aria-label="Your employment requests">
      {load.requests.map((r) => (
        <RequestItem key={r.id} request={r} onAnswered={answered} />
      ))}
    </ul>
  );
}

function RequestItem({ request: r, onAnswered }: { request: WorkerRequest; onAnswered: () => void }) {
  return (
    <li className="space-y-2 p-4" data-testid="worker-employment-request">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{r.hospitalName}</p>
        <RequestStatusBadge status={r.status} ended={Boolean(r.endedAt)} />
      </div>
      <p className="text-xs text-muted-foreground">
        {[r.hospitalCity, r.hospitalCountry].filter(Boolean).join(", ")} · received {formatDay(r.createdAt)}
        {r.status === "pending" && r.expiresAt ? ` · answer by ${formatDay(r.expiresAt)}` : ""}
        {r.respondedAt ? ` · answered ${formatDay(r.respondedAt)}` : ""}
      </p>
      <p className="text-sm">
        {r.position}
        {r.departmentName ? `, ${r.departmentName}` : ""} · {optionLabel(EMPLOYMENT_REQUEST_TYPE_OPTIONS, r.employmentType)}
        {r.salaryRange ? ` · ${r.salaryRange}` : ""}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{r.message}</p>
      {r.responseMessage ? <p className="text-sm break-words">Your answer: &ldquo;{r.responseMessage}&rdquo;</p> : null}
      {r.status === "pending" ? (
        <div className="flex flex-wrap gap-2 pt-1">
          <AnswerDialog request={r} accept onAnswered={onAnswered} />
          <AnswerDialog request={r} accept={false} onAnswered={onAnswered} />
        </div>
      ) : null}
    </li>
  );
}

/** Accept or Decline, with an optional message to the hospital. */
function AnswerDialog({ request, accept, onAnswered }: { request: WorkerRequest; accept: boolean; onAnswered: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState("");
  const messageId = useId();
  const verb = accept ? "Accept" : "Decline";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const body = { status: accept ? "accepted" : "rejected", ...(message.trim() ? { responseMessage: message.trim() } : {}) };
      await apiRequest(`${PATH}/${encodeURIComponent(request.id)}`, { method: "PATCH", body });
      toast.success(accept ? "Request Accepted" : "Request Declined", {
        description: accept ? `You are now employed at ${request.hospitalName}.` : `${request.hospitalName} has been told.`,
      });
      setOpen(false);
      setMessage("");
      onAnswered();
    } catch (error) {
      toast.error(`${verb} Failed`, { description: error instanceof ApiError ? error.message : "Please try again." });
      // Expired, withdrawn or answered meanwhile: show the request as it now is.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onAnswered();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant={accept ? "default" : "outline"} aria-label={`${verb} the request from ${request.hospitalName}`}>
          {accept ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {verb}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {verb} the request from {request.hospitalName}?
            </DialogTitle>
            <DialogDescription>
              {accept
                ? `You will be employed at ${request.hospitalName} as ${request.position}; your other pending requests are withdrawn.`
                : `${request.hospitalName} will see that you declined.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={messageId}>Message to the hospital (optional)</Label>
            <Textarea id={messageId} value={message} maxLength={2000} rows={3} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Sending..." : `${verb} Request`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
