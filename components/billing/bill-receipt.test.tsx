import { renderToStaticMarkup } from "react-dom/server";

import { MyBillsCard } from "@/components/patient-portal/my-bills-card";
import type { Receipt } from "@/lib/services/bill-payments";
import type { BillView } from "@/lib/services/bill-views";

import { BillPaymentsTable, BillTotals } from "./bill-lines";
import { BillReceipt } from "./bill-receipt";
import { PatientBillsCard } from "./patient-bills-card";

// The receipt and the bill cards as rendered on the server: every figure from the bill, in its
// currency, the voided payment marked with its reason, and the links to the receipt and the PDF.

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const bill: BillView = {
  id: "5f0c2a9e-1111-4000-8000-000000000001",
  hospitalId: "HOSP-001",
  hospitalName: "Kampala General Hospital",
  patientId: "UG-PAT-2026-001",
  patientName: "Grace Namuli",
  appointmentId: null,
  departmentId: "DEPT-1",
  departmentName: "General Medicine",
  currency: "UGX",
  status: "partly_paid",
  total: 47_500,
  paid: 20_000,
  balance: 27_500,
  createdAt: "2026-11-23T06:30:00.000Z",
  voidedAt: null,
  voidReason: null,
  items: [
    { id: "i1", code: "CONS-GEN", name: "General consultation", quantity: 1, unitAmount: 22_500, amount: 22_500, createdAt: "2026-11-23T06:30:00.000Z" },
    { id: "i2", code: "XR", name: "Chest X-ray", quantity: 2, unitAmount: 12_500, amount: 25_000, createdAt: "2026-11-23T07:00:00.000Z" },
  ],
  payments: [
    { id: "p1", method: "mobile_money", amount: 5_000, reference: "MM-7781", receivedAt: "2026-11-23T07:10:00.000Z", receivedByName: "Amina Admin", voided: true, voidedAt: "2026-11-23T07:20:00.000Z", voidReason: "Recorded twice" },
    { id: "p2", method: "cash", amount: 20_000, reference: null, receivedAt: "2026-11-23T07:15:00.000Z", receivedByName: "Amina Admin", voided: false, voidedAt: null, voidReason: null },
  ],
};

const receipt: Receipt = {
  hospital: { id: "HOSP-001", name: "Kampala General Hospital", address: "Plot 1, Mulago Hill", city: "Kampala", country: "Uganda", phone: "+256 414 000 000", email: "info@kgh.example" },
  bill,
  payment: null,
  issuedAt: "2026-11-24T09:00:00.000Z",
};

describe("BillReceipt", () => {
  it("shows the hospital, the bill's number, the items, the payments and the balance in the bill's currency and the hospital's zone", () => {
    const html = renderToStaticMarkup(<BillReceipt receipt={receipt} timeZone="Africa/Kampala" pdfHref="/api/bills/x/receipt/pdf" />);
    const shown = text(html);
    expect(shown).toContain("Kampala General Hospital");
    expect(shown).toContain("Plot 1, Mulago Hill, Kampala, Uganda");
    expect(shown).toContain("Bill B-5F0C2A9E");
    expect(shown).toContain("Partly paid");
    expect(shown).toContain("Chest X-ray UGX 12,500 each 2 UGX 25,000");
    // 07:15 UTC is 10:15 in Kampala.
    expect(shown).toContain("Nov 23, 2026, 10:15 · Cash");
    expect(shown).toContain("Voided: Recorded twice");
    expect(shown).toContain("Total UGX 47,500 Paid UGX 20,000 Balance UGX 27,500");
    expect(html).toContain('href="/api/bills/x/receipt/pdf"');
    expect(html).toContain('id="bill-receipt"');
  });
});

describe("the bill's lines and cards", () => {
  it("lists payments with who received them and the voided one struck through, without Void buttons for readers", () => {
    const html = renderToStaticMarkup(<BillPaymentsTable bill={bill} timeZone="UTC" />);
    expect(text(html)).toContain("Voided on Nov 23, 2026, 07:20 : Recorded twice");
    expect(text(html)).toContain("Mobile money");
    expect(html).not.toContain("Void payment");
    expect(text(renderToStaticMarkup(<BillTotals bill={bill} />))).toContain("Balance UGX 27,500");
  });

  it("links each bill of the portal to its receipt, and each bill of the patient page to /billing", () => {
    const portal = renderToStaticMarkup(<MyBillsCard patientId={bill.patientId} initial={{ bills: [bill], hasMore: false }} />);
    expect(portal).toContain(`href="/my-bills/${bill.id}/receipt"`);
    expect(text(portal)).toContain("Balance UGX 27,500");
    expect(text(portal)).toContain("Mobile money · voided");
    const staff = renderToStaticMarkup(<PatientBillsCard patientId={bill.patientId} bills={[bill]} systemAdmin more={false} />);
    expect(staff).toContain(`href="/billing/${bill.id}?hospitalId=HOSP-001"`);
    expect(text(renderToStaticMarkup(<MyBillsCard patientId="X" initial={{ bills: [], hasMore: false }} />))).toContain("No bills yet");
  });
});
