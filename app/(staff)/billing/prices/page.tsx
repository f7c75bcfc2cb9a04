import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";

import { CurrencyForm } from "@/components/billing/currency-form";
import { money, withHospital } from "@/components/billing/format";
import { PriceItemActive } from "@/components/billing/price-item-active";
import { PriceItemDialog } from "@/components/billing/price-item-form";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { adminHospitalId, patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { stackedBody, stackedCell, stackedHead, stackedRow, stackedRowHeader, stackedTable } from "@/components/ui/stacked-table";
import { getActor } from "@/lib/auth/actor";
import { listDepartments } from "@/lib/services/departments";
import { getPriceList, PRICE_MANAGERS, type PriceItemView } from "@/lib/services/price-list";

export const metadata: Metadata = { title: "Price list" };

type Props = { searchParams: Promise<{ hospitalId?: string | string[] }> };

// /billing/prices: the hospital's price list (a consultation fee per department and named services)
// and its billing currency. Its administrators and doctors read it (PRICE_READERS); only its
// administrators (PRICE_MANAGERS) see the controls, and the API refuses anyone else anyway.
export default async function PriceListPage({ searchParams }: Props) {
  const query = await searchParams;
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, query.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Price list" path="/billing/prices" />;
  const named = adminHospitalId(actor, hospitalId);
  const manages = (PRICE_MANAGERS as readonly string[]).includes(actor.role);

  const [list, departments] = await Promise.all([
    getPriceList(actor, named),
    manages ? listDepartments(actor, { search: undefined, hospitalId: named }) : Promise.resolve([]),
  ]).catch(rethrowAsPage);
  const fees = list.items.filter((i) => i.kind === "consultation");
  const services = list.items.filter((i) => i.kind === "service");
  const departmentOptions = departments.map((d) => ({ id: d.id, name: d.name }));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <a
        href={withHospital("/billing", named)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to bills
      </a>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Price list</h1>
          <p className="text-muted-foreground">
            Completing a consultation bills the department&apos;s active consultation fee; services are added to bills by code. Items are never deleted,
            only deactivated.
          </p>
        </div>
        {manages ? <PriceItemDialog currency={list.currency} departments={departmentOptions} /> : null}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Currency</h2>
          </CardTitle>
          <CardDescription>
            Prices and new bills are in <span className="font-mono font-medium text-foreground" data-testid="billing-currency">{list.currency}</span>
            {list.currencyFollowsCountry ? ", the currency of the hospital's country." : ", chosen by the hospital."}
          </CardDescription>
        </CardHeader>
        {manages ? (
          <CardContent>
            <CurrencyForm currency={list.currency} followsCountry={list.currencyFollowsCountry} />
          </CardContent>
        ) : null}
      </Card>

      <PriceSection title="Consultation fees" empty="No consultation fee yet: consultations open no bill until their department has one." items={fees} currency={list.currency} manages={manages} departments={departmentOptions} />
      <PriceSection title="Services" empty="No services yet: laboratory tests, procedures and other services go here." items={services} currency={list.currency} manages={manages} departments={departmentOptions} />
    </div>
  );
}

function PriceSection({
  title,
  empty,
  items,
  currency,
  manages,
  departments,
}: {
  title: string;
  empty: string;
  items: PriceItemView[];
  currency: string;
  manages: boolean;
  departments: { id: string; name: string }[];
}) {
  const consultation = title === "Consultation fees";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
            <table className={stackedTable.replace("md:min-w-[760px]", "md:min-w-[600px]")}>
              <caption className="sr-only">{title}</caption>
              <thead className={stackedHead}>
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Code
                  </th>
                  {consultation ? (
                    <th scope="col" className="px-4 py-3 font-medium">
                      Department
                    </th>
                  ) : null}
                  <th scope="col" className="px-4 py-3 font-medium md:text-right">
                    Price
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  {manages ? (
                    <th scope="col" className="px-4 py-3 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className={stackedBody}>
                {items.map((item) => (
                  <tr key={item.id} className={stackedRow}>
                    <th scope="row" className={`${stackedRowHeader} font-medium break-words`}>
                      {item.name}
                    </th>
                    <td data-label="Code" className={`${stackedCell()} font-mono`}>
                      {item.code}
                    </td>
                    {consultation ? (
                      <td data-label="Department" className={stackedCell()}>
                        {item.departmentName ?? "Unknown"}
                      </td>
                    ) : null}
                    <td data-label="Price" className={`${stackedCell()} tabular-nums md:text-right`}>
                      {money(item.amount, currency)}
                    </td>
                    <td data-label="Status" className={stackedCell()}>
                      <Badge variant={item.isActive ? "secondary" : "outline"}>{item.isActive ? "Active" : "Inactive"}</Badge>
                    </td>
                    {manages ? (
                      <td data-label="Actions" className={stackedCell(true)}>
                        <div className="flex flex-wrap gap-2">
                          <PriceItemDialog currency={currency} departments={departments} item={item} />
                          <PriceItemActive id={item.id} name={item.name} active={item.isActive} />
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
