import { ShieldCheckIcon } from "lucide-react";

import { appointmentDay } from "@/components/appointments/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RECOVERY_CODE_COUNT } from "@/lib/validation/two-factor";
import type { TwoFactorStatus } from "@/lib/services/two-factor";

import { TwoFactorDisable } from "./two-factor-disable";
import { TwoFactorEnrol } from "./two-factor-enrol";

// Settings → Two-factor sign-in (server component): the status, and the client parts that set it
// up (QR code, first code, recovery codes) or turn it off (a code, in a confirmation dialog).
export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const fewLeft = status.enabled && status.recoveryCodesLeft <= 2;
  return (
    <Card id="two-factor" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="two-factor-heading">Two-factor sign-in</h2>
          <Badge variant={status.enabled ? "default" : "secondary"}>{status.enabled ? "On" : "Off"}</Badge>
        </CardTitle>
        <CardDescription>
          After your password, sign-in asks for a six-digit code from an authenticator app on your phone (such as Google Authenticator,
          Microsoft Authenticator or 1Password), so a stolen password alone is not enough.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.enabled && status.enabledAt ? (
          <>
            <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                On since <time dateTime={status.enabledAt}>{appointmentDay(status.enabledAt, status.timeZone)}</time>
              </dd>
              <dt className="text-muted-foreground">Recovery codes</dt>
              <dd>
                {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} left
              </dd>
            </dl>
            {fewLeft ? (
              <p className="text-sm text-destructive">
                {status.recoveryCodesLeft === 0 ? "You have no recovery codes left." : "You are running out of recovery codes."} Turn two-factor
                sign-in off and on again to get ten new ones.
              </p>
            ) : null}
            <TwoFactorDisable />
          </>
        ) : (
          <TwoFactorEnrol />
        )}
      </CardContent>
    </Card>
  );
}
