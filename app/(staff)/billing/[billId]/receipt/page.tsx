import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";

import { BillReceipt } from "@/components/billing/bill-receipt";
import { billPath } from "@/components/billing/format";
import { receiptTimeZone } from "@/components/billing/receipt-time-zone";
import { ChooseHospitalNotice } from "@/components/hospital/choose-hospital-notice";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { patientHospitalScope, requireClinicalStaff } from "@/components/patients/patient-scope";
import { getActor } from "@/lib/auth/actor";
import { getReceipt } from "@/lib/services/bill-payments";

export const metadata: Metadata = { title: "Receipt" };

type Props = { params: Promise<{ billId: string }>; searchParams: Promise<{ hospitalId?: string | string[] }> };

// /billing/{id}/receipt: the printable receipt of a bill for its hospital's clinical staff (the same
// receipt the patient prints from the portal); another hospital's bill is the 404 page.
export default async function StaffReceiptPage({ params, searchParams }: Props) {
  const [{ billId }, query] = await Promise.all([params, searchParams]);
  const actor = requireClinicalStaff(await getActor());
  const hospitalId = patientHospitalScope(actor, query.hospitalId);
  if (!hospitalId) return <ChooseHospitalNotice title="Receipt" path={`/billing/${billId}/receipt`} />;
  const named = actor.role === "system_admin" ? hospitalId : undefined;
  const receipt = await getReceipt(actor, billId, undefined, named).catch(rethrowAsPage);
  const timeZone = await receiptTimeZone(receipt.hospital.id);
  const pdf = `/api/bills/${encodeURIComponent(billId)}/receipt/pdf${named ? `?hospitalId=${encodeURIComponent(named)}` : ""}`;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <a
        href={billPath(billId, named)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the bill
      </a>
      <BillReceipt receipt={receipt} timeZone={timeZone} pdfHref={pdf} />
    </div>
  );
}
