import { BellIcon } from "lucide-react";

import { formatDay } from "@/components/patients/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PortalNotification } from "./types";

/** The patient's latest notices (bookings, the doctor's answers, prescriptions), unread first. */
export function PortalNotifications({ notifications }: { notifications: PortalNotification[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="portal-notifications-heading">Notifications</h2>
        </CardTitle>
        <CardDescription>The latest messages from your hospitals.</CardDescription>
      </CardHeader>
      <CardContent>
        {notifications.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No notifications</p>
        ) : (
          <ul className="divide-y" aria-labelledby="portal-notifications-heading">
            {notifications.map((notice) => (
              <li key={notice.id} className="space-y-0.5 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{notice.title}</p>
                  {notice.isRead ? null : <Badge variant="secondary">New</Badge>}
                </div>
                <p className="text-sm whitespace-pre-line">{notice.message}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={notice.createdAt}>{formatDay(notice.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
