"use client";

import type { Credential } from "@/components/staff/credentials-dialog";
import { TemporaryPasswordDialog } from "@/components/staff/temporary-password-dialog";

import { errorMessage } from "./staff-api";

/**
 * "New Password" for a doctor or an employed health worker who cannot sign in: after a
 * confirmation, POST …/temporary-password; the password is shown once (and mailed), must be
 * replaced at the next sign-in and expires after 72 hours. `path` is the account's API path.
 */
export function IssuePasswordDialog({ name, path, signInName }: { name: string; path: string; signInName: Credential }) {
  return (
    <TemporaryPasswordDialog
      path={`${path}/temporary-password`}
      trigger={{ text: "New Password", ariaLabel: `New Password for ${name}` }}
      confirm={{
        title: `Issue a new temporary password for ${name}?`,
        description:
          "Their current password stops working and they are signed out everywhere. The new password is shown to you once and mailed to them; they must replace it at their next sign-in, and it expires after 72 hours unused.",
        action: "Issue Password",
        pendingAction: "Issuing...",
      }}
      result={(issued) => ({
        title: "New Temporary Password",
        description: `Hand these to ${name}. The password works until ${new Date(issued.expiresAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })} and must be replaced at the first sign-in.`,
        credentials: [signInName, { label: "Temporary Password", value: issued.temporaryPassword }],
      })}
      failure={(error) => ({ title: "Error", description: errorMessage(error, "Failed to issue a new password") })}
    />
  );
}
