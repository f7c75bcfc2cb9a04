import type { Metadata } from "next";

import { AdminPager, readPage } from "@/components/admin/admin-pager";
import { AnnouncementsTable } from "@/components/admin/announcements/announcements-table";
import { BroadcastForm } from "@/components/admin/announcements/broadcast-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { listAnnouncements, type AnnouncementView } from "@/lib/services/announcements";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Announcements" };

const PAGE_SIZE = 20;
const PATH = "/admin/announcements";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /admin/announcements: the Broadcast box and the announcements, newest first and paged (?page=),
// read through the service of GET /api/admin/announcements (one row more than a page, to know
// whether another page follows). system_admin only, checked here as well as in the layout.
export default async function AdminAnnouncementsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireSystemAdminPage();
  const page = readPage((await searchParams).page);

  let items: AnnouncementView[] = [];
  let error: string | null = null;
  try {
    items = await listAnnouncements(actor, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  } catch (failure) {
    if (!(failure instanceof ServiceError)) logError("[page] /admin/announcements: loading announcements", failure);
    error = failure instanceof ServiceError ? failure.message : "Something went wrong. Please try again.";
  }
  const shown = items.slice(0, PAGE_SIZE);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Announcements</h1>
        <p className="text-muted-foreground">Messages to every staff user and health worker of the network</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Broadcast an announcement</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BroadcastForm />
        </CardContent>
      </Card>
      <section aria-labelledby="announcements-heading" className="space-y-3">
        <h2 id="announcements-heading" className="text-lg font-semibold">
          Past announcements
        </h2>
        {error ? (
          <PageAlert>Error loading announcements: {error}</PageAlert>
        ) : (
          <>
            <AnnouncementsTable items={shown} emptyMessage={page > 1 ? "No announcements on this page." : "No announcements yet."} />
            <AdminPager
              path={PATH}
              query={new URLSearchParams()}
              page={page}
              count={shown.length}
              pageSize={PAGE_SIZE}
              hasNext={items.length > PAGE_SIZE}
              noun="announcements"
              label="Announcement list pages"
            />
          </>
        )}
      </section>
    </div>
  );
}
