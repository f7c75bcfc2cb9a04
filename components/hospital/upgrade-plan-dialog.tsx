"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, ApiError } from "@/lib/api-client";
import { PLAN_CURRENCY, PLAN_OPTIONS, type Plan } from "@/lib/constants/plans";
import type { UpgradeOffer } from "@/lib/services/subscriptions";
import { cn } from "@/lib/utils";

import { formatMoney } from "./format";

type CreatedInvoice = { plan: string; amount: number; currency: string };

/**
 * "Upgrade Now": choose a plan and create its invoice (API.md POST /api/hospitals/{id}/subscription).
 * The order and the first choice come from the server (`readUpgradeOffer`: the system
 * administrator's default plan first when it is a paid plan).
 */
export function UpgradePlanDialog({ hospitalId, offer }: { hospitalId: string; offer: UpgradeOffer }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<Plan>(offer.preselected);
  const options = offer.plans.flatMap((p) => PLAN_OPTIONS.filter((o) => o.plan === p));
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      const invoice = await apiRequest<CreatedInvoice>(`/api/hospitals/${encodeURIComponent(hospitalId)}/subscription`, {
        method: "POST",
        body: { plan },
      });
      const label = PLAN_OPTIONS.find((p) => p.plan === invoice.plan)?.label ?? invoice.plan;
      toast.success("Invoice Created", {
        description: `${label} plan, ${formatMoney(invoice.amount, invoice.currency)}. The plan starts once the invoice is paid.`,
      });
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: error instanceof ApiError ? error.message : "Failed to create the invoice" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">Upgrade Now</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Choose a Plan</DialogTitle>
          <DialogDescription>
            An invoice for one month of the plan is created. It is activated once the payment is confirmed.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">Plan</legend>
          {options.map((option) => {
            const inputId = `${id}-${option.plan}`;
            return (
              <label
                key={option.plan}
                htmlFor={inputId}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
                  plan === option.plan ? "border-primary bg-primary/5" : "hover:bg-accent",
                )}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-plan`}
                  value={option.plan}
                  checked={plan === option.plan}
                  onChange={() => setPlan(option.plan)}
                  className="mt-1 accent-primary"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="flex items-center gap-2 font-medium">
                      {option.label}
                      {offer.recommended === option.plan ? <Badge variant="secondary">Recommended</Badge> : null}
                    </span>
                    <span className="text-sm font-semibold tabular-nums">
                      {formatMoney(option.monthlyPrice, PLAN_CURRENCY)} / month
                    </span>
                  </span>
                  <span className="block text-sm text-muted-foreground">{option.summary}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            {pending ? "Creating..." : "Create Invoice"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
