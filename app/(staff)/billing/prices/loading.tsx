import { Skeleton } from "@/components/ui/skeleton";

export default function PriceListLoading() {
  return (
    <div role="status" aria-label="Loading the price list" className="mx-auto max-w-5xl space-y-6">
      <Skeleton className="h-4 w-28" />
      <div className="space-y-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
