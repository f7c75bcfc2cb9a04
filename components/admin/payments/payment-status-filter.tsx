"use client";

import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { FilterSelect } from "@/components/staff/filter-select";

import { humanize } from "../format";

/**
 * The status filter: a GET form (the status lives in the address and works without JavaScript),
 * submitted as soon as a status is picked; a new filter starts at page 1.
 */
export function PaymentStatusFilter({ status, statuses }: { status: string; statuses: readonly string[] }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <form ref={form} method="get" action="/admin/payments" className="flex items-end gap-2">
      <div className="w-48">
        <FilterSelect id="payment-status" name="status" label="Status" value={status} onPick={() => form.current?.requestSubmit()}>
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {humanize(s)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </form>
  );
}
