"use client";

import { LinkIcon, ShieldCheckIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";

import { findForConsentRequest, linkPatientRequest, type LinkProof, type UnlinkedPatientMatch } from "./consent-link-api";

type Method = "date_of_birth" | "consent_code";

const message = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * A patient of another hospital, known here only by health number: the patient consents by giving
 * the date of birth at the desk (confirmed by name and year of birth before linking) or a code
 * from their portal. Only then is the patient linked to this hospital, and `onLinked` runs.
 */
export function ConsentLinkForm({ healthNumber, onLinked }: { healthNumber: string; onLinked: () => void }) {
  const ids = useId();
  const [method, setMethod] = useState<Method>("date_of_birth");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [code, setCode] = useState("");
  const [found, setFound] = useState<UnlinkedPatientMatch | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } finally {
      setPending(false);
    }
  };

  const link = (proof: LinkProof) =>
    run(async () => {
      try {
        await linkPatientRequest(healthNumber, proof);
        onLinked();
      } catch (e) {
        setError(message(e, "The patient could not be linked. Please try again."));
      }
    });

  const find = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!dateOfBirth) return setError("Enter the date of birth the patient gives you.");
    return run(async () => {
      try {
        const match = await findForConsentRequest(healthNumber, dateOfBirth);
        setFound(match);
        if (!match) setError("No patient matches this health number and date of birth.");
      } catch (e) {
        setError(message(e, "Failed to search patients"));
      }
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!code.trim()) return setError("Enter the code shown in the patient's portal.");
    return link({ consentCode: code });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="mt-2 space-y-3 rounded-md border border-dashed p-3" data-testid="consent-link">
      <div className="flex items-start gap-2">
        <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1 text-sm">
          <p id={`${ids}-title`} className="font-medium">
            Not a patient of this hospital yet
          </p>
          <p className="text-muted-foreground">
            With the patient&apos;s consent, confirm their date of birth or enter the code from their patient portal to link
            <span className="font-mono"> {healthNumber}</span> to this hospital.
          </p>
        </div>
      </div>

      <div role="radiogroup" aria-label="How the patient consents" className="flex flex-wrap gap-2">
        {(
          [
            ["date_of_birth", "Date of birth"],
            ["consent_code", "Portal code"],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            type="button"
            size="sm"
            role="radio"
            aria-checked={method === value}
            variant={method === value ? "default" : "outline"}
            onClick={() => {
              setMethod(value);
              setError(null);
            }}
          >
            {label}
          </Button>
        ))}
      </div>

      {method === "date_of_birth" ? (
        found ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted/50 p-3">
            <p className="text-sm">
              <span className="font-medium">
                {found.firstName} {found.lastName}
              </span>
              <span className="text-muted-foreground">, born {found.birthYear}</span>
            </p>
            <Button type="button" size="sm" disabled={pending} onClick={() => link({ dateOfBirth })}>
              {pending ? <Spinner aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
              Link to this hospital
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Find by date of birth">
            <div className="space-y-1">
              <Label htmlFor={`${ids}-dob`}>Patient&apos;s date of birth</Label>
              <Input
                id={`${ids}-dob`}
                type="date"
                value={dateOfBirth}
                onChange={(e) => setDateOfBirth(e.target.value)}
                onKeyDown={(e) => e.key === "Enter" && find(e)}
              />
            </div>
            <Button type="button" size="sm" variant="secondary" disabled={pending} onClick={find}>
              {pending && <Spinner aria-hidden="true" />}
              Find patient
            </Button>
          </div>
        )
      ) : (
        <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Link with a portal code">
          <div className="space-y-1">
            <Label htmlFor={`${ids}-code`}>Code from the patient&apos;s portal</Label>
            <Input
              id={`${ids}-code`}
              value={code}
              autoComplete="off"
              maxLength={9}
              className="font-mono uppercase"
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && submitCode(e)}
            />
          </div>
          <Button type="button" size="sm" disabled={pending} onClick={submitCode}>
            {pending ? <Spinner aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
            Link with code
          </Button>
        </div>
      )}
      <p className="text-sm text-destructive" aria-live="polite">
        {error}
      </p>
    </section>
  );
}
