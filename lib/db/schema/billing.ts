import { sql } from "drizzle-orm";
import { bigint, boolean, char, check, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";

import { inList, timestamps, tstz } from "./_shared";
import { appointments } from "./appointments";
import { BILL_PAYMENT_METHODS, BILL_STATUSES, PRICE_LIST_KINDS } from "./enums";
import { departments, hospitals } from "./hospitals";
import { patients } from "./patients";
import { users } from "./users";

// Patient bills (issue 17, data item 1). Money is integer minor units (bigint) in the bill's
// currency, never floating point. Every row carries hospital_id, and every reference between
// billing rows is a composite (id, hospital_id) key, so a bill, an item or a payment can never
// point into another hospital.

// The hospital's billing settings. No row, or a null currency, means the currency follows the
// hospital's country (lib/constants/countries.ts): a separate table rather than a column of
// `hospitals`, so that a country change is followed without a backfill and billing stays in one file.
export const billingSettings = pgTable(
  "billing_settings",
  {
    hospitalId: text("hospital_id")
      .primaryKey()
      .references(() => hospitals.id, { onDelete: "cascade" }),
    currency: char("currency", { length: 3 }),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [check("billing_settings_currency_check", sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`)],
);

// The price list: one consultation fee per department, and named services (laboratory tests, …).
// Items are never deleted (bills refer to them); they are deactivated.
export const priceListItems = pgTable(
  "price_list_items",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    departmentId: text("department_id"),
    unitAmount: bigint("unit_amount", { mode: "number" }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    unique("price_list_items_id_hospital_key").on(t.id, t.hospitalId),
    uniqueIndex("price_list_items_hospital_code_key").on(t.hospitalId, sql`lower(${t.code})`),
    // One active consultation fee per department.
    uniqueIndex("price_list_items_consultation_key")
      .on(t.hospitalId, t.departmentId)
      .where(sql`${t.kind} = 'consultation' and ${t.isActive}`),
    foreignKey({
      name: "price_list_items_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    index("price_list_items_hospital_idx").on(t.hospitalId, t.kind, t.name),
    check("price_list_items_kind_check", inList(t.kind, PRICE_LIST_KINDS)),
    check("price_list_items_department_check", sql`(${t.kind} = 'consultation') = (${t.departmentId} is not null)`),
    check("price_list_items_amount_check", sql`${t.unitAmount} >= 0 and ${t.unitAmount} <= 1000000000000`),
    check("price_list_items_code_check", sql`${t.code} ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$'`),
    check("price_list_items_name_check", sql`length(btrim(${t.name})) between 1 and 120`),
  ],
);

// A bill. The totals are kept on the row and changed only under the row's lock (SELECT … FOR
// UPDATE) in the transaction that adds the item or the payment; the checks make an overpaid bill
// or a status that disagrees with the amounts impossible whatever the code does.
export const bills = pgTable(
  "bills",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    appointmentId: text("appointment_id"),
    departmentId: text("department_id"),
    status: text("status").notNull().default("open"),
    currency: char("currency", { length: 3 }).notNull(),
    totalAmount: bigint("total_amount", { mode: "number" }).notNull().default(0),
    paidAmount: bigint("paid_amount", { mode: "number" }).notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    voidedAt: tstz("voided_at"),
    voidedBy: text("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    ...timestamps,
  },
  (t) => [
    unique("bills_id_hospital_key").on(t.id, t.hospitalId),
    // One bill per consultation.
    uniqueIndex("bills_appointment_key").on(t.appointmentId),
    foreignKey({
      name: "bills_appointment_fk",
      columns: [t.appointmentId, t.hospitalId],
      foreignColumns: [appointments.id, appointments.hospitalId],
    }),
    foreignKey({
      name: "bills_department_fk",
      columns: [t.departmentId, t.hospitalId],
      foreignColumns: [departments.id, departments.hospitalId],
    }),
    index("bills_hospital_created_idx").on(t.hospitalId, t.createdAt.desc()),
    index("bills_hospital_status_idx").on(t.hospitalId, t.status, t.createdAt.desc()),
    index("bills_patient_idx").on(t.patientId, t.createdAt.desc()),
    check("bills_status_check", inList(t.status, BILL_STATUSES)),
    check("bills_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("bills_amounts_check", sql`${t.totalAmount} >= 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.totalAmount}`),
    check(
      "bills_status_amounts_check",
      sql`case ${t.status}
        when 'void' then ${t.paidAmount} = 0
        when 'open' then ${t.paidAmount} = 0
        when 'partly_paid' then ${t.paidAmount} > 0 and ${t.paidAmount} < ${t.totalAmount}
        when 'paid' then ${t.paidAmount} > 0 and ${t.paidAmount} = ${t.totalAmount}
        else false end`,
    ),
    check(
      "bills_void_check",
      sql`(${t.status} = 'void') = (${t.voidedAt} is not null) and (${t.voidedAt} is null) = (${t.voidReason} is null) and (${t.voidReason} is null or length(btrim(${t.voidReason})) between 5 and 500)`,
    ),
  ],
);

// A line of a bill: a copy of the price at the time it was added (a later price change leaves it).
export const billItems = pgTable(
  "bill_items",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    billId: text("bill_id").notNull(),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    priceListItemId: text("price_list_item_id"),
    code: text("code").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitAmount: bigint("unit_amount", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "bill_items_bill_fk", columns: [t.billId, t.hospitalId], foreignColumns: [bills.id, bills.hospitalId] }).onDelete("cascade"),
    foreignKey({
      name: "bill_items_price_list_item_fk",
      columns: [t.priceListItemId, t.hospitalId],
      foreignColumns: [priceListItems.id, priceListItems.hospitalId],
    }),
    index("bill_items_bill_idx").on(t.billId, t.createdAt),
    index("bill_items_price_list_item_idx").on(t.priceListItemId),
    check("bill_items_quantity_check", sql`${t.quantity} between 1 and 1000`),
    check("bill_items_amount_check", sql`${t.unitAmount} >= 0 and ${t.amount} = ${t.unitAmount} * ${t.quantity}`),
    check("bill_items_description_check", sql`length(btrim(${t.description})) between 1 and 200`),
  ],
);

// A payment towards a bill. Never deleted: a mistaken payment is voided with a reason.
export const billPayments = pgTable(
  "bill_payments",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    billId: text("bill_id").notNull(),
    hospitalId: text("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "restrict" }),
    method: text("method").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reference: text("reference"),
    receivedBy: text("received_by").references(() => users.id, { onDelete: "set null" }),
    receivedAt: tstz("received_at").notNull().defaultNow(),
    voidedAt: tstz("voided_at"),
    voidedBy: text("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
  },
  (t) => [
    foreignKey({ name: "bill_payments_bill_fk", columns: [t.billId, t.hospitalId], foreignColumns: [bills.id, bills.hospitalId] }),
    index("bill_payments_bill_idx").on(t.billId, t.receivedAt),
    // Revenue by period and method (analytics): the hospital's live payments by time.
    index("bill_payments_hospital_received_idx").on(t.hospitalId, t.receivedAt).where(sql`${t.voidedAt} is null`),
    check("bill_payments_method_check", inList(t.method, BILL_PAYMENT_METHODS)),
    check("bill_payments_amount_check", sql`${t.amount} > 0 and ${t.amount} <= 1000000000000`),
    check(
      "bill_payments_void_check",
      sql`(${t.voidedAt} is null) = (${t.voidReason} is null) and (${t.voidReason} is null or length(btrim(${t.voidReason})) between 5 and 500) and (${t.voidedAt} is not null or ${t.voidedBy} is null)`,
    ),
  ],
);

export type BillingSettings = typeof billingSettings.$inferSelect;
export type PriceListItem = typeof priceListItems.$inferSelect;
export type NewPriceListItem = typeof priceListItems.$inferInsert;
export type Bill = typeof bills.$inferSelect;
export type NewBill = typeof bills.$inferInsert;
export type BillItem = typeof billItems.$inferSelect;
export type NewBillItem = typeof billItems.$inferInsert;
export type BillPayment = typeof billPayments.$inferSelect;
export type NewBillPayment = typeof billPayments.$inferInsert;
