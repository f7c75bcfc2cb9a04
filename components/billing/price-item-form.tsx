"use client";

import { ChevronDownIcon, Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { errorMessage } from "@/components/patients/patient-api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import type { PriceItemView } from "@/lib/services/price-list";

import { createPriceItemRequest, updatePriceItemRequest } from "./bill-api";
import { amountInputValue, parseAmount } from "./format";
import { FieldError } from "./record-payment-form";

const selectClassName =
  "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

type Field = "kind" | "code" | "name" | "departmentId" | "amount" | "form";
type Errors = Partial<Record<Field, string>>;

/**
 * Add an item to the price list, or edit one (name and price: bills already written keep theirs).
 * A consultation fee names its department (one active fee per department); a service does not.
 */
export function PriceItemDialog({ currency, departments, item }: { currency: string; departments: { id: string; name: string }[]; item?: PriceItemView }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<string>(item?.kind ?? "service");
  const [code, setCode] = useState(item?.code ?? "");
  const [name, setName] = useState(item?.name ?? "");
  const [departmentId, setDepartmentId] = useState(item?.departmentId ?? "");
  const [amount, setAmount] = useState(item ? amountInputValue(item.amount, currency) : "");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(amount, currency);
    const found: Errors = {};
    if (!name.trim()) found.name = "Name is required";
    if (minor === null) found.amount = `Enter a price in ${currency} of 0 or more, for example ${amountInputValue(150000, currency)}`;
    if (!item) {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(code.trim())) found.code = "Code must be 1 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit";
      if (kind === "consultation" && !departmentId) found.departmentId = "A consultation fee needs a department";
    }
    setErrors(found);
    if (Object.keys(found).length || minor === null) return;
    setPending(true);
    try {
      if (item) await updatePriceItemRequest(item.id, { name: name.trim(), amount: minor });
      else await createPriceItemRequest({ kind, code: code.trim(), name: name.trim(), amount: minor, ...(kind === "consultation" ? { departmentId } : {}) });
      toast.success(item ? "Price list item saved" : "Price list item added");
      setOpen(false);
      if (!item) {
        setCode("");
        setName("");
        setAmount("");
        setDepartmentId("");
      }
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "The price list could not be saved. Please try again.");
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      const known = (["kind", "code", "name", "departmentId", "amount"] as const).filter((f) => fields[f]);
      setErrors({ ...Object.fromEntries(known.map((f) => [f, fields[f]])), form: known.length ? undefined : message });
    } finally {
      setPending(false);
    }
  };

  const err = (f: Field) => (errors[f] ? `${id}-${f}-error` : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        {item ? (
          <Button type="button" variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {item.name}</span>
          </Button>
        ) : (
          <Button type="button">
            <Plus aria-hidden="true" />
            Add item
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{item ? `Edit ${item.name}` : "Add a price list item"}</DialogTitle>
            <DialogDescription>
              {item ? "The new price applies to bills from now on; bills already written keep theirs." : `A consultation fee of a department, or a named service. Prices in ${currency}.`}
            </DialogDescription>
          </DialogHeader>
          {item ? null : (
            <>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-kind`}>Kind</Label>
                <div className="relative">
                  <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value)} className={selectClassName}>
                    <option value="service">Service</option>
                    <option value="consultation">Consultation fee</option>
                  </select>
                  <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
                </div>
              </div>
              {kind === "consultation" ? (
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-department`}>Department</Label>
                  <div className="relative">
                    <select
                      id={`${id}-department`}
                      value={departmentId}
                      onChange={(e) => setDepartmentId(e.target.value)}
                      className={selectClassName}
                      aria-invalid={errors.departmentId ? true : undefined}
                      aria-describedby={err("departmentId")}
                    >
                      <option value="">Choose a department</option>
                      {departments.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}
                        </option>
                      ))}
                    </select>
                    <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
                  </div>
                  <FieldError id={err("departmentId")} message={errors.departmentId} />
                </div>
              ) : null}
              <div className="grid gap-2">
                <Label htmlFor={`${id}-code`}>Code</Label>
                <Input
                  id={`${id}-code`}
                  value={code}
                  maxLength={40}
                  onChange={(e) => setCode(e.target.value)}
                  placeholder={kind === "consultation" ? "CONS-GEN" : "LAB-CBC"}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={err("code")}
                />
                <FieldError id={err("code")} message={errors.code} />
              </div>
            </>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              placeholder={kind === "consultation" ? "General consultation" : "Full blood count"}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={err("name")}
            />
            <FieldError id={err("name")} message={errors.name} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-amount`}>Price ({currency})</Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={err("amount")}
            />
            <FieldError id={err("amount")} message={errors.amount} />
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" /> : null}
              {item ? "Save" : "Add item"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
