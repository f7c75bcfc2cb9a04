"use client";

import { CheckCircle2Icon, MegaphoneIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { BroadcastView } from "@/lib/services/announcements";
import { ANNOUNCEMENT_MESSAGE_MAX, createAnnouncementSchema, ENDS_AT_FORMAT } from "@/lib/validation/announcement";

// zod 4 probes `new Function` unless told not to; the CSP refuses it (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

const selectClassName =
  "h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

const LEVELS = [
  { value: "info", label: "Info" },
  { value: "warning", label: "Warning" },
  { value: "critical", label: "Critical" },
] as const;

type Level = (typeof LEVELS)[number]["value"];
type Errors = Partial<Record<"level" | "message" | "endsAt", string>>;

/** The browser's local "YYYY-MM-DDTHH:mm" of a datetime-local field as an instant, or null when it is not one. */
function localToIso(value: string): string | null {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The Broadcast box: level, message (with its character count) and an optional end time in the
 * browser's time zone, sent as an ISO instant to POST /api/admin/announcements. The same schema
 * checks the fields here and on the server; the server's field errors are shown under the fields.
 */
export function BroadcastForm() {
  const id = useId();
  const router = useRouter();
  const [level, setLevel] = useState<Level>("info");
  const [message, setMessage] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  const length = message.trim().length;
  const tooLong = length > ANNOUNCEMENT_MESSAGE_MAX;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const iso = endsAt ? localToIso(endsAt) : undefined;
    if (iso === null) {
      setErrors({ endsAt: ENDS_AT_FORMAT });
      return;
    }
    const body = { level, message, ...(iso ? { endsAt: iso } : {}) };
    const parsed = createAnnouncementSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const sent = await apiRequest<BroadcastView>("/api/admin/announcements", { method: "POST", body });
      const { staff, healthWorkers } = sent.notified;
      setSuccess(
        `Announcement broadcast: ${plural(staff, "staff user", "staff users")} and ${plural(healthWorkers, "health worker", "health workers")} notified.`,
      );
      setMessage("");
      setEndsAt("");
      setLevel("info");
      startRefresh(() => router.refresh());
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors as Errors);
        setFailure(`The announcement was not broadcast. ${error.message}`);
      } else {
        setFailure("The announcement was not broadcast. Please try again.");
      }
    } finally {
      setPending(false);
    }
  }

  const busy = pending || refreshing;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-describedby={`${id}-about`}>
      <p id={`${id}-about`} className="text-sm text-muted-foreground">
        Every active staff user and health worker gets a notification, and a banner of this level on their pages until the end time,
        until you end it, or until they dismiss it.
      </p>
      <FormFailure message={failure} />
      {success ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {success}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-level`}>Level</Label>
          <select
            id={`${id}-level`}
            className={selectClassName}
            value={level}
            onChange={(e) => setLevel(e.target.value as Level)}
            aria-invalid={errors.level ? true : undefined}
            aria-describedby={errors.level ? `${id}-level-error` : undefined}
          >
            {LEVELS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
          {errors.level ? (
            <p id={`${id}-level-error`} className="text-sm text-destructive">
              {errors.level}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-ends`}>Ends (optional)</Label>
          <Input
            id={`${id}-ends`}
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            aria-invalid={errors.endsAt ? true : undefined}
            aria-describedby={`${id}-ends-hint${errors.endsAt ? ` ${id}-ends-error` : ""}`}
          />
          <p id={`${id}-ends-hint`} className="text-xs text-muted-foreground">
            In your time zone. Leave empty to keep it until you end it.
          </p>
          {errors.endsAt ? (
            <p id={`${id}-ends-error`} className="text-sm text-destructive">
              {errors.endsAt}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={4}
          className="min-h-24"
          aria-invalid={errors.message || tooLong ? true : undefined}
          aria-describedby={`${id}-count${errors.message ? ` ${id}-message-error` : ""}`}
        />
        <p id={`${id}-count`} className={tooLong ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}>
          {length} / {ANNOUNCEMENT_MESSAGE_MAX} characters
        </p>
        {errors.message ? (
          <p id={`${id}-message-error`} className="text-sm text-destructive">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {pending ? <Spinner aria-hidden="true" /> : <MegaphoneIcon aria-hidden="true" />}
          {pending ? "Broadcasting..." : "Broadcast"}
        </Button>
      </div>
    </form>
  );
}
