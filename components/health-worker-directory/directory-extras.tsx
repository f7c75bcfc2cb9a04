import { ChevronLeftIcon, ChevronRightIcon, SearchXIcon, UserPlusIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DirectoryQuery } from "@/lib/validation/health-worker-public";

/** The banner to the public registration (specification 001). */
export function RegistrationBanner() {
  return (
    <section
      aria-labelledby="join-directory-heading"
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h2 id="join-directory-heading" className="font-semibold">
          Are you a health worker?
        </h2>
        <p className="text-sm text-muted-foreground">
          Create your profile to appear in this directory and receive employment requests from hospitals.
        </p>
      </div>
      <Button asChild className="w-full shrink-0 sm:w-auto">
        <a href="/register-health-worker">
          <UserPlusIcon aria-hidden="true" />
          Register as Health Worker
        </a>
      </Button>
    </section>
  );
}

/** 'No health workers found' (specification 001), with the way back to every profile. */
export function NoWorkersFound({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-4 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No health workers found</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {filtered ? "Try another spelling, fewer words or fewer filters." : "No health worker has a public profile yet."}
      </p>
      {filtered ? (
        <Button asChild variant="outline">
          <a href="/health-worker-directory">Show all health workers</a>
        </Button>
      ) : null}
    </div>
  );
}

/** The URL of another page of the same search. */
export function pageHref(query: DirectoryQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.role) params.set("role", query.role);
  if (query.language) params.set("language", query.language);
  if (query.available) params.set("available", "true");
  if (query.minExperience) params.set("minExperience", String(query.minExperience));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/health-worker-directory?${text}` : "/health-worker-directory";
}

export function DirectoryPagination({ query, page, hasMore }: { query: DirectoryQuery; page: number; hasMore: boolean }) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages of results" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={pageHref(query, page - 1)} rel="prev">
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">Page {page}</p>
      {hasMore ? (
        <Button asChild variant="outline">
          <Link href={pageHref(query, page + 1)} rel="next">
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A card's shape while the directory loads (specification 001: six of them). */
export function WorkerCardSkeleton() {
  return (
    <Card className="h-full gap-4" aria-hidden="true">
      <CardHeader className="gap-2">
        <div className="flex justify-between gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-16" />
        </div>
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
        <div className="flex flex-wrap gap-1.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-14" />
        </div>
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row">
        <Skeleton className="h-9 w-full sm:flex-1" />
        <Skeleton className="h-9 w-full sm:flex-1" />
      </CardFooter>
    </Card>
  );
}

export const SKELETON_CARDS = 6;

export function DirectorySkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">Loading health workers...</span>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} data-testid="worker-card-skeleton">
            <WorkerCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
