import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The outline of a staff registration page while the hospital and its departments load. */
export function RegistrationFormSkeleton({ fields = 8 }: { fields?: number }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl space-y-6">
      <span className="sr-only">Loading...</span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-40" />
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: fields }, (_, i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
          <Skeleton className="h-20 w-full sm:col-span-2" />
        </CardContent>
      </Card>
    </div>
  );
}
