"use client";

import { ChevronDownIcon, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";

import { addBillItemRequest } from "./bill-api";
import { money } from "./format";
import { FieldError } from "./record-payment-form";

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

export type ServiceOption = { code: string; name: string; amount: number };

/** Add a service of the price list (its active items, at today's price) with a quantity. */
export function AddServiceForm({ billId, services, currency }: { billId: string; services: ServiceOption[]; currency: string }) {
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [errors, setErrors] = useState<Partial<Record<"code" | "quantity" | "form", string>>>({});
  const [pending, setPending] = useState(false);

  if (!services.length) {
    return <p className="text-sm text-muted-foreground">The price list has no active item yet. An administrator adds services on the price list page.</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = /^\d{1,4}$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
    const found: typeof errors = {};
    if (!code) found.code = "Please choose a service";
    if (!(count >= 1 && count <= 1000)) found.quantity = "Quantity must be a whole number from 1 to 1000";
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await addBillItemRequest(billId, { code, quantity: count });
      const service = services.find((s) => s.code === code);
      toast.success(`${service?.name ?? code} added`);
      setCode("");
      setQuantity("1");
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "The service could not be added. Please try again.");
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors({ code: fields.code, quantity: fields.quantity, form: fields.code || fields.quantity ? undefined : message });
      if (failure instanceof ApiError && failure.status === 409) router.refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add service" className="space-y-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Service</Label>
        <div className="relative">
          <select
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={selectClassName}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${id}-code-error` : undefined}
          >
            <option value="">Choose a service</option>
            {services.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code}) · {money(s.amount, currency)}
              </option>
            ))}
          </select>
          <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
        </div>
        <FieldError id={`${id}-code-error`} message={errors.code} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-quantity`}>Quantity</Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          min={1}
          max={1000}
          step={1}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
          className="sm:max-w-32"
        />
        <FieldError id={`${id}-quantity-error`} message={errors.quantity} />
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner aria-hidden="true" /> : <Plus aria-hidden="true" />}
        Add service
      </Button>
    </form>
  );
}
