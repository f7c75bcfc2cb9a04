"use client";

import { toast } from "sonner";

import { formatDateTime } from "@/components/admin/format";
import { TemporaryPasswordDialog } from "@/components/staff/temporary-password-dialog";

/**
 * Reset Password of the Users tab: POST /api/admin/users/{id}/temporary-password after a
 * confirmation. The one-time password is mailed to the user, whose sessions end; the answer also
 * carries it, and then it is shown here once.
 */
export function ResetPasswordDialog({ userId, name, email }: { userId: string; name: string; email: string }) {
  return (
    <TemporaryPasswordDialog
      path={`/api/admin/users/${encodeURIComponent(userId)}/temporary-password`}
      trigger={{
        text: (
          <>
            Reset Password<span className="sr-only"> of {name}</span>
          </>
        ),
      }}
      confirm={{
        title: `Reset the password of ${name}?`,
        description: `Their current password stops working and they are signed out everywhere. A one-time password is mailed to ${email}; they must replace it at their next sign-in.`,
        action: "Reset Password",
        pendingAction: "Resetting...",
      }}
      onIssued={() => toast.success("Password Reset", { description: `A one-time password was mailed to ${email}.` })}
      result={(issued) => ({
        title: "One-Time Password",
        description: `Mailed to ${email}. If the mail cannot reach ${name}, hand this over securely: it works until ${formatDateTime(issued.expiresAt)} and must be replaced at the first sign-in.`,
        credentials: [
          { label: "Email", value: email },
          { label: "One-Time Password", value: issued.temporaryPassword },
        ],
      })}
      failure={(error) => ({ title: "Failed to update user", description: error instanceof Error ? error.message : "Please try again." })}
    />
  );
}
