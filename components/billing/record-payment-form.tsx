"use client";

import { Banknote, ChevronDownIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";

import { recordPaymentRequest } from "./bill-api";
import { amountInputValue, money, parseAmount, PAYMENT_METHOD_OPTIONS } from "./format";

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

type Errors = Partial<Record<"amount" | "method" | "reference" | "form", string>>;

/**
 * Record a payment: the method, the amount (the balance by default; part payments allowed, never
 * more than the balance, as the server enforces under the bill's lock) and an optional reference.
 */
export function RecordPaymentForm({ billId, balance, currency }: { billId: string; balance: number; currency: string }) {
  const router = useRouter();
  const id = useId();
  const [method, setMethod] = useState("cash");
  const [amount, setAmount] = useState(amountInputValue(balance, currency));
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(amount, currency);
    const found: Errors = {};
    if (minor === null || minor <= 0) found.amount = `Enter an amount in ${currency} greater than 0, for example ${amountInputValue(balance, currency)}`;
    else if (minor > balance) found.amount = `The payment is more than the balance of this bill (${money(balance, currency)})`;
    setErrors(found);
    if (Object.keys(found).length || minor === null) return;
    setPending(true);
    try {
      const bill = await recordPaymentRequest(billId, { amount: minor, method, ...(reference.trim() ? { reference: reference.trim() } : {}) });
      toast.success(`Payment of ${money(minor, currency)} recorded`);
      setReference("");
      setAmount(amountInputValue(bill.balance, currency));
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "The payment could not be recorded. Please try again.");
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors({ amount: fields.amount, method: fields.method, reference: fields.reference, form: fields.amount || fields.method || fields.reference ? undefined : message });
      if (failure instanceof ApiError && failure.status === 409) router.refresh();
    } finally {
      setPending(false);
    }
  };

  const described = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label="Record payment" className="space-y-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-method`}>Method</Label>
        <div className="relative">
          <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value)} className={selectClassName} aria-describedby={described("method")}>
            {PAYMENT_METHOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
        </div>
        <FieldError id={described("method")} message={errors.method} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Amount ({currency})</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={[`${id}-amount-hint`, described("amount")].filter(Boolean).join(" ")}
        />
        <p id={`${id}-amount-hint`} className="text-xs text-muted-foreground">
          Balance {money(balance, currency)}. A part payment leaves the rest to pay later.
        </p>
        <FieldError id={described("amount")} message={errors.amount} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reference`}>Reference (optional)</Label>
        <Input
          id={`${id}-reference`}
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
          placeholder="Transaction or receipt number"
          aria-describedby={described("reference")}
        />
        <FieldError id={described("reference")} message={errors.reference} />
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner aria-hidden="true" /> : <Banknote aria-hidden="true" />}
        Record payment
      </Button>
    </form>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
