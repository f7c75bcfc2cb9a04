import { z } from "zod";

import { BILL_PAYMENT_METHODS, BILL_STATUSES, PRICE_LIST_KINDS } from "@/lib/db/schema/enums";

import { hospitalIdField, isCalendarDate, optionalText, safeString, textAtLeast } from "./fields";
import { pageQuerySchema } from "./list";

// Price list, bills and payments (issue 17; API.md "Billing and incidents"). Money is an integer
// number of minor units of the hospital's currency (cents, or shillings for UGX): never a fraction.

/** The largest amount accepted anywhere (the database checks the same bound). */
export const MAX_AMOUNT = 1_000_000_000_000;

const AMOUNT_MESSAGE = "Amount must be a whole number of minor units (e.g. cents) from 0";
const PAYMENT_AMOUNT_MESSAGE = "Amount must be a whole number of minor units (e.g. cents) greater than 0";

/** A whole number of minor units, 0 or more (a free service costs 0). */
const amountField = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(0, { error: AMOUNT_MESSAGE })
  .max(MAX_AMOUNT, { error: `Amount must be at most ${MAX_AMOUNT}` });

/** One of `values`, in any case, with spaces or hyphens for underscores ("Mobile Money" → mobile_money). */
function enumLabel<const T extends readonly string[]>(values: T, message: string) {
  return safeString({ error: message })
    .transform((raw) => raw.trim().toLowerCase().replace(/[\s-]+/g, "_"))
    .pipe(z.enum(values, { error: message }));
}

const CODE_MESSAGE = "Code must be 1 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit";
const codeField = safeString({ error: "Code is required" })
  .trim()
  .min(1, { error: "Code is required" })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, { error: CODE_MESSAGE });

const nameField = textAtLeast(1, "Name is required", 120);

const KIND_MESSAGE = `Kind must be one of ${PRICE_LIST_KINDS.join(", ")}`;
const DEPARTMENT_REQUIRED = "A consultation fee needs a department";

// POST /api/billing/prices: one item of the price list.
export const createPriceItemSchema = z
  .object({
    kind: enumLabel(PRICE_LIST_KINDS, KIND_MESSAGE),
    code: codeField,
    name: nameField,
    departmentId: optionalText(100),
    amount: amountField,
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  })
  .refine((v) => v.kind !== "consultation" || !!v.departmentId, { error: DEPARTMENT_REQUIRED, path: ["departmentId"] })
  .refine((v) => v.kind !== "service" || !v.departmentId, { error: "Only a consultation fee names a department", path: ["departmentId"] });
export type CreatePriceItemInput = z.output<typeof createPriceItemSchema>;

// PATCH /api/billing/prices/{id}: the name, the price (for bills from now on) and the active state.
export const updatePriceItemSchema = z.object({
  name: nameField.optional(),
  amount: amountField.optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});
export type UpdatePriceItemInput = z.output<typeof updatePriceItemSchema>;

const CURRENCY_MESSAGE = "Currency must be an ISO 4217 code such as UGX, KES or USD";
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

// PUT /api/billing/currency: the hospital's currency; null returns to the country's.
export const currencySchema = z.object({
  currency: safeString({ error: CURRENCY_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((c) => /^[A-Z]{3}$/.test(c) && KNOWN_CURRENCIES.has(c), { error: CURRENCY_MESSAGE })
    .nullable(),
});
export type CurrencyInput = z.output<typeof currencySchema>;

const dateField = (message: string) => safeString({ error: message }).trim().refine(isCalendarDate, { error: message });
const STATUS_MESSAGE = `Status must be one of ${BILL_STATUSES.join(", ")}`;

// GET /api/bills: the hospital's bills, newest first; from/to are local days of the hospital.
export const listBillsQuerySchema = pageQuerySchema.extend({
  status: enumLabel(BILL_STATUSES, STATUS_MESSAGE).optional(),
  patientId: safeString().trim().min(1).max(100).optional(),
  /** The patient's name (every word) or a fragment of the health number. */
  search: safeString({ error: "Search must be text" })
    .trim()
    .max(100, { error: "Search must be at most 100 characters" })
    .optional()
    .transform((v) => v || undefined),
  from: dateField("from must be a date (YYYY-MM-DD)").optional(),
  to: dateField("to must be a date (YYYY-MM-DD)").optional(),
  hospitalId: hospitalIdField,
});
export type ListBillsQuery = z.output<typeof listBillsQuerySchema>;

// GET /api/bills/{id} and the patient's bills: system_admin names the hospital.
export const billReadQuerySchema = z.object({ hospitalId: hospitalIdField });

const QUANTITY_MESSAGE = "Quantity must be a whole number from 1 to 1000";
const billLine = z.object({
  code: codeField,
  quantity: z.number({ error: QUANTITY_MESSAGE }).int({ error: QUANTITY_MESSAGE }).min(1, { error: QUANTITY_MESSAGE }).max(1000, { error: QUANTITY_MESSAGE }).default(1),
});

// POST /api/bills: a bill without a consultation (a walk-in laboratory test), with its first items.
export const createBillSchema = z.object({
  patientId: textAtLeast(1, "Patient is required", 100),
  items: z.array(billLine, { error: "items must be a list" }).max(50, { error: "At most 50 items at once" }).default([]),
});
export type CreateBillInput = z.output<typeof createBillSchema>;

// POST /api/bills/{id}/items: a service of the price list, by its code.
export const addBillItemSchema = billLine;
export type AddBillItemInput = z.output<typeof addBillItemSchema>;

const METHOD_MESSAGE = "Method must be one of cash, mobile money, card, insurance";

// POST /api/bills/{id}/payments: a payment, part or whole, never above the balance.
export const recordPaymentSchema = z.object({
  amount: z
    .number({ error: PAYMENT_AMOUNT_MESSAGE })
    .int({ error: PAYMENT_AMOUNT_MESSAGE })
    .min(1, { error: PAYMENT_AMOUNT_MESSAGE })
    .max(MAX_AMOUNT, { error: `Amount must be at most ${MAX_AMOUNT}` }),
  method: enumLabel(BILL_PAYMENT_METHODS, METHOD_MESSAGE),
  reference: optionalText(100),
});
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

const REASON_MESSAGE = "Please give a reason of at least 5 characters";

// POST /api/bills/{id}/payments/{paymentId}/void and POST /api/bills/{id}/void.
export const voidSchema = z.object({ reason: textAtLeast(5, REASON_MESSAGE, 500) });
export type VoidInput = z.output<typeof voidSchema>;

// GET /api/bills/{id}/receipt: one payment's receipt, or the whole bill's.
export const receiptQuerySchema = z.object({
  paymentId: safeString().trim().min(1).max(100).optional(),
  hospitalId: hospitalIdField,
});
