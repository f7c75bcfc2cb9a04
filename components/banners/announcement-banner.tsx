"use client";

import { InfoIcon, OctagonAlertIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { BannerView } from "@/lib/services/announcements";
import { cn } from "@/lib/utils";

import { BANNER_BASE, LEVEL_LABELS, LEVEL_STYLES } from "./banner-styles";

const ICONS = { info: InfoIcon, warning: TriangleAlertIcon, critical: OctagonAlertIcon } as const;

/**
 * One announcement's banner with its Dismiss button: POST /api/announcements/{id}/dismiss, then
 * the banner goes (and stays gone after a reload: the server no longer lists it for this person).
 */
export function AnnouncementBanner({ banner }: { banner: BannerView }) {
  const [state, setState] = useState<{ kind: "shown" } | { kind: "pending" } | { kind: "failed"; message: string } | { kind: "dismissed" }>({
    kind: "shown",
  });
  if (state.kind === "dismissed") return null;
  const Icon = ICONS[banner.level];
  const label = LEVEL_LABELS[banner.level];

  const dismiss = async () => {
    setState({ kind: "pending" });
    try {
      await apiRequest(`/api/announcements/${encodeURIComponent(banner.id)}/dismiss`, { method: "POST" });
      setState({ kind: "dismissed" });
      // The button is gone with its banner: keep the keyboard user in the page.
      document.getElementById("main-content")?.focus({ preventScroll: true });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : "Please try again.";
      setState({ kind: "failed", message: `The announcement could not be dismissed. ${reason}` });
    }
  };

  return (
    <div
      role={banner.level === "critical" ? "alert" : "status"}
      aria-label={`${label} announcement`}
      data-level={banner.level}
      className={cn(BANNER_BASE, LEVEL_STYLES[banner.level])}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="break-words whitespace-pre-line">
            <strong className="font-semibold">{label}:</strong> {banner.message}
          </p>
          {state.kind === "failed" ? (
            <p role="alert" className="mt-1 font-medium text-red-800">
              {state.message}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-1 shrink-0 hover:bg-black/5"
          disabled={state.kind === "pending"}
          aria-label={`Dismiss ${label.toLowerCase()} announcement`}
          onClick={() => void dismiss()}
        >
          {state.kind === "pending" ? <Spinner aria-hidden="true" /> : <XIcon aria-hidden="true" />}
          Dismiss
        </Button>
      </div>
    </div>
  );
}
