"use client";

import { BadgeCheck, BadgeX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { ResetPasswordDialog } from "@/components/admin/reset-password-dialog";
import { ConfirmStatusDialog } from "@/components/hospital/confirm-status-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";

type ActionUser = { id: string; name: string; email: string; isActive: boolean; isVerified: boolean };

/**
 * Verify/Unverify, Deactivate/Reactivate (confirmed first) and Reset Password of one account, through
 * PATCH /api/admin/users/{id} and its temporary-password route. Not on one's own account: the server
 * refuses those (the account is changed in Settings).
 */
export function UserActions({ user, self }: { user: ActionUser; self: boolean }) {
  const router = useRouter();
  const [verifying, setVerifying] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function update(body: { isVerified?: boolean; isActive?: boolean }, done: string): Promise<boolean> {
    try {
      await apiRequest(`/api/admin/users/${encodeURIComponent(user.id)}`, { method: "PATCH", body });
      toast.success("User Updated", { description: `${user.name} ${done}.` });
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      toast.error("Failed to update user", { description: error instanceof Error ? error.message : "Please try again." });
      return false;
    }
  }

  async function toggleVerified() {
    setVerifying(true);
    try {
      await update({ isVerified: !user.isVerified }, user.isVerified ? "is no longer verified" : "is verified");
    } finally {
      setVerifying(false);
    }
  }

  const verifyLabel = user.isVerified ? "Unverify" : "Verify";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void toggleVerified()} disabled={verifying || refreshing}>
        {verifying ? <Spinner aria-hidden="true" /> : user.isVerified ? <BadgeX aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />}
        {verifyLabel}
        <span className="sr-only"> {user.name}</span>
      </Button>
      {self ? (
        <span className="text-xs text-muted-foreground">Your account: change it in Settings</span>
      ) : (
        <>
          <ConfirmStatusDialog
            name={user.name}
            active={user.isActive}
            consequence={`${user.name} is signed out at their next request and cannot sign in until reactivated. Nothing is deleted.`}
            onConfirm={() => update({ isActive: !user.isActive }, user.isActive ? "was deactivated" : "was reactivated")}
          />
          {user.isActive ? <ResetPasswordDialog userId={user.id} name={user.name} email={user.email} /> : null}
        </>
      )}
    </div>
  );
}
