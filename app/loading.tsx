import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner aria-hidden="true" className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
