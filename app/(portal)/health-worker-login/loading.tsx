import { Spinner } from "@/components/ui/spinner";

// The page first checks this browser's health worker session (specification section 2, fallback screens).
export default function HealthWorkerLoginLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-3 py-16">
      <Spinner aria-hidden="true" className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
