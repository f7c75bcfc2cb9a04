"use client";

import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";

/**
 * Deactivate or Reactivate one staff member, after a confirmation that says what happens.
 * `onConfirm` does the request; the dialog stays open (and busy) until it settles.
 */
export function ConfirmStatusDialog({
  name,
  active,
  consequence,
  onConfirm,
}: {
  name: string;
  active: boolean;
  /** What deactivating does to this kind of account. */
  consequence: string;
  onConfirm: () => Promise<boolean>;
}) {
  const action = active ? "Deactivate" : "Reactivate";
  return (
    <ConfirmAction
      trigger={
        <Button variant={active ? "outline" : "secondary"} size="sm" aria-label={`${action} ${name}`}>
          {action}
        </Button>
      }
      title={`${action} ${name}?`}
      description={active ? consequence : `${name} will be able to sign in again with their existing password.`}
      action={action}
      pendingAction="Saving..."
      onConfirm={onConfirm}
    />
  );
}
