import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BillReceipt } from "@/components/billing/bill-receipt";
import { receiptTimeZone } from "@/components/billing/receipt-time-zone";
import { rethrowAsPage } from "@/components/hospital/page-scope";
import { PortalLocked } from "@/components/patient-portal/portal-locked";
import { getPortalPatient } from "@/lib/auth/actor";
import { getReceipt } from "@/lib/services/bill-payments";

export const metadata: Metadata = { title: "Receipt", robots: { index: false } };

type Props = { params: Promise<{ billId: string }> };

// /my-bills/{id}/receipt: the portal patient's printable receipt of one of their own bills (at any
// hospital). The portal session is resolved here, on the server: without one the portal's access
// form shows; a bill that is not the patient's is the 404 page (decided before anything streams:
// no loading.tsx sits above this page).
export default async function PortalReceiptPage({ params }: Props) {
  const { billId } = await params;
  const patient = await getPortalPatient();
  if (patient?.kind !== "patient") return <PortalLocked />;
  const receipt = await getReceipt(patient, billId).catch(rethrowAsPage);
  if (receipt.bill.patientId !== patient.patientId) notFound();
  const timeZone = await receiptTimeZone(receipt.hospital.id);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <a
        href="/patient-portal"
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the patient portal
      </a>
      <BillReceipt receipt={receipt} timeZone={timeZone} pdfHref={`/api/bills/${encodeURIComponent(billId)}/receipt/pdf`} />
    </div>
  );
}
