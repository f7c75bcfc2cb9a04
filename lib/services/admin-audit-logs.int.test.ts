import { randomBytes } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { GET as exportRoute } from "@/app/api/admin/audit-logs/export/route";
import { GET as listRoute } from "@/app/api/admin/audit-logs/route";
import type { StaffActor } from "@/lib/auth/actor-types";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { auditLogs, type NewAuditLog } from "@/lib/db/schema";
import { auditLogFiltersSchema } from "@/lib/validation/admin-audit-logs";
import { actorOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker } from "@/test/workers";

import { auditLogPageQuery } from "./admin-audit-logs";

// The network's audit trail for the system administrator: filters, paging, CSV export, and the
// reading itself on the record ("who opened this patient's record", and who looked at that).

let c: Clinic;
let sys: Awaited<ReturnType<typeof staffUser>>;
let sysId: string;
let outsiders: [string, string | undefined, number][];
/** A tag unique to this run, in every seeded actor, action and hospital, so that other rows never match. */
const tag = randomBytes(4).toString("hex");
const ids: Record<string, number> = {};

const list = (cookie: string | undefined, query: Record<string, string> = {}) =>
  call(listRoute, `/api/admin/audit-logs?${new URLSearchParams(query)}`, { cookie });
const exportCsv = (cookie: string | undefined, query: Record<string, string> = {}) =>
  call(exportRoute, `/api/admin/audit-logs/export?${new URLSearchParams(query)}`, { cookie });
const idsOf = (body: { id: number }[]) => body.map((r) => r.id);
const names = (...keys: string[]) => keys.map((k) => ids[k]);

/** Seeded records, oldest first: [name, record]. */
const seed: [string, Partial<NewAuditLog>][] = [
  ["login", { actorId: `u-${tag}`, action: `t${tag}.auth.login`, hospitalId: `H-${tag}`, createdAt: new Date("2026-03-01T08:00:00Z") }],
  ["read", { actorId: `u-${tag}`, action: `t${tag}.patient.read`, entity: "patient", entityId: `P-${tag}`, hospitalId: `H-${tag}`, createdAt: new Date("2026-03-02T09:00:00Z") }],
  ["other", { actorId: `u-${tag}x`, action: `t${tag}.patient.read`, entity: "patient", entityId: `P-${tag}`, hospitalId: `G-${tag}`, createdAt: new Date("2026-03-02T23:59:59Z") }],
  ["logout", { actorId: `u-${tag}`, action: `t${tag}.auth.logout`, hospitalId: `G-${tag}`, createdAt: new Date("2026-03-03T00:00:00Z") }],
  // `_` is a LIKE wildcard: the prefix `t…auth_` must not find `t…authX…`.
  ["under", { actorId: `v-${tag}`, action: `t${tag}.auth_x.done`, createdAt: new Date("2026-03-04T10:00:00Z") }],
  ["wild", { actorId: `v-${tag}`, action: `t${tag}.authXx.done`, outcome: "denied", createdAt: new Date("2026-03-04T10:00:00Z") }],
  [
    "csv",
    {
      actorId: `w-${tag}`,
      action: `t${tag}.export.test`,
      entity: "patient",
      entityId: "=cmd|' /C calc'!A0",
      ip: "10.1.2.3",
      details: { note: 'a,b\n"c"' },
      createdAt: new Date("2026-03-05T10:00:00Z"),
    },
  ],
];

beforeAll(async () => {
  c = await clinic({ patientCount: 1 });
  sys = await staffUser("system_admin", null);
  sysId = ((await actorOf(sys.cookie)) as StaffActor).userId;
  const user = await staffUser("user", c.hospitalId);
  const worker = await addTestWorker(c.hospitalId, c.general);
  const patient = await portalCookie(c.patients[0].id, "1990-04-12");
  outsiders = [
    ["signed out", undefined, 401],
    ["a hospital administrator", c.adminCookie, 403],
    ["a doctor", c.doctors[0].cookie, 403],
    ["a staff user", user.cookie, 403],
    ["a health worker", worker.cookie, 403],
    ["a portal patient", patient, 403],
  ];
  for (const [name, record] of seed) {
    const [row] = await getDb()
      .insert(auditLogs)
      .values({ actorType: "staff", ...record } as NewAuditLog)
      .returning({ id: auditLogs.id });
    ids[name] = row.id;
  }
});

const readsBy = (actorId: string) =>
  getDb().select().from(auditLogs).where(and(eq(auditLogs.actorId, actorId), eq(auditLogs.entity, "audit_log")));

