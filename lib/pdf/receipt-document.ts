import PDFDocument from "pdfkit";

import { formatMoney } from "@/lib/money";
import type { Receipt } from "@/lib/services/bill-payments";

import { collect, numberPages, pdfSafe } from "./pdf-text";
import { drawTable } from "./report-document";

// A bill's receipt as a PDF (the printable page's twin): the hospital, the patient, the bill's
// items and payments, its total, paid amount and balance; for one payment, that payment first.

const METHOD_LABELS: Record<string, string> = { cash: "Cash", mobile_money: "Mobile money", card: "Card", insurance: "Insurance" };
const STATUS_LABELS: Record<string, string> = { open: "Open", partly_paid: "Partly paid", paid: "Paid", void: "Void" };

export const methodLabel = (method: string) => METHOD_LABELS[method] ?? method;
export const billStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** Local wall-clock text of an ISO instant in `timeZone` ("2026-11-03 09:30"). */
function local(iso: string, timeZone: string): string {
  const p: Record<string, string> = {};
  const f = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
  for (const part of f.formatToParts(new Date(iso))) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The receipt as a PDF file; times in the hospital's time zone. */
export async function renderReceiptPdf(receipt: Receipt, timeZone: string): Promise<Buffer> {
  const { hospital, bill, payment } = receipt;
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 40, bottom: 52, left: 40, right: 40 },
    bufferPages: true,
    info: { Title: pdfSafe(`Receipt ${bill.id} - ${hospital.name}`), Author: pdfSafe(hospital.name), Creator: "Hospital platform" },
  });
  const done = collect(doc);
  const width = doc.page.width - 80;

  doc.font("Helvetica-Bold").fontSize(15).text(pdfSafe(hospital.name), { width });
  doc.font("Helvetica").fontSize(9).fillColor("#333333");
  doc.text(pdfSafe([hospital.address, hospital.city, hospital.country].filter(Boolean).join(", ")), { width });
  doc.text(pdfSafe(`${hospital.phone} - ${hospital.email}`), { width });
  doc.moveDown(0.8);
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(13).text(payment ? "Payment receipt" : "Receipt", { width });
  doc.font("Helvetica").fontSize(9.5);
  const line = (label: string, value: string) => {
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(pdfSafe(value));
  };
  line("Bill", bill.id);
  line("Patient", `${bill.patientName} (${bill.patientId})`);
  if (bill.departmentName) line("Department", bill.departmentName);
  line("Opened", local(bill.createdAt, timeZone));
  line("Status", billStatusLabel(bill.status));
  line("Issued", local(receipt.issuedAt, timeZone));
  if (payment) {
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(11).text("Payment", { width });
    doc.fontSize(9.5);
    line("Amount", money(payment.amount));
    line("Method", methodLabel(payment.method));
    if (payment.reference) line("Reference", payment.reference);
    line("Received", local(payment.receivedAt, timeZone));
    if (payment.receivedByName) line("Received by", payment.receivedByName);
    if (payment.voided) line("Voided", `${payment.voidedAt ? local(payment.voidedAt, timeZone) : ""} ${payment.voidReason ?? ""}`.trim());
  }

  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(11).text("Items", { width });
  doc.moveDown(0.2);
  await drawTable(
    doc,
    [{ label: "Code" }, { label: "Description", width: 3 }, { label: "Qty", width: 0.6, align: "right" }, { label: "Unit", align: "right" }, { label: "Amount", align: "right" }],
    bill.items.map((i) => [i.code, i.name, i.quantity, money(i.unitAmount), money(i.amount)]),
    "No items.",
  );
  doc.moveDown(0.6);
  doc.font("Helvetica").fontSize(9.5);
  line("Total", money(bill.total));
  line("Paid", money(bill.paid));
  line("Balance", money(bill.balance));

  if (bill.payments.length) {
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(11).text("Payments", doc.page.margins.left, doc.y, { width });
    doc.moveDown(0.2);
    await drawTable(
      doc,
      [{ label: "Received" }, { label: "Method" }, { label: "Reference", width: 1.4 }, { label: "Amount", align: "right" }, { label: "Note", width: 1.4 }],
      bill.payments.map((p) => [
        local(p.receivedAt, timeZone),
        methodLabel(p.method),
        p.reference,
        money(p.amount),
        p.voided ? `Voided: ${p.voidReason ?? ""}` : null,
      ]),
      "No payments.",
    );
  }

  numberPages(doc);
  doc.end();
  return done;
}
