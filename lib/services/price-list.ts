import { and, asc, eq, sql } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requiredTenantOf, requireStaff, tenantOf } from "@/lib/auth/guards";
import { audit } from "@/lib/audit";
import { currencyFor } from "@/lib/constants/countries";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { billingSettings, departments, hospitals, priceListItems, type PriceListItem } from "@/lib/db/schema";
import { notFound, pgConstraint, pgErrorCode, ServiceError } from "@/lib/errors";
import type { CreatePriceItemInput, CurrencyInput, UpdatePriceItemInput } from "@/lib/validation/billing";

import { assertHospitalWritable } from "./tenant-guard";

// The hospital's price list (issue 17): one consultation fee per department and named services,
// in the hospital's currency. Read by the hospital's clinical staff; changed by its administrator.
// Items are never deleted (bills refer to them): they are deactivated.

export const PRICE_READERS = ["hospital_admin", "doctor", "system_admin"] as const;
export const PRICE_MANAGERS = ["hospital_admin"] as const;

export type PriceItemView = {
  id: string;
  kind: "consultation" | "service";
  code: string;
  name: string;
  departmentId: string | null;
  departmentName: string | null;
  /** Minor units of the price list's currency. */
  amount: number;
  isActive: boolean;
};

export type PriceListView = {
  hospitalId: string;
  currency: string;
  /** True while the currency is the country's (no currency chosen). */
  currencyFollowsCountry: boolean;
  items: PriceItemView[];
};

const CODE_TAKEN = "A price list item with this code already exists";
const FEE_TAKEN = "This department already has an active consultation fee";
const DEPARTMENT_NOT_FOUND = "Department not found";

/** The hospital's billing currency: the one chosen, else its country's. */
export async function hospitalCurrency(db: DbOrTx, hospitalId: string): Promise<{ currency: string; followsCountry: boolean }> {
  const [row] = await db
    .select({ country: hospitals.country, chosen: billingSettings.currency })
    .from(hospitals)
    .leftJoin(billingSettings, eq(billingSettings.hospitalId, hospitals.id))
    .where(eq(hospitals.id, hospitalId))
    .limit(1);
  if (!row) throw notFound("Hospital");
  return { currency: currencyFor(row.country, row.chosen), followsCountry: !row.chosen };
}

const itemView = {
  id: priceListItems.id,
  kind: sql<PriceItemView["kind"]>`${priceListItems.kind}`,
  code: priceListItems.code,
  name: priceListItems.name,
  departmentId: priceListItems.departmentId,
  departmentName: departments.name,
  amount: priceListItems.unitAmount,
  isActive: priceListItems.isActive,
};

async function selectItems(db: DbOrTx, hospitalId: string, id?: string): Promise<PriceItemView[]> {
  return db
    .select(itemView)
    .from(priceListItems)
    .leftJoin(departments, and(eq(departments.id, priceListItems.departmentId), eq(departments.hospitalId, priceListItems.hospitalId)))
    .where(and(eq(priceListItems.hospitalId, hospitalId), id ? eq(priceListItems.id, id) : undefined))
    .orderBy(asc(priceListItems.kind), asc(priceListItems.name), asc(priceListItems.id));
}

// GET /api/billing/prices: the whole list (active and inactive) with the currency.
export async function getPriceList(actor: Actor, requestedHospitalId?: string): Promise<PriceListView> {
  const staff = requireStaff(actor, PRICE_READERS);
  const hospitalId = requiredTenantOf(staff, requestedHospitalId);
  const db = getDb();
  const { currency, followsCountry } = await hospitalCurrency(db, hospitalId);
  return { hospitalId, currency, currencyFollowsCountry: followsCountry, items: await selectItems(db, hospitalId) };
}

/** 409 for a taken code or a second active consultation fee; 404 for another hospital's department. */
function conflictOf(error: unknown): ServiceError | null {
  const code = pgErrorCode(error);
  const constraint = pgConstraint(error);
  if (code === "23505" && constraint === "price_list_items_hospital_code_key") return new ServiceError(409, CODE_TAKEN, { code: CODE_TAKEN });
  if (code === "23505" && constraint === "price_list_items_consultation_key") return new ServiceError(409, FEE_TAKEN, { departmentId: FEE_TAKEN });
  if (code === "23503" && constraint === "price_list_items_department_fk") return notFound("Department");
  return null;
}

const toDomain = (item: PriceListItem): Record<string, unknown> => ({
  kind: item.kind,
  code: item.code,
  name: item.name,
  departmentId: item.departmentId,
  amount: item.unitAmount,
  isActive: item.isActive,
});

