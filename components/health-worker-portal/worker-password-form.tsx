import { KeyRoundIcon } from "lucide-react";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The worker portal's Change Password card: the staff Settings form (POST /api/auth/password serves
 * workers too); every other session of the worker ends, this one stays.
 */
export function WorkerPasswordForm() {
  return (
    <Card id="password" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>Change Password</h2>
        </CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}
