"use client";

import { ChevronDownIcon, PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";

import { humanize } from "@/components/admin/format";
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
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import { SUBSCRIPTION_STATUSES } from "@/lib/db/schema/enums";

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

type EditableHospital = { id: string; name: string; isActive: boolean; subscriptionStatus: string };

/**
 * The administrator's Edit of one hospital: active or not, and its subscription status, through
 * PATCH /api/admin/hospitals/{id} with only what changed. Deactivating asks first (its staff and
 * workers are refused on their next request; nothing is deleted).
 */
export function EditHospitalDialog({ hospital }: { hospital: EditableHospital }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [isActive, setIsActive] = useState(hospital.isActive);
  const [status, setStatus] = useState(hospital.subscriptionStatus);
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const pending = saving || refreshing;

  const changes = {
    ...(isActive !== hospital.isActive ? { isActive } : {}),
    ...(status !== hospital.subscriptionStatus ? { subscriptionStatus: status } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  function openChange(next: boolean) {
    if (pending) return;
    if (next) {
      // Each opening starts from the hospital as the page shows it.
      setIsActive(hospital.isActive);
      setStatus(hospital.subscriptionStatus);
    }
    setOpen(next);
  }

  async function save() {
    setSaving(true);
    try {
      await apiRequest(`/api/admin/hospitals/${encodeURIComponent(hospital.id)}`, { method: "PATCH", body: changes });
      toast.success("Hospital Updated", { description: `${hospital.name} was updated.` });
      setConfirming(false);
      setOpen(false);
      startRefresh(() => router.refresh());
    } catch (error) {
      toast.error("Failed to update hospital", { description: error instanceof Error ? error.message : "Please try again." });
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!changed) return;
    if (changes.isActive === false) setConfirming(true);
    else void save();
  }

  return (
    <>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <PencilIcon aria-hidden="true" />
            Edit<span className="sr-only"> {hospital.name}</span>
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Hospital</DialogTitle>
            <DialogDescription>
              {hospital.name} ({hospital.id})
            </DialogDescription>
          </DialogHeader>
          <form id={`${id}-form`} onSubmit={submit} className="grid gap-5">
            <div className="flex items-start gap-3">
              <Checkbox id={`${id}-active`} checked={isActive} onCheckedChange={(value) => setIsActive(value === true)} aria-describedby={`${id}-active-hint`} />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-active`}>Active</Label>
                <p id={`${id}-active-hint`} className="text-sm text-muted-foreground">
                  An inactive hospital&apos;s staff and health workers are refused, and it is hidden from the public. Nothing is deleted.
                </p>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>Subscription</Label>
              <div className="relative">
                <select
                  id={`${id}-status`}
                  className={selectClassName}
                  value={status}
                  onChange={(event) => setStatus(event.target.value)}
                  aria-describedby={`${id}-status-hint`}
                >
                  {SUBSCRIPTION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {humanize(s)}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
              </div>
              <p id={`${id}-status-hint`} className="text-sm text-muted-foreground">
                Trial starts a new trial when the current one has ended; Expired blocks every change until the subscription is renewed.
              </p>
            </div>
          </form>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={!changed || pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {pending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <AlertDialog open={confirming} onOpenChange={(next) => !saving && setConfirming(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Deactivate {hospital.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Its staff and health workers are refused from their next request, and its pages and directory entries are hidden
              from the public. Nothing is deleted, and reactivating restores access.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={saving}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                void save();
              }}
              disabled={saving}
            >
              {saving ? <Spinner aria-hidden="true" /> : null}
              {saving ? "Saving..." : "Deactivate"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