describe("who may read", () => {
  it("refuses every other principal, for the list and the export, and records no read", async () => {
    for (const [who, cookie, status] of outsiders) {
      expect([who, (await list(cookie)).status]).toEqual([who, status]);
      expect([who, (await exportCsv(cookie)).status]).toEqual([who, status]);
    }
    const reads = await getDb().select().from(auditLogs).where(eq(auditLogs.entity, "audit_log"));
    expect(reads).toHaveLength(0);
  });
});

describe("GET /api/admin/audit-logs", () => {
  it("answers whole records, newest first (ties by id)", async () => {
    const res = await list(sys.cookie, { actor: `v-${tag}` });
    expect(res.status).toBe(200);
    // Same instant: the later insert first.
    expect(idsOf(res.body)).toEqual(names("wild", "under"));
    expect(res.body[0]).toEqual({
      id: ids.wild,
      createdAt: "2026-03-04T10:00:00.000Z",
      actorType: "staff",
      actorId: `v-${tag}`,
      action: `t${tag}.authXx.done`,
      entity: null,
      entityId: null,
      hospitalId: null,
      ip: null,
      outcome: "denied",
      details: null,
    });
  });

  it.each([
    ["actor, exact (not a prefix)", { actor: `u-${tag}` }, ["logout", "read", "login"]],
    ["action, exact", { action: `t${tag}.patient.read` }, ["other", "read"]],
    ["action, prefix with a dot", { action: `t${tag}.auth.` }, ["logout", "login"]],
    ["action, prefix with *", { action: `t${tag}.auth*` }, ["wild", "under", "logout", "login"]],
    ["action, `_` taken literally", { action: `t${tag}.auth_*` }, ["under"]],
    ["hospital", { hospitalId: `G-${tag}` }, ["logout", "other"]],
    ["the record: who opened this patient's", { entity: "patient", entityId: `P-${tag}` }, ["other", "read"]],
    ["from a date (that whole day on)", { action: `t${tag}*`, from: "2026-03-04" }, ["csv", "wild", "under"]],
    ["to a date (that whole day included)", { action: `t${tag}*`, to: "2026-03-02" }, ["other", "read", "login"]],
    ["from and to, the same day", { action: `t${tag}*`, from: "2026-03-02", to: "2026-03-02" }, ["other", "read"]],
    ["instants with offsets, both ends included", { action: `t${tag}*`, from: "2026-03-02T12:00:00+03:00", to: "2026-03-03T03:00:00+03:00" }, ["logout", "other", "read"]],
    ["everything at once", { actor: `u-${tag}`, action: `t${tag}.auth.`, hospitalId: `H-${tag}`, from: "2026-03-01", to: "2026-03-01T08:00:00Z" }, ["login"]],
    ["nothing matching", { actor: `nobody-${tag}` }, []],
  ])("filters by %s", async (_label, query, expected) => {
    const res = await list(sys.cookie, query as Record<string, string>);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(names(...expected));
  });

  it("pages with limit and offset", async () => {
    const page = (limit: string, offset: string) => list(sys.cookie, { action: `t${tag}*`, limit, offset });
    expect(idsOf((await page("2", "0")).body)).toEqual(names("csv", "wild"));
    expect(idsOf((await page("2", "2")).body)).toEqual(names("under", "logout"));
    expect(idsOf((await page("50", "6")).body)).toEqual(names("login"));
    expect((await page("50", "7")).body).toEqual([]);
    // Unfiltered: 50 by default, at most 200.
    expect((await list(sys.cookie)).body.length).toBeLessThanOrEqual(50);
  });

  it.each([
    [{ from: "2026-02-30" }, "from must be a date (YYYY-MM-DD) or an ISO instant"],
    [{ from: "yesterday" }, "from must be a date (YYYY-MM-DD) or an ISO instant"],
    [{ to: "2026-03-01T25:00:00Z" }, "to must be a date (YYYY-MM-DD) or an ISO instant"],
    [{ to: "2026-03-01T10:00:00" }, "to must be a date (YYYY-MM-DD) or an ISO instant"],
    [{ from: "2026-03-03", to: "2026-03-02" }, "from must not be after to"],
    [{ from: "2026-03-02T10:00:01Z", to: "2026-03-02T10:00:00Z" }, "from must not be after to"],
    [{ action: "auth.%" }, "action must be an action name (auth.login) or a prefix (auth. or auth*)"],
    [{ action: "*" }, "action must be an action name (auth.login) or a prefix (auth. or auth*)"],
    [{ actor: "x".repeat(201) }, "actor must be at most 200 characters"],
    [{ limit: "0" }, "limit must be a number from 1 to 200"],
    [{ limit: "201" }, "limit must be a number from 1 to 200"],
    [{ offset: "-1" }, "offset must be a whole number of 0 or more"],
  ])("answers 400 for %j, and records no read", async (query, message) => {
    const q = query as Record<string, string>;
    const before = (await readsBy(sysId)).length;
    const res = await list(sys.cookie, q);
    expect([res.status, res.body.message]).toEqual([400, message]);
    // The export has no paging: a bad limit or offset is not its concern, and its read is recorded.
    const paging = "limit" in q || "offset" in q;
    expect((await exportCsv(sys.cookie, q)).status).toBe(paging ? 200 : 400);
    expect((await readsBy(sysId)).length).toBe(before + (paging ? 1 : 0));
  });

  it("records each read, so that who looked is answerable through the same list", async () => {
    const looked = await list(sys.cookie, { entity: "patient", entityId: `P-${tag}`, from: "2026-03-01" });
    expect(looked.status).toBe(200);
    const who = await list(sys.cookie, { actor: sysId, action: "admin.audit_log.", limit: "1" });
    expect(who.body).toHaveLength(1);
    expect(who.body[0]).toMatchObject({
      actorType: "staff",
      actorId: sysId,
      action: "admin.audit_log.read",
      entity: "audit_log",
      hospitalId: null,
      outcome: "success",
      details: {
        filters: { entity: "patient", entityId: `P-${tag}`, from: "2026-03-01T00:00:00.000Z" },
        limit: 50,
        offset: 0,
        returned: 2,
      },
    });
    expect(who.body[0].ip).toBeTruthy();
  });
});

