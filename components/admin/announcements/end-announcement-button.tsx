"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { ApiError, apiRequest } from "@/lib/api-client";

/**
 * 'End now' of a running announcement, after a confirmation: POST /api/admin/announcements/{id}/end;
 * its banners disappear from everyone's next page. A failure stays in the dialog.
 */
export function EndAnnouncementButton({ id, summary }: { id: string; /** The message's start, naming it in the dialog. */ summary: string }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();

  const end = async (): Promise<true | string> => {
    try {
      await apiRequest(`/api/admin/announcements/${encodeURIComponent(id)}/end`, { method: "POST" });
      toast.success("Announcement ended", { description: "Its banner no longer shows on anyone's pages." });
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      // Ended meanwhile (by another administrator, or its end time passed): show the list as it is.
      if (error instanceof ApiError && error.status === 409) startRefresh(() => router.refresh());
      return `The announcement was not ended. ${error instanceof ApiError ? error.message : "Please try again."}`;
    }
  };

  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm">
          End now
          <span className="sr-only">: {summary}</span>
        </Button>
      }
      title="End this announcement now?"
      description={<>“{summary}” stops showing as a banner on every page at once. The notifications already sent stay in people&apos;s lists.</>}
      action="End announcement"
      pendingAction="Ending..."
      onConfirm={end}
    />
  );
}
