import { ArrowLeft, ReceiptText } from "lucide-react";
import type { Metadata } from "next";

import { AddServiceForm } from "@/components/billing/add-service-form";
import { BillStatusBadge } from "@/components/billing/badges";
import { BillItemsTable, BillPaymentsTable, BillTotals } from "@/components/billing/bill-lines";
import { billNumber, billPath, billWhen, withHospital } from "@/components/billing/format";
import { RecordPaymentForm } from "@/components/billing/record-payment-form";
import { VoidDialog } from "@/components/billing/void-dialog";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getActor } from "@/lib/auth/actor";
import { hospitalCalendar } from "@/lib/services/appointments";
import { PAYMENT_MANAGERS } from "@/lib/services/bill-payments";
import { BILL_MANAGERS, BILL_WRITERS, getBill } from "@/lib/services/bills";
import { getPriceList } from "@/lib/services/price-list";

export const metadata: Metadata = { title: "Bill" };

type Props = { params: Promise<{ billId: string }>; searchParams: Promise<{ hospitalId?: string | string[] }> };

const may = (roles: readonly string[], role: string) => roles.includes(role);

// /billing/{id}: one bill with its items, payments and balance. Its hospital's administrators and
// doctors read it (another hospital's bill is the 404 page; no loading.tsx sits above this page, so
// the 404 is decided before anything streams). The actions follow the routes' roles: doctors and
// administrators add services; only administrators record and void payments and void the bill.
export default async function BillPage({ params, searchParams }: Props) {
  const [{ billId }, query] = await Promise.all([params, searchParams]);
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, query.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Bill" path={`/billing/${billId}`} />;
  const named = actor.role === "system_admin" ? hospitalId : undefined;

  const bill = await getBill(actor, billId, named).catch(rethrowAsPage);
  const { timezone } = await hospitalCalendar(actor, named).catch(rethrowAsPage);
  const live = bill.status !== "void";
  const canAdd = live && may(BILL_WRITERS, actor.role);
  const canPay = live && bill.balance > 0 && may(PAYMENT_MANAGERS, actor.role);
  const canVoidPayments = may(PAYMENT_MANAGERS, actor.role);
  const canVoidBill = live && may(BILL_MANAGERS, actor.role);
  const priceList = canAdd ? await getPriceList(actor, named).catch(rethrowAsPage) : null;
  const services = (priceList?.items ?? []).filter((i) => i.isActive).map((i) => ({ code: i.code, name: i.name, amount: i.amount }));
  const currencyChanged = priceList && priceList.currency !== bill.currency;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <a
        href={withHospital("/billing", named)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to bills
      </a>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">
            Bill <span className="font-mono">{billNumber(bill.id)}</span>
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <BillStatusBadge status={bill.status} />
            <span>
              Opened <time dateTime={bill.createdAt}>{billWhen(bill.createdAt, timezone)}</time> ({timezone})
            </span>
            {bill.departmentName ? <span>· {bill.departmentName}</span> : null}
          </div>
          <p className="text-sm break-words">
            Patient:{" "}
            <a href={withHospital(`/patients/${encodeURIComponent(bill.patientId)}`, named)} className="font-medium text-primary underline-offset-4 hover:underline">
              {bill.patientName}
            </a>{" "}
            <span className="font-mono text-muted-foreground">{bill.patientId}</span>
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={billPath(bill.id, named, "/receipt")}>
            <ReceiptText aria-hidden="true" />
            Receipt
          </a>
        </Button>
      </div>

      {bill.status === "void" ? (
        <p role="status" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm text-destructive">
          This bill is void{bill.voidReason ? `: ${bill.voidReason}` : ""}. It takes no services and no payments.
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Items</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BillItemsTable bill={bill} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Payments</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BillPaymentsTable bill={bill} timeZone={timezone} canVoid={canVoidPayments} />
            </CardContent>
          </Card>
        </div>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Totals</h2>
              </CardTitle>
              <CardDescription>In {bill.currency}</CardDescription>
            </CardHeader>
            <CardContent>
              <BillTotals bill={bill} />
            </CardContent>
          </Card>
          {canPay ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Record payment</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <RecordPaymentForm key={`${bill.balance}`} billId={bill.id} balance={bill.balance} currency={bill.currency} />
              </CardContent>
            </Card>
          ) : null}
          {canAdd ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Add service</h2>
                </CardTitle>
                <CardDescription>
                  {currencyChanged
                    ? `The price list is now in ${priceList.currency} and this bill in ${bill.currency}: open a new bill for further services.`
                    : "At today's price on the price list."}
                </CardDescription>
              </CardHeader>
              <CardContent>{currencyChanged ? null : <AddServiceForm billId={bill.id} services={services} currency={priceList?.currency ?? bill.currency} />}</CardContent>
            </Card>
          ) : null}
          {canVoidBill ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Void bill</h2>
                </CardTitle>
                <CardDescription>
                  {bill.paid > 0 ? "This bill has payments: void them first, then the bill." : "For a bill opened by mistake. The bill and your reason stay on record."}
                </CardDescription>
              </CardHeader>
              {bill.paid > 0 ? null : (
                <CardContent>
                  <VoidDialog billId={bill.id} what={`Bill ${billNumber(bill.id)} of ${bill.patientName}`} consequence="It no longer counts as owed and takes no services or payments." />
                </CardContent>
              )}
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
