import { ReceiptText } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BillSummary } from "@/lib/services/bill-views";

import { BillStatusBadge } from "./badges";
import { billDay, billNumber, billPath, money } from "./format";

/**
 * The patient page's 'Bills' card: the patient's latest bills at the staff member's hospital (every
 * hospital for system_admin, whose links name the bill's hospital), each opening /billing/{id}.
 */
export function PatientBillsCard({ patientId, bills, systemAdmin, more }: { patientId: string; bills: BillSummary[]; systemAdmin: boolean; more: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ReceiptText aria-hidden="true" className="size-5 text-primary" />
          <h2 id="patient-bills-heading">Bills</h2>
        </CardTitle>
        <CardDescription>
          Newest first.{" "}
          {more && !systemAdmin ? (
            <a href={`/billing?search=${encodeURIComponent(patientId)}`} className="font-medium text-primary underline-offset-4 hover:underline">
              All bills of this patient
            </a>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {bills.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No bills</p>
        ) : (
          <ul className="divide-y" aria-labelledby="patient-bills-heading">
            {bills.map((bill) => (
              <li key={bill.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 space-y-0.5">
                  <a href={billPath(bill.id, systemAdmin ? bill.hospitalId : undefined)} className="font-mono font-medium text-primary underline-offset-4 hover:underline">
                    {billNumber(bill.id)}
                  </a>
                  <p className="text-xs text-muted-foreground">
                    {billDay(bill.createdAt)}
                    {bill.departmentName ? ` · ${bill.departmentName}` : ""}
                    {systemAdmin ? ` · ${bill.hospitalName}` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <span className="tabular-nums">
                    {money(bill.total, bill.currency)}
                    {bill.balance > 0 ? <span className="text-muted-foreground"> · balance {money(bill.balance, bill.currency)}</span> : null}
                  </span>
                  <BillStatusBadge status={bill.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
