"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

import { setCurrencyRequest } from "./bill-api";

/**
 * The hospital's billing currency (PUT /api/billing/currency), after a confirmation: prices are read
 * in the new currency from then on, bills already opened keep theirs. "Follow the country" clears it.
 */
export function CurrencyForm({ currency, followsCountry }: { currency: string; followsCountry: boolean }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(currency);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null | undefined>(undefined);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) {
      setError("Currency must be an ISO 4217 code such as UGX, KES or USD");
      return;
    }
    setError(null);
    setConfirming(code);
  };

  const save = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const list = await setCurrencyRequest(confirming ?? null);
      toast.success(`Billing currency is now ${list.currency}`);
      setValue(list.currency);
      setConfirming(undefined);
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, "The currency could not be changed. Please try again."));
      setConfirming(undefined);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <form onSubmit={ask} noValidate aria-label="Billing currency" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-currency`}>Currency code</Label>
          <Input
            id={`${id}-currency`}
            value={value}
            maxLength={3}
            onChange={(e) => setValue(e.target.value)}
            className="w-28 font-mono uppercase"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={pending}>
          Change currency
        </Button>
        {followsCountry ? null : (
          <Button type="button" variant="ghost" disabled={pending} onClick={() => setConfirming(null)}>
            Follow the country&apos;s currency
          </Button>
        )}
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <AlertDialog open={confirming !== undefined} onOpenChange={(next) => !next && !pending && setConfirming(undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming ? `Bill in ${confirming}?` : "Bill in the country's currency?"}</AlertDialogTitle>
            <AlertDialogDescription>
              The price list keeps its amounts, read in the new currency from now on: check and edit the prices after the change. Bills already opened keep
              their currency ({currency}).
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={(event) => void save(event)} disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              Change currency
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
