import { Spinner } from "@/components/ui/spinner";

// The booking page reads the portal session, the doctor and the day's slots first.
export default function BookAppointmentLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-3 py-16">
      <Spinner aria-hidden="true" className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