describe("GET /api/admin/audit-logs/export", () => {
  it("answers the filtered records as a CSV attachment, escaped and formula-safe, and records the export", async () => {
    const res = await exportCsv(sys.cookie, { actor: `w-${tag}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename=audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(res.headers.get("x-export-truncated")).toBe("false");
    expect(res.body).toBe(
      "id,createdAt,actorType,actorId,action,entity,entityId,hospitalId,ip,outcome,details\r\n" +
        `${ids.csv},2026-03-05T10:00:00.000Z,staff,w-${tag},t${tag}.export.test,patient,'=cmd|' /C calc'!A0,,10.1.2.3,success,` +
        `"{""note"":""a,b\\n\\""c\\""""}"\r\n`,
    );
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, sysId), eq(auditLogs.action, "admin.audit_log.export"), sql`${auditLogs.details}->'filters'->>'actor' = ${`w-${tag}`}`));
    expect(entry.details).toMatchObject({ rows: 1, truncated: false });
  });

  it("takes the list's filters (prefix, dates), newest first", async () => {
    const res = await exportCsv(sys.cookie, { action: `t${tag}.auth.`, to: "2026-03-02" });
    const rows = (res.body as string).trim().split("\r\n").slice(1);
    expect(rows.map((r) => Number(r.split(",")[0]))).toEqual(names("login"));
  });
});

describe("indexes", () => {
  // With sequential scans off, the plan names the index a filter can use: each common filter has one.
  // Whether the planner then sorts on top (a full or an incremental sort) depends on the server's
  // version and the table's size (PostgreSQL 15 sorts these few rows fully, PGlite presorts), so the
  // order is not asserted here.
  it.each([
    ["no filter", {}, "audit_logs_created_idx"],
    ["dates only", { from: "2026-03-01", to: "2026-03-05" }, "audit_logs_created_idx"],
    ["actor", { actor: "u-1" }, "audit_logs_actor_created_idx"],
    ["action", { action: "auth.login" }, "audit_logs_action_created_idx"],
    ["action prefix", { action: "auth." }, "audit_logs_action_created_idx"],
    ["hospital", { hospitalId: "HOSP-001" }, "audit_logs_hospital_created_idx"],
    ["record", { entity: "patient", entityId: "UG-1" }, "audit_logs_entity_idx"],
  ])("%s (%j) uses %s", async (_label, query, index) => {
    const filters = auditLogFiltersSchema.parse(query);
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${auditLogPageQuery(filters, 50, 0, tx)}`);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain(`Index Scan using ${index} on audit_logs`);
  });
});