// POST /api/billing/prices: a consultation fee (for a department of the hospital) or a service.
export async function createPriceItem(actor: Actor, input: CreatePriceItemInput): Promise<PriceItemView> {
  const staff = requireStaff(actor, PRICE_MANAGERS);
  const hospitalId = tenantOf(staff);
  try {
    const id = await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      if (input.departmentId) {
        const [department] = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.id, input.departmentId), eq(departments.hospitalId, hospitalId)))
          .limit(1);
        if (!department) throw new ServiceError(404, DEPARTMENT_NOT_FOUND, { departmentId: DEPARTMENT_NOT_FOUND });
      }
      const [row] = await tx
        .insert(priceListItems)
        .values({
          hospitalId,
          kind: input.kind,
          code: input.code,
          name: input.name,
          departmentId: input.departmentId ?? null,
          unitAmount: input.amount,
          isActive: input.isActive ?? true,
          createdBy: staff.userId,
        })
        .returning();
      await audit(actor, { action: "price_list.create", entity: "price_list_item", entityId: row.id, hospitalId, details: toDomain(row) }, tx);
      return row.id;
    });
    return (await selectItems(getDb(), hospitalId, id))[0];
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

// PATCH /api/billing/prices/{id}: bills already written keep the price they were given.
export async function updatePriceItem(actor: Actor, id: string, input: UpdatePriceItemInput): Promise<PriceItemView> {
  const staff = requireStaff(actor, PRICE_MANAGERS);
  const hospitalId = tenantOf(staff);
  try {
    await getDb().transaction(async (tx) => {
      await assertHospitalWritable(staff, hospitalId, tx);
      const [before] = await tx
        .select()
        .from(priceListItems)
        .where(and(eq(priceListItems.id, id), eq(priceListItems.hospitalId, hospitalId)))
        .limit(1)
        .for("update");
      if (!before) throw notFound("Price list item");
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.amount !== undefined ? { unitAmount: input.amount } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      };
      if (!Object.keys(changes).length) return;
      const [after] = await tx
        .update(priceListItems)
        .set(changes)
        .where(and(eq(priceListItems.id, id), eq(priceListItems.hospitalId, hospitalId)))
        .returning();
      await audit(
        actor,
        { action: "price_list.update", entity: "price_list_item", entityId: id, hospitalId, details: { before: toDomain(before), after: toDomain(after) } },
        tx,
      );
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  return (await selectItems(getDb(), hospitalId, id))[0];
}

// PUT /api/billing/currency: the hospital's currency, or null to follow its country again. Bills
// keep the currency they were opened in; prices are read in the new currency from now on.
export async function setBillingCurrency(actor: Actor, input: CurrencyInput): Promise<PriceListView> {
  const staff = requireStaff(actor, PRICE_MANAGERS);
  const hospitalId = tenantOf(staff);
  await getDb().transaction(async (tx) => {
    await assertHospitalWritable(staff, hospitalId, tx);
    const before = await hospitalCurrency(tx, hospitalId);
    await tx
      .insert(billingSettings)
      .values({ hospitalId, currency: input.currency, updatedBy: staff.userId })
      .onConflictDoUpdate({ target: billingSettings.hospitalId, set: { currency: input.currency, updatedBy: staff.userId, updatedAt: new Date() } });
    const after = await hospitalCurrency(tx, hospitalId);
    await audit(
      actor,
      { action: "billing.currency", entity: "hospital", entityId: hospitalId, hospitalId, details: { before: before.currency, after: after.currency, chosen: input.currency } },
      tx,
    );
  });
  return getPriceList(actor);
}

/** The active consultation fee of a department, or null when it has none. */
export async function consultationFeeOf(tx: DbOrTx, hospitalId: string, departmentId: string) {
  const [fee] = await tx
    .select({ id: priceListItems.id, code: priceListItems.code, name: priceListItems.name, unitAmount: priceListItems.unitAmount })
    .from(priceListItems)
    .where(
      and(
        eq(priceListItems.hospitalId, hospitalId),
        eq(priceListItems.departmentId, departmentId),
        eq(priceListItems.kind, "consultation"),
        eq(priceListItems.isActive, true),
      ),
    )
    .limit(1);
  return fee ?? null;
}

/** The active price list item of a code (any case), or null. */
export async function activePriceItemByCode(tx: DbOrTx, hospitalId: string, code: string) {
  const [item] = await tx
    .select({ id: priceListItems.id, code: priceListItems.code, name: priceListItems.name, unitAmount: priceListItems.unitAmount })
    .from(priceListItems)
    .where(and(eq(priceListItems.hospitalId, hospitalId), sql`lower(${priceListItems.code}) = lower(${code})`, eq(priceListItems.isActive, true)))
    .limit(1);
  return item ?? null;
}
