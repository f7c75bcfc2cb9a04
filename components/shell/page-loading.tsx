import { Spinner } from "@/components/ui/spinner";

/** The loading screen of the segments without a skeleton of their own (their loading.tsx re-exports it). */
export default function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner aria-hidden="true" className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
