import type { Metadata } from "next";

import { DirectoryPagination, NoWorkersFound } from "@/components/health-worker-directory/directory-extras";
import { DirectoryFilters } from "@/components/health-worker-directory/directory-filters";
import { WorkerCard } from "@/components/health-worker-directory/worker-card";
import { getActor } from "@/lib/auth/actor";
import { searchDirectory } from "@/lib/services/health-worker-directory";
import { readDirectoryQuery } from "@/lib/validation/health-worker-public";

import { DirectoryHeader } from "@/components/health-worker-directory/directory-header";

export const metadata: Metadata = {
  title: "Health Worker Directory",
  description: "Find nurses, laboratory technicians, pharmacists, midwives and other health workers, and send them employment requests.",
  alternates: { canonical: "/health-worker-directory" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /health-worker-directory: public, rendered on the server from the URL's search and filters
// (the same service as GET /api/health-workers/public-search), 20 cards a page.
export default async function HealthWorkerDirectoryPage({ searchParams }: { searchParams: SearchParams }) {
  const query = readDirectoryQuery(await searchParams);
  const actor = await getActor();
  const result = await searchDirectory(actor, query);
  const filtered = Boolean(query.search || query.role || query.language || query.available || query.minExperience);
  const first = result.offset + 1;
  const last = result.offset + result.items.length;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <DirectoryHeader />
      <DirectoryFilters query={query} />
      <section aria-labelledby="directory-results-heading" className="grid gap-4">
        <h2 id="directory-results-heading" className="sr-only">
          Results
        </h2>
        {result.items.length === 0 ? (
          <NoWorkersFound filtered={filtered} />
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              Showing {first}-{last}
              {result.hasMore ? "" : ` of ${last}`} health worker{last === 1 ? "" : "s"}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="directory-results">
              {result.items.map((worker) => (
                <li key={worker.id}>
                  <WorkerCard worker={worker} />
                </li>
              ))}
            </ul>
          </>
        )}
        <DirectoryPagination query={query} page={result.page} hasMore={result.hasMore} />
      </section>
    </div>
  );
}
