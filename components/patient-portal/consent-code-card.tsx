"use client";

import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, ApiError } from "@/lib/api-client";

type ConsentCode = { code: string; expiresAt: string };

const time = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

/**
 * A hospital the patient visits for the first time links their record only with their consent:
 * the patient shows this short-lived code at the desk (or gives their date of birth).
 */
export function ConsentCodeCard() {
  const [issued, setIssued] = useState<ConsentCode | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setPending(true);
    setError(null);
    try {
      setIssued(await apiRequest<ConsentCode>("/api/portal/consent-code", { method: "POST" }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The code could not be created. Please try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>Share your record with a hospital</h2>
        </CardTitle>
        <CardDescription>
          A hospital you visit for the first time sees your record only with your consent. Show this code at its desk; it
          works once, for 15 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {issued && (
          <p className="rounded-md bg-muted/60 p-4 text-center" aria-live="polite">
            <span className="sr-only">Your consent code: </span>
            <span className="font-mono text-3xl font-semibold tracking-[0.3em]" data-testid="consent-code">
              {issued.code}
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">
              Valid until <time dateTime={issued.expiresAt}>{time(issued.expiresAt)}</time>
            </span>
          </p>
        )}
        <Button type="button" variant={issued ? "outline" : "default"} onClick={create} disabled={pending}>
          {pending && <Spinner aria-hidden="true" />}
          {issued ? "Create a new code" : "Create a consent code"}
        </Button>
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
