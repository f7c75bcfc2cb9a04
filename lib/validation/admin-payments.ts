import { z } from "zod";

import { PAYMENT_STATUSES } from "@/lib/db/schema/enums";

import { hospitalIdField, safeString } from "./fields";
import { pageQuerySchema } from "./list";

// The system administrator's invoices (API.md "System administrator": GET and PATCH /api/admin/payments).

const FILTER_STATUS_MESSAGE = `Status must be one of ${PAYMENT_STATUSES.join(", ")}`;

/** The statuses an administrator may set; `cancelled` is only ever a superseded invoice (Upgrade Now). */
export const SETTABLE_PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type SettablePaymentStatus = (typeof SETTABLE_PAYMENT_STATUSES)[number];
const SET_STATUS_MESSAGE = `Status must be one of ${SETTABLE_PAYMENT_STATUSES.join(", ")}`;

const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  safeString({ error: message }).trim().toLowerCase().pipe(z.enum(values, { error: message }));

/** Filters of the list and of its CSV export: `status?`, `hospitalId?`. */
export const paymentFiltersSchema = z.object({
  status: lowerEnum(PAYMENT_STATUSES, FILTER_STATUS_MESSAGE).optional(),
  hospitalId: hospitalIdField.pipe(z.string().max(100, { error: "hospitalId must be at most 100 characters" }).optional()),
});

/** GET /api/admin/payments: the filters and paging, newest first. */
export const listPaymentsQuerySchema = pageQuerySchema.extend(paymentFiltersSchema.shape);

/** PATCH /api/admin/payments/{paymentId}. */
export const updatePaymentSchema = z.object({
  status: lowerEnum(SETTABLE_PAYMENT_STATUSES, SET_STATUS_MESSAGE),
});

export type PaymentFilters = z.output<typeof paymentFiltersSchema>;
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;
export type UpdatePaymentInput = z.output<typeof updatePaymentSchema>;
