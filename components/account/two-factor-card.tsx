import type { TwoFactorStatus } from "@/lib/services/two-factor";

// Settings → Two-factor sign-in. (Being built: enrolment with a QR code and recovery codes.)
export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border p-4">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <p className="text-sm text-muted-foreground">{status.enabled ? "On" : "Off"}</p>
    </section>
  );
}
