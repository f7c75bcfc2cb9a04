"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { ApiError, apiRequest } from "@/lib/api-client";
import { DEFAULT_PLANS, MAX_USERS_LIMIT, MAX_USERS_MESSAGE } from "@/lib/validation/admin-settings";

import { planLabel, TIMEOUT_OPTIONS } from "./settings-format";

export type SettingsValues = {
  twoFactorRequired: boolean;
  sessionTimeoutHours: number;
  autoBackup: boolean;
  maintenanceMode: boolean;
  maxUsersPerHospital: number;
  defaultPlan: string;
};

type Draft = Omit<SettingsValues, "maxUsersPerHospital"> & { maxUsersPerHospital: string };

const draftOf = (s: SettingsValues): Draft => ({ ...s, maxUsersPerHospital: String(s.maxUsersPerHospital) });

/** The whole number of the field, or null when it is not one from 1 to MAX_USERS_LIMIT. */
function maxUsersOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= MAX_USERS_LIMIT ? n : null;
}

/**
 * The platform settings (PUT /api/admin/settings with the fields that changed). Turning
 * maintenance mode on asks first; the server's answer replaces the form's values.
 */
export function SettingsForm({ initial }: { initial: SettingsValues }) {
  const router = useRouter();
  const id = useId();
  const [saved, setSaved] = useState<SettingsValues>(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const maxUsers = maxUsersOf(draft.maxUsersPerHospital);
  const changes: Partial<SettingsValues> = {};
  if (draft.twoFactorRequired !== saved.twoFactorRequired) changes.twoFactorRequired = draft.twoFactorRequired;
  if (draft.sessionTimeoutHours !== saved.sessionTimeoutHours) changes.sessionTimeoutHours = draft.sessionTimeoutHours;
  if (draft.autoBackup !== saved.autoBackup) changes.autoBackup = draft.autoBackup;
  if (draft.maintenanceMode !== saved.maintenanceMode) changes.maintenanceMode = draft.maintenanceMode;
  if (maxUsers !== null && maxUsers !== saved.maxUsersPerHospital) changes.maxUsersPerHospital = maxUsers;
  if (draft.defaultPlan !== saved.defaultPlan) changes.defaultPlan = draft.defaultPlan;
  const dirty = Object.keys(changes).length > 0 || draft.maxUsersPerHospital.trim() !== String(saved.maxUsersPerHospital);
  const maxUsersError = maxUsers === null ? MAX_USERS_MESSAGE : fieldErrors.maxUsersPerHospital;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setError(null);
  };

  const save = async () => {
    setConfirming(false);
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const next = await apiRequest<SettingsValues>("/api/admin/settings", { method: "PUT", body: changes });
      setSaved(next);
      setDraft(draftOf(next));
      toast.success("Settings Saved", { description: "The new settings apply from the next request of every session." });
      router.refresh();
    } catch (failure) {
      const message = failure instanceof ApiError && failure.message ? failure.message : "Please try again.";
      setError(message);
      if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
      toast.error("Failed to save settings", { description: message });
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (maxUsers === null || Object.keys(changes).length === 0) return;
    if (changes.maintenanceMode === true) setConfirming(true);
    else void save();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="divide-y rounded-lg border">
        <SwitchRow
          id={`${id}-2fa`}
          label="Two-factor authentication required"
          description="Staff without an authenticator app are taken to set one up at their next request. System administrators always need it."
          checked={draft.twoFactorRequired}
          onChange={(v) => set("twoFactorRequired", v)}
          disabled={pending}
        />
        <SwitchRow
          id={`${id}-backup`}
          label="Automatic backup"
          description="A daily copy of the database into the backup directory; the newest 7 are kept."
          checked={draft.autoBackup}
          onChange={(v) => set("autoBackup", v)}
          disabled={pending}
        />
        <SwitchRow
          id={`${id}-maintenance`}
          label="Maintenance mode"
          description="Every change by anyone but a system administrator is refused with a maintenance message, and every page shows a banner."
          checked={draft.maintenanceMode}
          onChange={(v) => set("maintenanceMode", v)}
          disabled={pending}
        />
      </div>

      <div className="grid gap-6 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor={`${id}-timeout`}>Session timeout</Label>
          <Select value={String(draft.sessionTimeoutHours)} onValueChange={(v) => set("sessionTimeoutHours", Number(v))} disabled={pending}>
            <SelectTrigger id={`${id}-timeout`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TIMEOUT_OPTIONS.map((o) => (
                <SelectItem key={o.hours} value={String(o.hours)}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-muted-foreground">No session older than this is accepted.</p>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-max-users`}>Maximum users per hospital</Label>
          <Input
            id={`${id}-max-users`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_USERS_LIMIT}
            step={1}
            value={draft.maxUsersPerHospital}
            onChange={(e) => set("maxUsersPerHospital", e.target.value)}
            aria-invalid={maxUsersError ? true : undefined}
            aria-describedby={maxUsersError ? `${id}-max-users-error` : undefined}
            disabled={pending}
          />
          {maxUsersError ? (
            <p id={`${id}-max-users-error`} className="text-xs text-destructive">
              {maxUsersError}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">Staff and health workers beyond it are refused.</p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-plan`}>Default plan</Label>
          <Select value={draft.defaultPlan} onValueChange={(v) => set("defaultPlan", v)} disabled={pending}>
            <SelectTrigger id={`${id}-plan`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DEFAULT_PLANS.map((plan) => (
                <SelectItem key={plan} value={plan}>
                  {planLabel(plan)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-muted-foreground">The plan Upgrade Now proposes first.</p>
        </div>
      </div>

      {error ? (
        <p id={`${id}-error`} role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || !dirty || maxUsers === null}>
          {pending ? <Spinner aria-hidden="true" /> : null}
          {pending ? "Saving…" : "Save settings"}
        </Button>
        {dirty && !pending ? (
          <Button type="button" variant="ghost" onClick={() => {
              setDraft(draftOf(saved));
              setError(null);
              setFieldErrors({});
            }}>
            Discard changes
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {pending ? "Saving the settings…" : dirty ? "You have unsaved changes." : "All changes saved."}
        </p>
      </div>

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Turn maintenance mode on?</AlertDialogTitle>
            <AlertDialogDescription>
              Until you turn it off, every change by anyone but a system administrator is refused with the maintenance message and only system
              administrators can sign in. Nothing already saved is lost.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void save()}>Turn maintenance on and save</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

function SwitchRow(props: { id: string; label: string; description: string; checked: boolean; onChange: (value: boolean) => void; disabled: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4 p-4">
      <div className="space-y-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-description`} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        disabled={props.disabled}
        aria-describedby={`${props.id}-description`}
      />
    </div>
  );
}
