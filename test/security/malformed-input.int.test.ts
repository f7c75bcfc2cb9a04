import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";

import { config as proxyConfig, proxy } from "@/proxy";
import { getDb } from "@/lib/db/client";
import { isSafeText } from "@/lib/security/input";
import { queryRows } from "@/lib/db/raw";
import { addDays, localDate, zonedInstant } from "@/lib/time";

import { addAppointment, clinic, consultableSlot, futureSlot, type Clinic } from "../doctor";
import { createHospital, hospitalPayload } from "../factories";
import { call, type CallResult } from "../http";
import { portalCookie, selfForm } from "../patients";
import { staffUser } from "../staff";
import { discoverApiRoutes, discoverPages, fillPattern, handlerOf, type DiscoveredRoute, type Method } from "./routes";

// Malformed input (issue 12): every POST, PUT and PATCH route under app/api, found on disk, gets
// at least 20 bad bodies (invalid JSON, wrong types, null, arrays, 10,000 levels of nesting, 1 MB
// strings, __proto__ and constructor keys, NUL and lone surrogates in every string position of a
// valid body, impossible dates, out-of-range numbers, wrong content types), and every route (any
// method) NUL and bad percent-encoding in each path parameter and query parameter, as the
// principal that reaches its parsing. It fails on a 5xx, on an answer that leaks a stack or SQL,
// and on a row written or changed by a refused request. The proxy must refuse malformed
// encodings of every route and page path (Next.js itself answers a bare 500 to them).

// Grows with every route (77 route files: 130 s on a loaded 2-CPU machine).
// Per share: routes that hash passwords (registrations, sign-ins) take most of it on a busy machine.
jest.setTimeout(900_000);

type Principal = { name: string; cookie?: string };
type Params = Record<string, string | string[]>;
type Attempt = {
  label: string;
  method: Method;
  route: DiscoveredRoute;
  url: string;
  params: Params;
  principal: Principal;
  rawBody?: string;
  contentType?: string;
  /** May rightly succeed (a valid body with extra keys, a literal "%" as a search term): sent alone. */
  mayPass?: boolean;
  /** The answer the input demands: exactly 400, or any 4xx (a refusal). */
  refuse?: 400 | "4xx";
};
type Body = { label: string; raw: string; contentType?: string; mayPass?: boolean; refuse?: 400 | "4xx" };
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const MUTATING: Method[] = ["POST", "PUT", "PATCH"];
/** Tables a refused request may still touch: the audit of a failed sign-in, limit counters, session bookkeeping. */
const BOOKKEEPING = new Set(["audit_logs", "rate_limits", "sessions"]);
const LEAK = [/\n\s+at /, /\bat [\w.<>]+ \(/, /\bselect\b[\s\S]*\bfrom\b/i, /\binsert into\b/i, /\bupdate\b\s+"?\w+"?\s+set\b/i, /failed query/i, /node_modules/, /\.tsx?:\d+/];

const MB = "x".repeat(1024 * 1024);
const deepArrays = "[".repeat(10_000) + "]".repeat(10_000);
const deepObjects = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);

let c: Clinic;
let principals: Principal[];
let validBodies: Record<string, Json>;
let paramValues: Record<string, string | string[]>;
let tables: string[];

