import { SearchXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { DIRECTORY_PATH } from "./format";

/** 'No doctors found', with the way back to every doctor. */
export function NoDoctorsFound({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-4 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="text-lg font-semibold">No doctors found</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        {filtered ? "Try another name, fewer filters or a longer availability window." : "No doctor of the network is listed yet."}
      </p>
      {filtered ? (
        <Button asChild variant="outline">
          <a href={DIRECTORY_PATH}>Clear filters</a>
        </Button>
      ) : null}
    </div>
  );
}

function DoctorCardSkeleton() {
  return (
    <Card className="h-full gap-4" aria-hidden="true">
      <CardHeader className="gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-4 w-4/5" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-9 w-full" />
      </CardFooter>
    </Card>
  );
}

/** The directory's outline while it loads: the heading, the filters' box and six cards. */
export function DoctorDirectorySkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <span className="sr-only">Loading doctors...</span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-full max-w-lg" />
      </div>
      <Skeleton className="h-48 w-full rounded-lg" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} data-testid="doctor-card-skeleton">
            <DoctorCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
