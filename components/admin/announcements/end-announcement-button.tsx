"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
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
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";

/**
 * 'End now' of a running announcement, after a confirmation: POST /api/admin/announcements/{id}/end;
 * its banners disappear from everyone's next page. A failure stays in the dialog.
 */
export function EndAnnouncementButton({ id, summary }: { id: string; /** The message's start, naming it in the dialog. */ summary: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, startRefresh] = useTransition();

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await apiRequest(`/api/admin/announcements/${encodeURIComponent(id)}/end`, { method: "POST" });
      setOpen(false);
      toast.success("Announcement ended", { description: "Its banner no longer shows on anyone's pages." });
      startRefresh(() => router.refresh());
    } catch (error) {
      setFailure(`The announcement was not ended. ${error instanceof ApiError ? error.message : "Please try again."}`);
      // Ended meanwhile (by another administrator, or its end time passed): show the list as it is.
      if (error instanceof ApiError && error.status === 409) startRefresh(() => router.refresh());
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) setFailure(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          End now
          <span className="sr-only">: {summary}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>End this announcement now?</AlertDialogTitle>
          <AlertDialogDescription>
            “{summary}” stops showing as a banner on every page at once. The notifications already sent stay in people&apos;s lists.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <FormFailure message={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Ending..." : "End announcement"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
