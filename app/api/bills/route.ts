import { route } from "@/lib/http";
import { BILL_READERS, BILL_WRITERS, createBill, listBills } from "@/lib/services/bills";
import { createBillSchema, listBillsQuerySchema } from "@/lib/validation/billing";

// GET /api/bills: the hospital's bills, newest first (status, patientId, from, to; paged).
export const GET = route({ roles: BILL_READERS, query: listBillsQuerySchema }, async ({ actor, query }) => listBills(actor, query));

// POST /api/bills: a bill without a consultation, for a patient linked to the hospital.
export const POST = route({ roles: BILL_WRITERS, body: createBillSchema, status: 201 }, async ({ actor, body }) => createBill(actor, body));