beforeAll(async () => {
  c = await clinic({ patientCount: 3 });
  const other = await createHospital();
  const system = await staffUser("system_admin", null);
  const [doctor] = c.doctors;
  const [p0, p1, p2] = c.patients;
  const scheduled = await addAppointment(c, { doctor, patientId: p0.id });
  const accepted = await addAppointment(c, { doctor, patientId: p1.id, status: "accepted", at: consultableSlot(c.timezone), duration: 5 });
  // Signed out first: a route that anyone may call is called as a visitor, and logging out a
  // session the suite still needs never happens.
  principals = [
    { name: "signed out" },
    { name: "hospital_admin", cookie: c.adminCookie },
    { name: "doctor", cookie: doctor.cookie },
    { name: "system_admin", cookie: system.cookie },
    { name: "patient portal", cookie: await portalCookie(p2.id, "1990-04-12", "10.91.0.1") },
  ];
  const at = futureSlot().toISOString();
  // An incident of the hospital, for the follow-up route (issue 17).
  const [incident] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into incident_reports (hospital_id, reported_by, occurred_at, place, category, harm_level, description)
        values (${c.hospitalId}, ${doctor.userId}, now() - interval '1 hour', 'Ward 3', 'fall', 'no_harm', 'Patient slipped near the bed') returning id`,
  );
  // A valid body of each mutating route: its string positions are poisoned one at a time.
  validBodies = {
    "PATCH /api/admin/hospitals/[hospitalId]": { subscriptionStatus: "active", isActive: true },
    "PATCH /api/admin/payments/[paymentId]": { status: "paid" },
    "PATCH /api/admin/users/[userId]": { isVerified: true, isActive: true },
    "POST /api/admin/users/[userId]/temporary-password": {},
    "POST /api/admin/announcements": { level: "warning", message: "Upgrade tonight at 22:00", endsAt: "2099-01-31T22:00:00+03:00" },
    "POST /api/admin/announcements/[announcementId]/end": {},
    "POST /api/admin/backups": {},
    "PUT /api/admin/settings": { defaultPlan: "trial" },
    "POST /api/announcements/[announcementId]/dismiss": {},
    "POST /api/ai-diagnosis": { symptoms: "Fever and headache for three days", patientId: p0.id, duration: "1-3 days", severity: 5, age: 34, sex: "female" },
    "POST /api/appointments": { patientId: p0.id, departmentId: c.general, doctorId: doctor.id, appointmentDate: at, duration: 30, reason: "Persistent headaches", notes: "First visit" },
    "PATCH /api/appointments/[id]": { appointmentDate: futureSlot().toISOString(), duration: 30 },
    "POST /api/auth/login": { email: "nobody@malformed.example", password: "Wrong-Pass1", code: "123456" },
    "POST /api/auth/forgot-password": { email: "nobody@malformed.example" },
    "POST /api/auth/reset-password": { token: "x".repeat(43), newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" },
    "PATCH /api/account/profile": { firstName: "Moses", lastName: "Kato", phone: "+256 700 111 222" },
    "POST /api/departments": { name: "Cardiology", description: "Heart care", isActive: true },
    "PATCH /api/departments/[id]": { name: "General Medicine", description: "Adults", headDoctorId: doctor.id, isActive: true },
    "PATCH /api/doctor/appointments/[id]/respond": { action: "reject", reason: "Not available that day" },
    "PATCH /api/doctor/appointments/[id]/no-show": {},
    "POST /api/doctor/appointments/[id]/start": {},
    "POST /api/portal/appointments/[id]/rating": { rating: 4, comment: "Kind staff, a short wait" },
    // Issue 18: a slot of the hospital's grid six days ahead; the portal patient's own cancel; a reassignment.
    "POST /api/portal/appointments": {
      doctorId: doctor.id,
      appointmentDate: zonedInstant(addDays(localDate(new Date(), c.timezone), 6), "11:00", c.timezone).toISOString(),
      duration: 30,
      reason: "Persistent headaches",
    },
    "POST /api/portal/appointments/[id]/cancel": {},
    "POST /api/appointments/[id]/reassign": { doctorId: c.doctors[1].id },
    "POST /api/doctor/diagnosis": {
      appointmentId: accepted,
      patientId: p1.id,
      symptoms: "Fever and headache for three days",
      diagnosis: "Uncomplicated malaria",
      prescription: "Artemether-lumefantrine",
      treatmentPlan: "Rest and fluids, review in a week",
      prescriptionSentTo: "pharmacy",
      followUpDate: "2027-03-01",
      vitals: { temperatureC: 38.4, pulse: 96, systolic: 124, diastolic: 78, respiratoryRate: 18, spo2: 97, weightKg: 64.5 },
      examination: "Warm to touch, no neck stiffness",
      allergyOverride: { reason: "Benefit outweighs the risk" },
      aiConfidence: 72.5,
      aiAnalysis: { topDiagnoses: [{ name: "Malaria", description: "Likely", confidence: 0.7 }], recommendedTests: ["Blood smear"], treatmentSuggestions: ["Fluids"], urgencyLevel: "medium" },
    },
    "PATCH /api/doctor/diagnosis/[id]/confirm": { confirmed: true, finalDiagnosis: "Uncomplicated malaria", prescriptionSentTo: "pharmacy" },
    "POST /api/doctors": {
      firstName: "Moses",
      lastName: "Kato",
      email: "moses.kato@malformed.example",
      phone: "+256 700 111 222",
      departmentId: c.general,
      specialization: "General Medicine",
      licenseNumber: "UMDPC/M-001",
      experience: "5",
      qualification: "MBChB, Makerere University",
    },
    "PATCH /api/doctors/[id]": { firstName: "Moses", lastName: "Kato", phone: "+256 700 111 222", departmentId: c.general, specialization: "Surgery", isActive: true },
    "POST /api/health-worker/login": { workerNumber: "WN-000001", password: "Wrong-Pass1" },
    "POST /api/health-workers/public-register": {
      firstName: "Grace",
      lastName: "Achieng",
      email: "grace.achieng@malformed.example",
      phone: "+256 701 555 010",
      dateOfBirth: "1992-03-14",
      nationality: "Ugandan",
      address: "Plot 12, Kira Road, Kampala",
      password: "Nurse2026ok",
      confirmPassword: "Nurse2026ok",
      role: "Nurse",
      specialization: "Emergency nursing",
      qualifications: "Diploma in Nursing",
      licenseNumber: "UNMC-M-001",
      experienceYears: 6,
      skills: ["Triage", "Wound care"],
      languages: ["English", "Luganda"],
      emergencyContact: "+256 772 000 111",
      emergencyRelationship: "Sister",
      isPublicProfile: true,
    },
    "PATCH /api/health-worker/tasks/[id]": { status: "completed", notes: "Dispensed 24 tablets" },
    "PATCH /api/health-worker/profile": { phone: "+256 700 333 444", skills: ["Triage", "IV cannulation"], languages: ["English"], isPublicProfile: true },
    "POST /api/health-worker/password": { currentPassword: "Wrong-Pass1", newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" },
    "POST /api/auth/password": { currentPassword: "Wrong-Pass1", newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" },
    "POST /api/auth/sessions/revoke": {},
    "POST /api/auth/two-factor/setup": {},
    "POST /api/auth/two-factor/enable": { code: "123456" },
    "POST /api/auth/two-factor/disable": { code: "abcd-efgh-2345" },
    "POST /api/doctors/[id]/temporary-password": {},
    "POST /api/health-workers/[id]/temporary-password": {},
    "POST /api/incidents": {
      occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      place: "Ward 3",
      category: "Medication",
      harmLevel: "near miss",
      description: "Wrong dose prepared, caught before it was given",
      peopleInvolved: "Nurse on duty",
      patientId: p0.id,
      immediateAction: "Dose corrected",
    },
    "POST /api/incidents/[incidentId]/status": { status: "under_review", note: "Reviewing the medication chart" },
    // Billing (issue 17).
    "POST /api/billing/prices": { kind: "Service", code: "LAB-1", name: "Malaria test", amount: 500000, isActive: true },
    "PATCH /api/billing/prices/[id]": { name: "Malaria RDT", amount: 600000, isActive: true },
    "PUT /api/billing/currency": { currency: "KES" },
    "POST /api/bills": { patientId: p0.id, items: [{ code: "LAB-1", quantity: 1 }] },
    "POST /api/bills/[id]/items": { code: "LAB-1", quantity: 2 },
    "POST /api/bills/[id]/payments": { amount: 1000, method: "Mobile Money", reference: "MM-123" },
    "POST /api/bills/[id]/payments/[paymentId]/void": { reason: "Entered twice by mistake" },
    "POST /api/bills/[id]/void": { reason: "Opened for the wrong patient" },
    "POST /api/tasks": { title: "Check vital signs", description: "Every 4 hours", taskType: "vital_signs", priority: "high", dueDate: "2099-01-31", patientId: p0.id, departmentId: c.general },
    "POST /api/employment-requests": {
      healthWorkerId: "HW-2026-0001",
      healthWorkerEmail: "worker@malformed.example",
      position: "Staff Nurse",
      department: c.general,
      employmentType: "Full-time",
      salaryRange: "UGX 1,500,000",
      message: "Join our team",
    },
    "PATCH /api/employment-requests/[id]": { status: "withdrawn" },
    "PATCH /api/health-worker/employment-requests/[id]": { status: "accepted", responseMessage: "Thank you" },
    "POST /api/health-workers/[id]/end-employment": { reason: "Contract finished" },
    "POST /api/health-workers": {
      firstName: "Sarah",
      lastName: "Auma",
      email: "sarah.auma@malformed.example",
      phone: "+256 700 333 444",
      role: "Nurse",
      departmentId: c.general,
      qualifications: "Diploma in Nursing",
      licenseNumber: "UNMC/M-001",
      employmentType: "Full-time",
      shift: "Morning",
      emergencyContact: "+256 700 333 445",
      emergencyRelationship: "Sister",
    },
    "PATCH /api/health-workers/[id]": { firstName: "Sarah", lastName: "Auma", phone: "+256 700 333 444", role: "Nurse", departmentId: c.general, specialization: "Midwifery", isActive: true },
    "PATCH /api/hospitals/[hospitalId]": {
      address: "Plot 9, Kira Road",
      phone: "+256 414 000 111",
      email: "info@malformed.example",
      website: "https://malformed.example",
      servicesOffered: ["Pharmacy", "Emergency Care"],
      timezone: "Africa/Kampala",
    },
    "POST /api/hospitals/[hospitalId]/subscription": { plan: "premium" },
    "POST /api/hospitals/register": hospitalPayload() as unknown as Json,
    "PATCH /api/patients/[id]": { address: "Plot 9, Kira Road", phone: "+256 772 410 299", dateOfBirth: "1990-04-12", allergies: "Penicillin" },
    "POST /api/patients": selfForm() as unknown as Json,
    "POST /api/patients/verify": { healthNumber: p0.id, dateOfBirth: "1980-01-01" },
    "POST /api/patients/[id]/merge": { duplicateId: p2.id },
  };
  paramValues = { hospitalId: other.hospitalId, id: scheduled, term: "Amina", nextauth: ["callback", "staff"], incidentId: incident.id, type: "patients" };
  tables = (
    await queryRows<{ name: string }>(getDb(), sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  ).map((r) => r.name);
});

/** Per table: its row count and an order-free hash of its rows, so an update shows as well as an insert. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map((t) => sql`select ${t} as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as digest from ${sql.identifier(t)} x`);
  const rows = await queryRows<{ name: string; digest: string }>(getDb(), sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((t) => before[t] !== after[t]);

/** Thrown by a handler that needs Next's request scope (next-auth's own routes): those cannot run outside a server. */
const OUTSIDE_SERVER = /outside a request scope|AsyncLocalStorage accessed/;

/** The answer, or a 500 for a handler that threw (Next answers a bare 500 then); status 0 when it cannot run here. */
async function send(a: Attempt): Promise<CallResult> {
  const headers: Record<string, string> = a.contentType ? { "content-type": a.contentType } : {};
  try {
    // A catch-all's value is an array, as Next passes it; call() types params as strings only.
    const params = a.params as Record<string, string>;
    return await call(handlerOf(a.route, a.method), a.url, { method: a.method, rawBody: a.rawBody, headers, cookie: a.principal.cookie, params, ip: "10.92.0.1" });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: OUTSIDE_SERVER.test(message) ? 0 : 500, body: `threw: ${message}`, headers: new Headers() };
  }
}

/** The first principal that gets past the route's role guard with an empty body (not 401 or 403). */
async function principalFor(route: DiscoveredRoute, method: Method, url: string, params: Params): Promise<Principal> {
  for (const principal of principals) {
    const rawBody = MUTATING.includes(method) ? "{}" : undefined;
    const res = await send({ label: "probe", method, route, url, params, principal, rawBody, contentType: rawBody ? "application/json" : undefined });
    if (res.status !== 401 && res.status !== 403 && res.status !== 0) return principal;
  }
  return principals[1];
}

// ---- bodies ------------------------------------------------------------------------------

/** Every leaf of a JSON value, by path. */
function leaves(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

function setAt(value: Json, path: (string | number)[], leaf: Json): Json {
  if (!path.length) return leaf;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1]] = leaf;
  return copy as Json;
}

const mapLeaves = (value: Json, fn: (leaf: Json) => Json) => leaves(value).reduce((acc, l) => setAt(acc, l.path, fn(l.value)), value);
const withRawKey = (json: string, key: string, value: string) => (json === "{}" ? `{${key}:${value}}` : `{${key}:${value},${json.slice(1)}`);

/** At least 20 bad bodies for a route, most of them derived from its valid body. */
function badBodies(valid: Json | undefined): Body[] {
  const base: Json = valid ?? { name: "Amina", id: "X-1", date: "2027-01-01", count: 1, tags: ["a"], nested: { note: "b" } };
  const json = JSON.stringify(base);
  const out: Body[] = [
    { label: "invalid JSON", raw: `${json.slice(0, -1)},` },
    { label: "not JSON at all", raw: "patient=Amina&id=1" },
    { label: "JSON with a byte-order mark", raw: `\ufeff${json}` },
    { label: "null", raw: "null" },
    { label: "empty array", raw: "[]" },
    { label: "array of the valid body", raw: `[${json}]` },
    { label: "a string", raw: '"Amina"' },
    { label: "a number", raw: "1e400" },
    { label: "a boolean", raw: "true" },
    { label: "10,000 nested arrays", raw: deepArrays },
    { label: "10,000 nested objects", raw: deepObjects },
    { label: "__proto__ key", raw: withRawKey(json, '"__proto__"', '{"role":"system_admin","isAdmin":true,"hospitalId":"HOSP-999"}'), mayPass: true },
    { label: "constructor.prototype key", raw: withRawKey(json, '"constructor"', '{"prototype":{"polluted":"yes"}}'), mayPass: true },
    { label: "1 MB strings in every text field", raw: JSON.stringify({ ...(mapLeaves(base, (v) => (typeof v === "string" ? MB : v)) as object), note: MB }) },
    { label: "numbers for every field", raw: JSON.stringify(mapLeaves(base, () => 12345)) },
    { label: "objects for every field", raw: JSON.stringify(mapLeaves(base, () => ({ $gt: "" }))) },
    { label: "arrays for every field", raw: JSON.stringify(mapLeaves(base, (v) => [v, v])) },
    { label: "booleans for every field", raw: JSON.stringify(mapLeaves(base, () => false)) },
    { label: "null for every field", raw: JSON.stringify(mapLeaves(base, () => null)) },
    { label: "out-of-range list numbers", raw: JSON.stringify({ ...(base as object), limit: -1, offset: 1e21, duration: 99999, age: -5, severity: 11 }), mayPass: true },
    // A date of the route's own body on 30 February is refused (the portal sign-in answers 401 to any wrong date).
    { label: "impossible dates", raw: JSON.stringify(impossibleDates(base)), refuse: valid && hasDate(valid) ? "4xx" : undefined },
    { label: "NUL in a key", raw: withRawKey(json, '"name\\u0000"', '"x"') },
    { label: "lone surrogate in a key", raw: withRawKey(json, '"\\ud800"', '"x"') },
    { label: "valid body as text/plain", raw: json, contentType: "text/plain", mayPass: true },
    { label: "form-encoded body", raw: "name=Amina&email=a%40b.c", contentType: "application/x-www-form-urlencoded" },
    { label: "multipart body", raw: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmina\r\n--b--', contentType: "multipart/form-data; boundary=b" },
    { label: "JSON content type, empty body", raw: " ", mayPass: true },
  ];
  if (leaves(base).some((l) => typeof l.value === "number")) {
    out.push(
      { label: "huge numbers", raw: JSON.stringify(mapLeaves(base, (v) => (typeof v === "number" ? 1e308 : v))).replace(/1e\+308/g, "1e400"), mayPass: true },
      { label: "negative and fractional numbers", raw: JSON.stringify(mapLeaves(base, (v) => (typeof v === "number" ? -2.5 : v))), mayPass: true },
      { label: "numbers past 2^53 as text", raw: JSON.stringify(mapLeaves(base, (v) => (typeof v === "number" ? "9007199254740993123" : v))), mayPass: true },
    );
  }
  // Each string (and each number) position poisoned alone, so that the body is otherwise valid: a
  // route that reads a body (one with a valid body in the table) must answer 400.
  const refuse = valid ? 400 : undefined;
  for (const leaf of leaves(base)) {
    if (typeof leaf.value !== "string" && typeof leaf.value !== "number") continue;
    const text = String(leaf.value);
    const at = leaf.path.join(".");
    out.push({ label: `NUL in ${at}`, raw: JSON.stringify(setAt(base, leaf.path, `${text.slice(0, 2)}\u0000${text.slice(2)}`)), refuse });
    out.push({ label: `lone high surrogate in ${at}`, raw: JSON.stringify(setAt(base, leaf.path, `${text}\ud83e`)), refuse });
    out.push({ label: `lone low surrogate in ${at}`, raw: JSON.stringify(setAt(base, leaf.path, `\udc00${text}`)), refuse });
  }
  return out;
}

const isDateText = (v: Json) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v);
const hasDate = (body: Json) => leaves(body).some((l) => isDateText(l.value));

/** Every date-looking text of the body on 30 February (a date of the form added where there is none). */
function impossibleDates(base: Json): Json {
  const dated = mapLeaves(base, (v) => (isDateText(v) ? (v as string).replace(/^\d{4}-\d{2}-\d{2}/, "2027-02-30") : v));
  return !hasDate(base)
    ? { ...(base as object), date: "2027-02-30", dateOfBirth: "2001-02-29", appointmentDate: "2027-02-30T10:00:00Z", followUpDate: "2027-04-31" }
    : dated;
}

const QUERY_NAMES = [
  "search",
  "limit",
  "offset",
  "hospitalId",
  "from",
  "to",
  "status",
  "doctorId",
  "departmentId",
  "patientId",
  "date",
  "duration",
  "exceptId",
  "callbackUrl",
  // The public directory's filters (issue 18).
  "specialization",
  "availability",
  "city",
  "country",
  "language",
];
const BAD_PARAMS = ["\u0000", "UG-PAT-\u00002026-001", "\ud800", "abc\udfff", "%", "%E0%A4%A", "%00"];

const encodeLoose = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
};

/** NUL, lone surrogates and undecoded escapes in each path parameter; NUL and bad escapes in each query parameter. */
function urlAttempts(route: DiscoveredRoute, method: Method, principal: Principal): Attempt[] {
  const out: Attempt[] = [];
  const params: Params = Object.fromEntries(route.params.map((p) => [p, paramValues[p] ?? "UNKNOWN-1"]));
  const url = fillPattern(route.pattern, params);
  for (const name of route.params) {
    for (const bad of BAD_PARAMS) {
      const value = Array.isArray(params[name]) ? [bad] : bad;
      const badParams = { ...params, [name]: value };
      const path = route.pattern.replace(new RegExp(`\\[(?:\\.\\.\\.)?${name}\\]`), encodeLoose(bad));
      const mayPass = isSafeText(bad);
      out.push({ label: `path [${name}] = ${JSON.stringify(bad)}`, method, route, url: fillPattern(path, params), params: badParams, principal, mayPass });
    }
  }
  for (const name of QUERY_NAMES) out.push({ label: `query ${name}=%00`, method, route, url: `${url}?${name}=%00`, params, principal });
  const all = (v: string) => QUERY_NAMES.map((n) => `${n}=${v}`).join("&");
  out.push({ label: "every query parameter = %", method, route, url: `${url}?${all("%")}`, params, principal, mayPass: true });
  out.push({ label: "every query parameter = %E0%A4%A", method, route, url: `${url}?${all("%E0%A4%A")}`, params, principal, mayPass: true });
  out.push({ label: "NUL in a query name", method, route, url: `${url}?search%00=1`, params, principal });
  return out;
}

// ---- the run -----------------------------------------------------------------------------

type Tally = { failures: string[]; statuses: Map<number, number>; unchecked: number; outsideServer: number };

/**
 * Sends a batch in parallel between two snapshots of the database. A batch answered only with 400
 * may change nothing (but session and limit bookkeeping); with other 4xx, audit rows too; a batch
 * with a success in it cannot be checked for writes (requests that may succeed are sent alone).
 */
async function runBatch(batch: Attempt[], tally: Tally) {
  const before = await snapshot();
  const results = await Promise.all(batch.map(send));
  const changed = changedTables(before, await snapshot());
  results.forEach((res, i) => {
    const a = batch[i];
    const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "");
    const where = `${a.method} ${a.url.slice(0, 80)} as ${a.principal.name} (${a.label})`;
    tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
    if (res.status === 0) tally.outsideServer += 1;
    if (a.refuse === 400 && res.status !== 400) tally.failures.push(`${where}: ${res.status}, expected 400`);
    if (a.refuse === "4xx" && !(res.status >= 400 && res.status < 500)) tally.failures.push(`${where}: ${res.status}, expected a refusal`);
    if (res.status >= 500) tally.failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
    const leak = LEAK.find((p) => p.test(text));
    if (leak) tally.failures.push(`${where}: the answer leaks ${leak}: ${text.slice(0, 200)}`);
  });
  if (results.some((r) => r.status < 400)) {
    // Includes status 0 (could not run here): nothing can be said about its writes.
    tally.unchecked += batch.length;
    return;
  }
  const allowed = results.every((r) => r.status === 400) ? new Set(["sessions", "rate_limits"]) : BOOKKEEPING;
  const written = changed.filter((t) => !allowed.has(t));
  if (written.length) {
    const what = batch.map((a, i) => `${a.method} ${a.route.pattern} (${a.label}) ${results[i].status}`).join("; ");
    tally.failures.push(`refused requests changed ${written.join(", ")}: ${what}`);
  }
}

/**
 * Mutations that may succeed go alone (a success leaves its batch unchecked); reads that may
 * succeed, and requests that must be refused, go in parallel batches of their own kind.
 */
async function runAll(attempts: Attempt[], tally: Tally) {
  const mayWrite = (a: Attempt) => a.mayPass && MUTATING.includes(a.method);
  for (const a of attempts.filter(mayWrite)) await runBatch([a], tally);
  for (const group of [attempts.filter((a) => a.mayPass && !mayWrite(a)), attempts.filter((a) => !a.mayPass)]) {
    for (let i = 0; i < group.length; i += 12) await runBatch(group.slice(i, i + 12), tally);
  }
}

// The routes in four shares, each its own test (and time limit): the suite grows with every route.
const SHARES = 4;
const allRoutes = discoverApiRoutes();
const shares = Array.from({ length: SHARES }, (_, i) => allRoutes.filter((_, n) => n % SHARES === i));

describe("malformed input", () => {
  it("discovers the routes", () => {
    expect(allRoutes.length).toBeGreaterThan(30);
  });

  it.each(shares.map((routes, i) => [i + 1, routes] as const))("never answers 5xx, never leaks a stack or SQL, and a refused request writes nothing (share %i of 4)", async (_share, routes) => {
    const tally: Tally = { failures: [], statuses: new Map(), unchecked: 0, outsideServer: 0 };
    let bodies = 0;
    let urls = 0;
    let mutating = 0;

    for (const route of routes) {
      for (const method of route.methods) {
        const params: Params = Object.fromEntries(route.params.map((p) => [p, paramValues[p] ?? "UNKNOWN-1"]));
        const url = fillPattern(route.pattern, params);
        const principal = await principalFor(route, method, url, params);
        const attempts: Attempt[] = [];
        if (MUTATING.includes(method)) {
          mutating += 1;
          const list = badBodies(validBodies[`${method} ${route.pattern}`]);
          expect(list.length).toBeGreaterThanOrEqual(20);
          bodies += list.length;
          for (const b of list) attempts.push({ ...b, method, route, url, params, principal, rawBody: b.raw, contentType: b.contentType ?? "application/json" });
        }
        const viaUrl = urlAttempts(route, method, principal);
        urls += viaUrl.length;
        await runAll([...attempts, ...viaUrl], tally);
      }
    }
    const { failures, statuses } = tally;

    // No body reached Object.prototype.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(
      `malformed input: ${routes.length} route files, ${mutating} POST/PUT/PATCH routes, ${bodies} bodies, ${urls} path and query attempts ` +
        `(${tally.unchecked} in batches with a 2xx/3xx answer, not checked for writes; ${tally.outsideServer} need a Next server: next-auth's own routes); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures).toEqual([]);
  });

  it("the NUL or lone surrogate of a body is refused with 400 naming the field", async () => {
    const route = discoverApiRoutes().find((r) => r.pattern === "/api/departments")!;
    const res = await call(handlerOf(route, "POST"), "/api/departments", { rawBody: '{"name":"Card\\u0000iology","description":"ok"}', headers: { "content-type": "application/json" }, cookie: c.adminCookie });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "name contains a character that is not allowed", fieldErrors: { name: "name contains a character that is not allowed" } });
    const deep = await call(handlerOf(route, "POST"), "/api/departments", { rawBody: deepArrays, headers: { "content-type": "application/json" }, cookie: c.adminCookie });
    expect(deep.status).toBe(400);
  });

  it("the proxy runs in front of every route and page and refuses malformed encodings in each path segment and the query", async () => {
    const paths = [
      ...discoverApiRoutes().map((r) => fillPattern(r.pattern, Object.fromEntries(r.params.map((p) => [p, p === "nextauth" ? ["session"] : "X-1"])))),
      ...discoverPages().map((p) => fillPattern(p.pattern, Object.fromEntries(p.params.map((n) => [n, "X-1"])))),
    ];
    // NOTE: next/experimental/testing/server's matcher check cannot load beside the route modules
    // (it installs a stand-in AsyncLocalStorage); the matchers are regular expressions as written.
    const matchers = ([] as string[]).concat(proxyConfig.matcher).map((m) => new RegExp(`^${m}$`));
    const failures: string[] = [];
    let attempts = 0;
    for (const path of paths) {
      if (!matchers.some((m) => m.test(path))) failures.push(`${path}: proxy does not run`);
      const clean = await proxy(new NextRequest(new URL(path, "http://localhost:3000")));
      if (clean.status === 400) failures.push(`${path}: a clean path is refused`);
      const segments = path.split("/");
      const variants = segments.flatMap((_, i) =>
        i === 0 ? [] : ["%", "%E0%A4%A", "%00", "%ED%A0%80"].map((bad) => segments.map((s, j) => (j === i ? bad : s)).join("/")),
      );
      for (const query of ["?search=%", "?search=%00", "?%00=1", "?hospitalId=%ED%A0%80", "?date=%E0%A4%A"]) variants.push(path + query);
      for (const url of variants) {
        attempts += 1;
        const res = await proxy(new NextRequest(new URL(url, "http://localhost:3000")));
        if (res.status !== 400) failures.push(`${url}: proxy answered ${res.status}`);
        else if (!(await res.json()).fieldErrors) failures.push(`${url}: no fieldErrors`);
      }
    }
    console.log(`malformed input (proxy): ${paths.length} route and page paths, ${attempts} malformed URLs`);
    expect(failures).toEqual([]);
  });
});
