import { SearchXIcon } from "lucide-react";

import { SessionLogoutButton } from "@/components/shell/session-logout-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The portal session names a patient whose record can no longer be read. */
export function PatientNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center py-8">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <SearchXIcon aria-hidden="true" className="mx-auto mb-2 size-10 text-muted-foreground" />
          <CardTitle className="text-2xl">
            <h1>Patient Not Found</h1>
          </CardTitle>
          <CardDescription>
            We could not find your patient record. Log out and check your health number, or contact your hospital.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <SessionLogoutButton path="/api/patients/logout" ended="Your patient portal session has ended." />
        </CardContent>
      </Card>
    </div>
  );
}
