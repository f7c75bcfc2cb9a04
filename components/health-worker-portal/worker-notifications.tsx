"use client";

import { BellIcon, CheckIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { formatDay } from "@/components/patients/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { NotificationView } from "@/lib/services/appointment-types";

/** The worker's notices (tasks, employment requests), unread first; each unread one can be marked read. */
export function WorkerNotifications({ initial }: { initial: NotificationView[] }) {
  const [items, setItems] = useState(initial);
  const [marking, setMarking] = useState<string | null>(null);

  const markRead = async (id: string) => {
    setMarking(id);
    try {
      await apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "PATCH" });
      setItems((list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
    } catch (error) {
      toast.error("Error", { description: `The notification could not be marked as read. ${error instanceof ApiError ? error.message : ""}`.trim() });
    } finally {
      setMarking(null);
    }
  };

  const unread = items.filter((n) => !n.isRead).length;
  return (
    <Card id="notifications" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="worker-notifications-heading">Notifications</h2>
        </CardTitle>
        <CardDescription>{unread ? `${unread} unread` : "Tasks, employment requests and messages from your hospital."}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No notifications</p>
        ) : (
          <ul className="divide-y" aria-labelledby="worker-notifications-heading">
            {items.map((n) => (
              <li key={n.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-0.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium break-words">{n.title}</p>
                    {n.isRead ? null : <Badge variant="secondary">New</Badge>}
                  </div>
                  <p className="text-sm break-words whitespace-pre-line">{n.message}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={n.createdAt}>{formatDay(n.createdAt)}</time>
                  </p>
                </div>
                {n.isRead ? null : (
                  <Button variant="outline" size="sm" className="shrink-0" disabled={marking === n.id} onClick={() => void markRead(n.id)} aria-label={`Mark as read: ${n.title}`}>
                    {marking === n.id ? <Spinner aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
                    Mark as read
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
