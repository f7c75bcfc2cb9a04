import { InfoIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";

/** The server's message when a self-registration names someone already registered (409 `already_registered`), or null. */
export function alreadyRegisteredMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.body.code === "already_registered" ? error.message : null;
}

/** Instead of a second health number: how the person reaches the record they already have. */
export function AlreadyRegisteredNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="flex items-start gap-2">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <Button asChild size="sm" variant="outline" className="w-full bg-white sm:w-auto">
        <a href="/patient-portal">Go to the patient portal</a>
      </Button>
    </div>
  );
}
