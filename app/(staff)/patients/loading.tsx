import { Skeleton } from "@/components/ui/skeleton";

export default function PatientsLoading() {
  return (
    <div role="status" aria-label="Loading patients" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <div className="space-y-2">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
        <Skeleton className="h-9 w-full sm:w-40" />
      </div>
      <Skeleton className="h-24 w-full md:h-20" />
      <div className="space-y-2 rounded-lg border bg-card p-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-32 max-w-full" />
            </div>
            <Skeleton className="hidden h-8 w-32 sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
