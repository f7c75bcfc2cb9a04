"use client";

import { BellIcon, RotateCwIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { NotificationView } from "@/lib/services/appointment-types";
import { cn } from "@/lib/utils";

import { badgeCount, bellLabel, notificationTime } from "./notification-time";

type ListState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "loaded"; items: NotificationView[] };

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : "Please try again.");

/**
 * The header's bell: the unread count comes from the server render (countUnread); the list is
 * fetched each time the menu opens (GET /api/notifications). Choosing an unread notice marks it
 * read (PATCH /api/notifications/{id}/read).
 */
export function NotificationBell({ initialUnread }: { initialUnread: number | null }) {
  const [unread, setUnread] = useState(initialUnread);
  // A server refresh (router.refresh) renders a new count: take it over.
  const [renderedCount, setRenderedCount] = useState(initialUnread);
  if (renderedCount !== initialUnread) {
    setRenderedCount(initialUnread);
    setUnread(initialUnread);
  }
  const [list, setList] = useState<ListState>({ kind: "idle" });
  const [marking, setMarking] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);

  const load = async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setList({ kind: "loading" });
    try {
      const items = await apiRequest<NotificationView[]>("/api/notifications", { signal: controller.signal });
      setList({ kind: "loaded", items });
      const listed = items.filter((n) => !n.isRead).length;
      setUnread((count) => Math.max(count ?? 0, listed));
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setList({ kind: "error", message: errorText(error) });
    }
  };

  const markRead = async (notice: NotificationView) => {
    if (notice.isRead || marking) return;
    setMarking(notice.id);
    try {
      await apiRequest(`/api/notifications/${encodeURIComponent(notice.id)}/read`, { method: "PATCH" });
      setList((state) =>
        state.kind === "loaded"
          ? { kind: "loaded", items: state.items.map((n) => (n.id === notice.id ? { ...n, isRead: true } : n)) }
          : state,
      );
      setUnread((count) => Math.max((count ?? 1) - 1, 0));
    } catch (error) {
      toast.error("Error", { description: `The notification could not be marked as read. ${errorText(error)}` });
    } finally {
      setMarking(null);
    }
  };

  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (open) void load();
        else request.current?.abort();
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)}>
          <BellIcon aria-hidden="true" className="size-5" />
          {unread ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {badgeCount(unread)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-2rem))]">
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          <span>Notifications</span>
          {unread ? <span className="text-xs font-normal text-muted-foreground">{unread} unread</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {list.kind === "loading" || list.kind === "idle" ? (
          <div role="status" className="flex items-center justify-center gap-2 px-2 py-6 text-sm text-muted-foreground">
            <Spinner aria-hidden="true" />
            Loading...
          </div>
        ) : list.kind === "error" ? (
          <div className="space-y-2 px-2 py-3">
            <p role="alert" className="text-sm text-destructive">
              {list.message}
            </p>
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                void load();
              }}
            >
              <RotateCwIcon aria-hidden="true" />
              Try again
            </DropdownMenuItem>
          </div>
        ) : list.items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">No notifications</p>
        ) : (
          list.items.map((notice) => (
            <DropdownMenuItem
              key={notice.id}
              className="flex-col items-start gap-0.5 py-2"
              disabled={marking === notice.id}
              onSelect={(event) => {
                // Stay open: marking one read is not the end of reading the list.
                event.preventDefault();
                void markRead(notice);
              }}
            >
              <span className="flex w-full items-center gap-2">
                {notice.isRead ? null : <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />}
                <span className={cn("min-w-0 flex-1 truncate", notice.isRead ? "font-normal" : "font-semibold")}>
                  {notice.title}
                </span>
                {notice.isRead ? null : <span className="sr-only">(unread)</span>}
                <time dateTime={notice.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {notificationTime(notice.createdAt)}
                </time>
              </span>
              <span className="line-clamp-3 text-xs whitespace-normal text-muted-foreground">{notice.message}</span>
              {notice.isRead ? null : <span className="text-xs text-primary">Mark as read</span>}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
