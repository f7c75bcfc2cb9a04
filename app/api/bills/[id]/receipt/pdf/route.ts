import { eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { hospitals } from "@/lib/db/schema";
import { route } from "@/lib/http";
import { renderReceiptPdf } from "@/lib/pdf/receipt-document";
import { pdfResponse, safeFilename } from "@/lib/pdf/response";
import { getReceipt } from "@/lib/services/bill-payments";
import { receiptQuerySchema } from "@/lib/validation/billing";

// GET /api/bills/{id}/receipt/pdf: the receipt as a PDF file (?paymentId= for one payment), with the
// access of GET /api/bills/{id}/receipt: the patient's own (portal session) or the hospital's
// clinical staff. Reading it is audited by getReceipt.
export const GET = route({ query: receiptQuerySchema }, async ({ actor, query, params }) => {
  const receipt = await getReceipt(actor, String(params.id), query.paymentId, query.hospitalId);
  const [hospital] = await getDb().select({ timezone: hospitals.timezone }).from(hospitals).where(eq(hospitals.id, receipt.hospital.id)).limit(1);
  const pdf = await renderReceiptPdf(receipt, hospital?.timezone ?? "UTC");
  const name = receipt.payment ? `receipt-${receipt.bill.id}-${receipt.payment.id}.pdf` : `receipt-${receipt.bill.id}.pdf`;
  return pdfResponse(safeFilename(name), pdf);
});
