import { readFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { and, count, desc, eq, gte, lt, sql, sum } from "drizzle-orm";

import type { Actor } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { PLAN_CURRENCY, PLAN_PERIOD_MONTHS, planPrice } from "@/lib/constants/plans";
import { getDb, type Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { activityDaily, auditLogs, healthWorkers, hospitals, payments, PLANS, SUBSCRIPTION_STATUSES, users } from "@/lib/db/schema";

type Plan = (typeof PLANS)[number];
type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const RECENT_ACTIVITY_LIMIT = 20;

export type MigrationStatus = {
  /** The migration's file name without `.sql` (drizzle/meta/_journal.json), null when the journal does not know it. */
  tag: string | null;
  /** drizzle's SHA-256 of the migration's SQL, as recorded in drizzle.__drizzle_migrations. */
  hash: string;
  /** When the migration was generated (drizzle records that, not the time it was applied). */
  generatedAt: string;
  /** Migrations recorded as applied. */
  applied: number;
  /** The newest migration this build ships, and whether the database has it. */
  latestTag: string | null;
  upToDate: boolean | null;
};

export type DatabaseStatus = {
  reachable: boolean;
  /** A timed `select 1`, in milliseconds. */
  roundTripMs: number | null;
  sizeBytes: number | null;
  /** Why `sizeBytes` is null. */
  sizeError: string | null;
  migration: MigrationStatus | null;
  /** Why `migration` is null. */
  migrationError: string | null;
};

export type ActivityItem = {
  id: number;
  at: string;
  actorType: string;
  actorId: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  hospitalId: string | null;
  outcome: string;
};

export type AdminStats = {
  totalHospitals: number;
  activeHospitals: number;
  /** Hospitals by their stored subscription status. */
  hospitalsByStatus: Record<SubscriptionStatus, number>;
  /** Hospitals that can no longer change anything: trial or paid period over, or `expired`. */
  subscriptionsEnded: number;
  /** staff + healthWorkers + patients: every account kind of the network (see usersByKind). */
  totalUsers: number;
  usersByKind: { staff: number; healthWorkers: number; patients: number };
  /** The calendar month (UTC) of the revenue figures, `YYYY-MM`. */
  revenueMonth: string;
  /** The currency of monthlyRevenue and mrr: the plans' currency. */
  currency: string;
  /** Paid invoices in `currency` whose payment was recorded this month (UTC). */
  monthlyRevenue: number;
  paidInvoicesThisMonth: number;
  /** This month's paid invoices of every currency (other currencies are not added to monthlyRevenue). */
  revenueByCurrency: { currency: string; amount: number; invoices: number }[];
  /** Monthly recurring revenue: plan prices of hospitals whose paid period runs, per month. */
  mrr: number;
  /** The hospitals behind mrr, by plan. */
  payingHospitals: Record<Plan, number>;
  databaseStatus: DatabaseStatus;
  /** The newest audit records of the network (never their details, which can name people). */
  recentActivity: ActivityItem[];
  generatedAt: string;
};

const MIGRATIONS_JOURNAL = path.join(process.cwd(), "drizzle", "meta", "_journal.json");

type JournalEntry = { when: number; tag: string };
let journal: Promise<JournalEntry[] | null> | undefined;

/** The migrations this build ships (the folder lib/db/migrate.ts applies), or null when absent. */
function shippedMigrations(): Promise<JournalEntry[] | null> {
  journal ??= readFile(MIGRATIONS_JOURNAL, "utf8")
    .then((text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries)
    .catch(() => null);
  return journal;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

async function databaseSize(db: Db): Promise<Pick<DatabaseStatus, "sizeBytes" | "sizeError">> {
  try {
    const [row] = await queryRows<{ size: string | number }>(db, sql`select pg_database_size(current_database()) as size`);
    return { sizeBytes: Number(row.size), sizeError: null };
  } catch (error) {
    return { sizeBytes: null, sizeError: `pg_database_size failed: ${reason(error)}` };
  }
}

// drizzle's migrator records each applied migration as (hash, created_at = the journal's `when`).
async function appliedMigration(db: Db): Promise<Pick<DatabaseStatus, "migration" | "migrationError">> {
  try {
    const [rows, shipped] = await Promise.all([
      queryRows<{ hash: string; createdAt: string | number; applied: string | number }>(
        db,
        sql`select hash, created_at as "createdAt", count(*) over () as applied
            from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
      shippedMigrations(),
    ]);
    const newest = rows[0];
    if (!newest) return { migration: null, migrationError: "No migration has been applied" };
    const when = Number(newest.createdAt);
    const latest = shipped?.at(-1) ?? null;
    return {
      migration: {
        tag: shipped?.find((e) => e.when === when)?.tag ?? null,
        hash: newest.hash,
        generatedAt: new Date(when).toISOString(),
        applied: Number(newest.applied),
        latestTag: latest?.tag ?? null,
        upToDate: latest ? latest.when === when : null,
      },
      migrationError: null,
    };
  } catch (error) {
    return { migration: null, migrationError: `drizzle.__drizzle_migrations could not be read: ${reason(error)}` };
  }
}

/** The live probe: a timed round trip first (nothing queued before it), then size and migration. */
async function probeDatabase(db: Db): Promise<DatabaseStatus> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    const why = `select 1 failed: ${reason(error)}`;
    return { reachable: false, roundTripMs: null, sizeBytes: null, sizeError: why, migration: null, migrationError: why };
  }
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  const [size, migration] = await Promise.all([databaseSize(db), appliedMigration(db)]);
  return { reachable: true, roundTripMs, ...size, ...migration };
}

const money = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

// GET /api/admin/stats: the Overview's figures, each computed by a grouped query over the whole
// network (never one query per hospital), with a live probe of the database.
export async function getAdminStats(actor: Actor, now = new Date()): Promise<AdminStats> {
  requireStaff(actor, ["system_admin"]);
  const db = getDb();
  const databaseStatus = await probeDatabase(db);

  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

  // Raw SQL parameters are not mapped by the column types: the instant goes as ISO text.
  const at = sql`${now.toISOString()}::timestamptz`;
  const [byStatus, [accounts], revenue, activity] = await Promise.all([
    // One pass over hospitals: count, active, ended and paying (paid period in the future) per status.
    db
      .select({
        status: hospitals.subscriptionStatus,
        n: count(),
        active: sql<number>`count(*) filter (where ${hospitals.isActive})`.mapWith(Number),
        ended: sql<number>`count(*) filter (where ${hospitals.subscriptionStatus} = 'expired'
          or (${hospitals.subscriptionStatus} = 'trial' and (${hospitals.trialExpiresAt} is null or ${hospitals.trialExpiresAt} <= ${at}))
          or (${hospitals.subscriptionStatus} <> 'trial' and ${hospitals.paidUntil} <= ${at}))`.mapWith(Number),
        paying: sql<number>`count(*) filter (where ${hospitals.paidUntil} > ${at})`.mapWith(Number),
      })
      .from(hospitals)
      .groupBy(hospitals.subscriptionStatus),
    queryRows<{ staff: string | number; healthWorkers: string | number; patients: string | number }>(
      db,
      // Patients from the exact daily counts kept by triggers (activity_daily, migration 0018): a sum of
      // a few hundred rows rather than a count of a million.
      sql`select (select count(*) from ${users}) as staff, (select count(*) from ${healthWorkers}) as "healthWorkers",
          (select coalesce(sum(n), 0) from ${activityDaily} where metric = 'patients') as patients`,
    ),
    db
      .select({ currency: payments.currency, amount: sum(payments.amount), invoices: count() })
      .from(payments)
      .where(and(eq(payments.status, "paid"), gte(payments.paidAt, monthStart), lt(payments.paidAt, nextMonthStart)))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
    // Newest recorded first: the identity id is the insertion order, and its index serves the limit.
    db
      .select({
        id: auditLogs.id,
        at: auditLogs.createdAt,
        actorType: auditLogs.actorType,
        actorId: auditLogs.actorId,
        action: auditLogs.action,
        entity: auditLogs.entity,
        entityId: auditLogs.entityId,
        hospitalId: auditLogs.hospitalId,
        outcome: auditLogs.outcome,
      })
      .from(auditLogs)
      .orderBy(desc(auditLogs.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ]);

  const hospitalsByStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0])) as Record<SubscriptionStatus, number>;
  const payingHospitals = Object.fromEntries(PLANS.map((p) => [p, 0])) as Record<Plan, number>;
  let totalHospitals = 0;
  let activeHospitals = 0;
  let subscriptionsEnded = 0;
  for (const row of byStatus) {
    const n = Number(row.n);
    totalHospitals += n;
    activeHospitals += row.active;
    subscriptionsEnded += row.ended;
    if (row.status in hospitalsByStatus) hospitalsByStatus[row.status as SubscriptionStatus] = n;
    if ((PLANS as readonly string[]).includes(row.status)) payingHospitals[row.status as Plan] = row.paying;
  }
  // An invoice charges planPrice for PLAN_PERIOD_MONTHS months: per month, that price over the period.
  const mrr = money(PLANS.reduce((total, plan) => total + (payingHospitals[plan] * planPrice(plan)) / PLAN_PERIOD_MONTHS, 0));

  const revenueByCurrency = revenue.map((r) => ({ currency: r.currency, amount: money(r.amount), invoices: Number(r.invoices) }));
  const inPlanCurrency = revenueByCurrency.find((r) => r.currency === PLAN_CURRENCY);

  const usersByKind = { staff: Number(accounts.staff), healthWorkers: Number(accounts.healthWorkers), patients: Number(accounts.patients) };
  return {
    totalHospitals,
    activeHospitals,
    hospitalsByStatus,
    subscriptionsEnded,
    // Staff accounts, health workers and patients live in three tables: totalUsers is their sum.
    totalUsers: usersByKind.staff + usersByKind.healthWorkers + usersByKind.patients,
    usersByKind,
    revenueMonth: monthStart.toISOString().slice(0, 7),
    currency: PLAN_CURRENCY,
    monthlyRevenue: inPlanCurrency?.amount ?? 0,
    paidInvoicesThisMonth: inPlanCurrency?.invoices ?? 0,
    revenueByCurrency,
    mrr,
    payingHospitals,
    databaseStatus,
    recentActivity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
    generatedAt: now.toISOString(),
  };
}
