import { and, desc, eq, sql } from "drizzle-orm";

import { GET as receiptPdfRoute } from "@/app/api/bills/[id]/receipt/pdf/route";
import { GET as reportRoute } from "@/app/api/reports/[type]/route";
import { GET as runsRoute } from "@/app/api/reports/route";
import { resolveActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { appointments, auditLogs, billItems, billPayments, bills, incidentReports, patientHospitals, reportRuns, visitRatings } from "@/lib/db/schema";
import { REPORT_TYPES, type ReportType } from "@/lib/db/schema/report-enums";
import { ServiceError } from "@/lib/errors";
import { addAppointment, addPatient, clinic, type Clinic, type PatientRow } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";

import { reportBatch } from "./context";
import { REPORTS } from "./index";
import { downloadReport, PDF_MAX_ROWS } from "./service";
import { REPORT_BATCH } from "./types";

// Hospital A (Africa/Kampala, UTC+3, shillings) has, in October 2026: four patients linked (one
// named like a spreadsheet formula, one at 01:30 local on 1 October that UTC would put in
// September), 150 completed appointments (a long table), bills paid, open and void, a payment by
// cash and one by mobile money, two incidents. Just after the period (00:30 local on 1 November)
// it has a patient, an appointment, a bill and an incident that must not appear. Hospital B has
// the same kinds of rows in the same period, named so that any leak shows.

let a: Clinic;
let b: Clinic;
let formula: PatientRow;
let others: PatientRow[] = [];
let late: PatientRow;
let bPatient: PatientRow;
let receiptBill: string;
const FROM = "2026-10-01";
const TO = "2026-10-31";
const LONG = 150;
const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';

const at = (iso: string) => new Date(iso);
const report = (type: string, query: string, cookie?: string) => call(reportRoute, `/api/reports/${type}${query}`, { cookie, params: { type } });
const period = (format: "csv" | "pdf", from = FROM, to = TO) => `?from=${from}&to=${to}&format=${format}`;

/** A strict RFC 4180 reader: what we wrote must read back as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') {
      if (cell !== "") throw new Error(`stray quote at ${i}`);
      quoted = true;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else if (ch === "\n" || ch === "\r") throw new Error(`bare line break at ${i}`);
    else cell += ch;
  }
  if (quoted) throw new Error("unterminated quote");
  if (cell !== "" || row.length) throw new Error("missing final line end");
  return rows;
}

/** Pages of a PDF: its page objects (pdfkit writes them uncompressed). */
const pageCount = (pdf: string) => (pdf.match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function link(patient: PatientRow, hospitalId: string, linkedAt: string) {
  await getDb()
    .update(patientHospitals)
    .set({ linkedAt: at(linkedAt) })
    .where(and(eq(patientHospitals.patientId, patient.id), eq(patientHospitals.hospitalId, hospitalId)));
}

async function seed(c: Clinic, prefix: string) {
  const db = getDb();
  const ps = [
    await addPatient(c.hospitalId, { firstName: `${prefix}Amina`, lastName: "Edge" }),
    await addPatient(c.hospitalId, { firstName: `${prefix}Brian`, lastName: "Mid" }),
    await addPatient(c.hospitalId, { firstName: `${prefix}Carol`, lastName: "End" }),
  ];
  await link(ps[0], c.hospitalId, "2026-09-30T22:30:00Z"); // 01:30 on 1 October in Kampala
  await link(ps[1], c.hospitalId, "2026-10-15T09:00:00Z");
  await link(ps[2], c.hospitalId, "2026-10-31T20:59:00Z"); // 23:59 on 31 October in Kampala
  const after = await addPatient(c.hospitalId, { firstName: `${prefix}Late`, lastName: "November" });
  await link(after, c.hospitalId, "2026-10-31T21:30:00Z"); // 00:30 on 1 November in Kampala
  // A rated visit whose consultation began 12 minutes late, then a long table of completed visits.
  const rated = await addAppointment(c, { doctor: c.doctors[0], patientId: ps[1].id, status: "completed", at: at("2026-10-02T06:00:00Z") });
  await db.update(appointments).set({ consultationStartedAt: at("2026-10-02T06:12:00Z") }).where(eq(appointments.id, rated));
  await db.insert(visitRatings).values({ appointmentId: rated, hospitalId: c.hospitalId, patientId: ps[1].id, doctorId: c.doctors[0].id, departmentId: c.general, rating: 4 });
  const start = at("2026-10-03T05:00:00Z").getTime();
  await db.insert(appointments).values(
    Array.from({ length: LONG - 2 }, (_, i) => ({
      hospitalId: c.hospitalId,
      departmentId: c.general,
      doctorId: c.doctors[i % 2].id,
      patientId: ps[i % 3].id,
      appointmentDate: new Date(start + i * 3 * 3_600_000),
      duration: 30,
      status: i % 10 === 0 ? "cancelled" : "completed",
      reason: "Review of a long-standing condition that needs a follow-up visit",
    })),
  );
  await addAppointment(c, { doctor: c.doctors[1], patientId: ps[2].id, status: "completed", at: at("2026-10-31T20:30:00Z") }); // 23:30 local, inside
  await addAppointment(c, { doctor: c.doctors[1], patientId: after.id, status: "completed", at: at("2026-10-31T21:30:00Z") }); // 1 November local, outside
  // Bills: one paid (cash and mobile money), one open, one void; one opened on 1 November.
  const [paid, open] = await db
    .insert(bills)
    .values([
      { hospitalId: c.hospitalId, patientId: ps[0].id, departmentId: c.general, status: "paid", currency: "UGX", totalAmount: 2_000_000, paidAmount: 2_000_000, createdAt: at("2026-10-05T08:00:00Z") },
      { hospitalId: c.hospitalId, patientId: ps[1].id, status: "open", currency: "UGX", totalAmount: 500_000, paidAmount: 0, createdAt: at("2026-10-06T08:00:00Z") },
      {
        hospitalId: c.hospitalId,
        patientId: ps[2].id,
        status: "void",
        currency: "UGX",
        totalAmount: 700_000,
        paidAmount: 0,
        createdAt: at("2026-10-07T08:00:00Z"),
        voidedAt: at("2026-10-07T09:00:00Z"),
        voidReason: "Entered twice by mistake",
      },
      { hospitalId: c.hospitalId, patientId: after.id, status: "open", currency: "UGX", totalAmount: 900_000, paidAmount: 0, createdAt: at("2026-10-31T21:30:00Z") },
    ])
    .returning({ id: bills.id });
  await db.insert(billItems).values([
    { billId: paid.id, hospitalId: c.hospitalId, code: "CONS-GEN", description: "General consultation", quantity: 1, unitAmount: 2_000_000, amount: 2_000_000 },
    { billId: open.id, hospitalId: c.hospitalId, code: "MAL-RDT", description: "Malaria rapid test", quantity: 1, unitAmount: 500_000, amount: 500_000 },
  ]);
  await db.insert(billPayments).values([
    { billId: paid.id, hospitalId: c.hospitalId, method: "cash", amount: 1_500_000, receivedAt: at("2026-10-05T09:00:00Z") },
    { billId: paid.id, hospitalId: c.hospitalId, method: "mobile_money", amount: 500_000, reference: "MM-1", receivedAt: at("2026-10-05T10:00:00Z") },
  ]);
  await db.insert(incidentReports).values([
    { hospitalId: c.hospitalId, reportedBy: c.adminUserId, occurredAt: at("2026-10-10T07:00:00Z"), place: `${prefix}Ward 3`, category: "fall", harmLevel: "no_harm", description: "Patient slipped near the bed" },
    { hospitalId: c.hospitalId, reportedBy: c.adminUserId, occurredAt: at("2026-10-20T07:00:00Z"), place: `${prefix}Pharmacy`, category: "medication", harmLevel: "severe_harm", description: "Wrong dose given to a patient" },
    { hospitalId: c.hospitalId, reportedBy: c.adminUserId, occurredAt: at("2026-10-31T21:30:00Z"), place: `${prefix}November ward`, category: "other", harmLevel: "near_miss", description: "Found just after the period ended" },
  ]);
  return { patients: ps, after, paidBill: paid.id };
}

beforeAll(async () => {
  a = await clinic({ patientCount: 0 });
  b = await clinic({ patientCount: 0 });
  const seededA = await seed(a, "");
  others = seededA.patients;
  late = seededA.after;
  receiptBill = seededA.paidBill;
  formula = await addPatient(a.hospitalId, { firstName: FORMULA_NAME, lastName: "-Smith" });
  await link(formula, a.hospitalId, "2026-10-12T09:00:00Z");
  const seededB = await seed(b, "Bzz");
  bPatient = seededB.patients[0];
});

/** Rows each report of A's October must hold. */
const EXPECTED_ROWS: Record<ReportType, number> = {
  patients: 4, // three seeded and the formula-named one; the 1 November one left out
  staff: 3, // the administrator and two doctors
  appointments: LONG, // the rated one, the long table, 23:30 on 31 October
  financial: 3, // paid, open, void
  departments: 3, // General Medicine, Pharmacy, Laboratory
  incidents: 2,
};

describe("GET /api/reports/{type} as CSV", () => {
  it.each(REPORT_TYPES)("%s: a valid CSV with the header and one line per row of the period, named for the period", async (type) => {
    const res = await report(type, period("csv"), a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${type}-report-2026-10-01-to-2026-10-31.csv"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = parseCsv(String(res.body));
    expect(rows[0]).toEqual(REPORTS[type].columns.map((c) => c.label));
    expect(rows).toHaveLength(EXPECTED_ROWS[type] + 1);
    expect(res.headers.get("x-report-rows")).toBe(String(EXPECTED_ROWS[type]));
    for (const row of rows) expect(row).toHaveLength(rows[0].length);
  });

  it("counts the period in the hospital's time zone: 01:30 on 1 October is in, 00:30 on 1 November is out", async () => {
    const patientsCsv = parseCsv(String((await report("patients", period("csv"), a.adminCookie)).body));
    const ids = patientsCsv.map((r) => r[1]);
    expect(ids).toEqual(expect.arrayContaining([others[0].id, others[2].id, formula.id]));
    expect(ids).not.toContain(late.id);
    const edge = patientsCsv.find((r) => r[1] === others[0].id)!;
    expect(edge[4]).toBe("2026-10-01 01:30");
    const visits = parseCsv(String((await report("appointments", period("csv"), a.adminCookie)).body));
    expect(visits[visits.length - 1][0]).toBe("2026-10-31 23:30");
    expect(visits.map((r) => r[2])).not.toContain(late.id);
  });

  it("writes the values: waiting minutes, ages, money as exact decimals, labels", async () => {
    const visits = parseCsv(String((await report("appointments", period("csv"), a.adminCookie)).body));
    expect(visits[1]).toEqual(["2026-10-02 09:00", `${others[1].firstName} ${others[1].lastName}`, others[1].id, "Sarah Namubiru", "General Medicine", "Completed", "12"]);
    const patientsCsv = parseCsv(String((await report("patients", period("csv"), a.adminCookie)).body));
    expect(patientsCsv.find((r) => r[1] === others[1].id)).toEqual([`${others[1].firstName} ${others[1].lastName}`, others[1].id, "Female", "36", "2026-10-15 12:00", "Registered here", "45"]); // the rated visit and 49 of the table, 5 of them cancelled
    const financial = parseCsv(String((await report("financial", period("csv"), a.adminCookie)).body));
    expect(financial.slice(1).map((r) => r.slice(5))).toEqual([
      ["Paid", "UGX", "2000000", "2000000", "0"],
      ["Open", "UGX", "500000", "0", "500000"],
      ["Void", "UGX", "700000", "0", "0"],
    ]);
    const departments = parseCsv(String((await report("departments", period("csv"), a.adminCookie)).body));
    const general = departments.find((r) => r[0] === "General Medicine")!;
    // 150 visits: the rated one, 148 in the table (15 cancelled), 23:30 on 31 October.
    expect(general.slice(1)).toEqual(["Yes", "2", "0", String(LONG), String(LONG - 15), "15", "0", "0", "12", "1", "4"]);
    expect(departments.find((r) => r[0] === "Pharmacy")!.slice(4)).toEqual(["0", "0", "0", "0", "0", "", "0", ""]);
    const incidents = parseCsv(String((await report("incidents", period("csv"), a.adminCookie)).body));
    expect(incidents.slice(1).map((r) => r.slice(2, 6))).toEqual([
      ["Fall", "No harm", "Reported", "Ward 3"],
      ["Medication or IV fluids", "Severe harm", "Reported", "Pharmacy"],
    ]);
  });

  it("neutralises a cell beginning with = or - (a patient named like a formula)", async () => {
    const text = String((await report("patients", period("csv"), a.adminCookie)).body);
    const row = parseCsv(text).find((r) => r[1] === formula.id)!;
    expect(row[0]).toBe(`'${FORMULA_NAME} -Smith`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("never shows another hospital's rows", async () => {
    for (const type of REPORT_TYPES) {
      const text = String((await report(type, period("csv"), a.adminCookie)).body);
      expect(text).not.toContain("Bzz");
      expect(text).not.toContain(bPatient.id);
    }
    const bPatients = parseCsv(String((await report("patients", period("csv"), b.adminCookie)).body));
    expect(bPatients).toHaveLength(4);
    expect(bPatients.map((r) => r[1])).not.toContain(formula.id);
  });

  it("reads in keyset batches: small batches give the same file, rows at the same instant neither lost nor repeated", async () => {
    const full = new Map<string, string>();
    for (const type of REPORT_TYPES) full.set(type, String((await report(type, period("csv"), a.adminCookie)).body));
    // Five visits at the same instant in August (completed: no overlap rule), one per patient.
    const five = [...others, formula, late];
    await getDb()
      .insert(appointments)
      .values(five.map((p) => ({ hospitalId: a.hospitalId, departmentId: a.general, doctorId: a.doctors[0].id, patientId: p.id, appointmentDate: at("2026-08-10T07:00:00Z"), status: "completed" })));
    reportBatch.size = 2;
    try {
      for (const type of REPORT_TYPES) expect(String((await report(type, period("csv"), a.adminCookie)).body)).toBe(full.get(type));
      const august = parseCsv(String((await report("appointments", period("csv", "2026-08-01", "2026-08-31"), a.adminCookie)).body));
      expect(august.slice(1).map((r) => r[2]).sort()).toEqual(five.map((p) => p.id).sort());
    } finally {
      reportBatch.size = REPORT_BATCH;
    }
  });

  it("answers only the header for a period without data", async () => {
    for (const type of ["patients", "appointments", "financial", "incidents"] as const) {
      const rows = parseCsv(String((await report(type, period("csv", "2025-01-01", "2025-01-31"), a.adminCookie)).body));
      expect(rows).toEqual([REPORTS[type].columns.map((c) => c.label)]);
    }
  });
});

describe("GET /api/reports/{type} as PDF", () => {
  it.each(REPORT_TYPES)("%s: a PDF file named for the period", async (type) => {
    const res = await call(reportRoute, `/api/reports/${type}${period("pdf")}`, { cookie: a.adminCookie, params: { type } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${type}-report-2026-10-01-to-2026-10-31.pdf"`);
    const pdf = String(res.body);
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
  });

  it("spreads a long table over several pages, and a period without data fits on one", async () => {
    const long = await report("appointments", period("pdf"), a.adminCookie);
    expect(pageCount(String(long.body))).toBeGreaterThan(1);
    const empty = await report("appointments", period("pdf", "2025-01-01", "2025-01-31"), a.adminCookie);
    expect(pageCount(String(empty.body))).toBe(1);
  });
});

describe("a PDF too long for the server's memory", () => {
  it("is refused with 422 naming the rows and the CSV, before anything is written; the CSV of the same period is given", async () => {
    const actor = await resolveActor(a.adminCookie.split("=").slice(1).join("="), "127.0.0.1");
    const before = await getDb().$count(reportRuns, eq(reportRuns.hospitalId, a.hospitalId));
    const query = { from: FROM, to: TO, format: "pdf" as const };
    const refused = await downloadReport(actor, "appointments", query, new Date(), { pdfMaxRows: 10 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(422);
    expect((refused as ServiceError).message).toMatch(/^This report has [\d,]+ rows; a PDF holds at most 10\. Download it as CSV, or choose a shorter period\.$/);
    expect(await getDb().$count(reportRuns, eq(reportRuns.hospitalId, a.hospitalId))).toBe(before);
    const csv = await downloadReport(actor, "appointments", { ...query, format: "csv" }, new Date(), { pdfMaxRows: 10 });
    expect(csv.status).toBe(200);
    expect(PDF_MAX_ROWS).toBe(5_000);
  });
});

describe("who may download", () => {
  it("answers 401 signed out, 403 to a doctor and to the system administrator", async () => {
    expect((await report("patients", period("csv"))).status).toBe(401);
    expect((await report("patients", period("csv"), a.doctors[0].cookie)).status).toBe(403);
    const sys = await staffUser("system_admin", null);
    expect((await report("patients", `${period("csv")}&hospitalId=${a.hospitalId}`, sys.cookie)).status).toBe(403);
    expect((await call(runsRoute, "/api/reports", { cookie: a.doctors[0].cookie })).status).toBe(403);
    expect((await call(runsRoute, "/api/reports")).status).toBe(401);
  });

  it("answers 404 for an unknown type and 400 for bad periods or formats, with a clear message", async () => {
    const unknown = await report("salaries", period("csv"), a.adminCookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/Unknown report type/);
    for (const [query, message] of [
      ["?from=2026-10-31&to=2026-10-01&format=csv", /on or after/],
      ["?from=2026-02-30&to=2026-03-01&format=csv", /from must be a date/],
      ["?from=2026-10-01&format=csv", /to must be a date/],
      ["?from=2024-01-01&to=2026-01-01&format=csv", /at most 366 days/],
      [`?from=${FROM}&to=${TO}&format=xlsx`, /format must be one of csv, pdf/],
    ] as const) {
      const res = await report("patients", query, a.adminCookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});

describe("recent reports", () => {
  it("writes a run and an audit record per download, and lists the hospital's last ten with who made them", async () => {
    const before = await getDb().$count(reportRuns, eq(reportRuns.hospitalId, a.hospitalId));
    const res = await report("financial", period("pdf", "2026-10-05", "2026-10-06"), a.adminCookie);
    expect(res.status).toBe(200);
    expect(await getDb().$count(reportRuns, eq(reportRuns.hospitalId, a.hospitalId))).toBe(before + 1);
    const [run] = await getDb().select().from(reportRuns).where(eq(reportRuns.hospitalId, a.hospitalId)).orderBy(desc(reportRuns.createdAt)).limit(1);
    expect(run).toMatchObject({ type: "financial", format: "pdf", periodFrom: "2026-10-05", periodTo: "2026-10-06", rowCount: 2, createdBy: a.adminUserId });
    const audits = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "report.download"), eq(auditLogs.entityId, run.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: a.adminUserId, hospitalId: a.hospitalId, details: { type: "financial", format: "pdf", from: "2026-10-05", to: "2026-10-06", rowCount: 2 } });

    const refused = await report("financial", period("pdf", "2026-10-06", "2026-10-05"), a.adminCookie);
    expect(refused.status).toBe(400);
    expect(await getDb().$count(reportRuns, eq(reportRuns.hospitalId, a.hospitalId))).toBe(before + 1);

    const list = await call(runsRoute, "/api/reports", { cookie: a.adminCookie });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(10);
    expect(list.body[0]).toMatchObject({ id: run.id, type: "financial", format: "pdf", from: "2026-10-05", to: "2026-10-06", rowCount: 2 });
    expect(list.body[0].createdByName).toEqual(expect.any(String));
    const times = list.body.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const theirs = await call(runsRoute, "/api/reports", { cookie: b.adminCookie });
    expect(theirs.body.map((r: { id: string }) => r.id)).not.toContain(run.id);
    const bRuns = await getDb().$count(reportRuns, eq(reportRuns.hospitalId, b.hospitalId));
    expect(theirs.body).toHaveLength(Math.min(10, bRuns));
  });
});

describe("GET /api/bills/{id}/receipt/pdf", () => {
  const receiptPdf = (id: string, cookie?: string) => call(receiptPdfRoute, `/api/bills/${id}/receipt/pdf`, { cookie, params: { id } });

  it("gives the patient their own receipt as a PDF, and the hospital's administrator too, audited", async () => {
    const portal = await portalCookie(others[0].id, "1990-04-12");
    const res = await receiptPdf(receiptBill, portal);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${receiptBill}.pdf"`);
    expect(String(res.body).startsWith("%PDF-")).toBe(true);
    expect(String(res.body).trimEnd().endsWith("%%EOF")).toBe(true);
    const staff = await receiptPdf(receiptBill, a.adminCookie);
    expect(staff.status).toBe(200);
    const reads = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "bill.receipt.read"), eq(auditLogs.entityId, receiptBill)));
    expect(reads[0].n).toBeGreaterThanOrEqual(2);
  });

  it("answers 404 to another patient and to another hospital's staff, 401 signed out", async () => {
    const other = await portalCookie(others[1].id, "1990-04-12");
    expect((await receiptPdf(receiptBill, other)).status).toBe(404);
    expect((await receiptPdf(receiptBill, b.adminCookie)).status).toBe(404);
    expect((await receiptPdf(receiptBill)).status).toBe(401);
  });
});
