import { sql } from "drizzle-orm";

import { GET as listRoute } from "@/app/api/patients/route";
import { GET as searchRoute } from "@/app/api/patients/search/[term]/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { patients } from "@/lib/db/schema";
import { call } from "@/test/http";
import { auditRows, dialogForm, registerCall, registered, selfForm } from "@/test/patients";
import { hospitalWithAdmin } from "@/test/staff";

import { ALREADY_REGISTERED, DUPLICATE_NAME_SIMILARITY, POSSIBLE_DUPLICATE } from "./patient-duplicates";
import { storedPhoneDigits } from "./phone";

// Hospital A registers Sarah Nabirye (phone 0701 330 355) and Brian Mugisha; hospital B registers
// its own patients. Staff registering someone who may already exist are shown the records their
// hospital may see; a visitor who registers themselves twice is sent back to the portal.

type Registered = Awaited<ReturnType<typeof registered>>;
let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let sarah: Registered, brian: Registered, twinOfB: Registered;

const person = (overrides: Record<string, unknown>) => dialogForm({ email: "", ...overrides });
const list = (cookie: string, search: string) => call(listRoute, `/api/patients?search=${encodeURIComponent(search)}`, { cookie });
const pick = (cookie: string, term: string) => call(searchRoute, `/api/patients/search/${encodeURIComponent(term)}`, { cookie, params: { term } });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const patientCount = () => getDb().$count(patients);

beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
  sarah = await registered(person({ firstName: "Sarah", lastName: "Nabirye", dateOfBirth: "1988-06-01", phone: "0701330355", confirmNotDuplicate: false }), { cookie: a.cookie });
  brian = await registered(person({ firstName: "Brian", lastName: "Mugisha", dateOfBirth: "1975-02-20", phone: "+256 772 100 001", confirmNotDuplicate: false }), { cookie: a.cookie });
  // B's own patient with Sarah's number written another way: B is told a record exists elsewhere, and registers anyway.
  twinOfB = await registered(person({ firstName: "Joan", lastName: "Okot", dateOfBirth: "1990-01-01", phone: "+256 701 330 355" }), { cookie: b.cookie });
});

describe("phone search in any format", () => {
  it("stores the phone as digits with the country code, as phone.ts computes them", async () => {
    const rows = await queryRows<{ id: string; phone_digits: string }>(getDb(), sql`select id, phone_digits from patients where id in (${sarah.id}, ${twinOfB.id})`);
    expect(rows.map((r) => r.phone_digits)).toEqual(["256701330355", "256701330355"]);
    expect(storedPhoneDigits("0701330355", "Uganda")).toBe("256701330355");
  });

  it.each(["0701330355", "+256 701 330 355", "330355", "00256701330355"])("finds Sarah by %s in the list and the picker, never B's patient", async (term) => {
    expect(ids((await list(a.cookie, term)).body)).toEqual([sarah.id]);
    expect(ids((await pick(a.cookie, term)).body)).toEqual([sarah.id]);
    expect(ids((await list(b.cookie, term)).body)).toEqual([twinOfB.id]);
  });

  it("does not read short digit runs as phone numbers", async () => {
    expect((await list(a.cookie, "30355")).body).toEqual([]);
  });
});

describe("duplicate detection on staff registration", () => {
  it.each([
    ["a similar name (typo) and the same date of birth", { firstName: "Brain", lastName: "Mugisha", dateOfBirth: "1975-02-20", phone: "+256 772 100 101" }],
    ["swapped names and the same date of birth", { firstName: "Mugisha", lastName: "Brian", dateOfBirth: "1975-02-20", phone: "+256 772 100 102" }],
    ["the same phone in another format", { firstName: "Peter", lastName: "Ssali", dateOfBirth: "1960-09-09", phone: "0772 100 001" }],
  ])("answers 409 possible_duplicate for %s, with the candidate, and registers nothing", async (_, fields) => {
    const before = await patientCount();
    const res = await registerCall(person(fields), { cookie: a.cookie });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: POSSIBLE_DUPLICATE,
      code: "possible_duplicate",
      candidates: [{ id: brian.id, firstName: "Brian", lastName: "Mugisha", dateOfBirth: "1975-02-20" }],
      otherCount: 0,
    });
    expect(await patientCount()).toBe(before);
  });

  it("matches the same national ID", async () => {
    const holder = await registered(person({ firstName: "Moses", lastName: "Kato", dateOfBirth: "1970-07-07", phone: "+256 772 100 201", nationalId: "CM7000111" }), { cookie: a.cookie });
    const res = await registerCall(person({ firstName: "Musa", lastName: "Katende", dateOfBirth: "1971-01-01", phone: "+256 772 100 202", nationalId: "cm 7000111" }), { cookie: a.cookie });
    expect(res.status).toBe(409);
    expect(ids(res.body.candidates)).toEqual([holder.id]);
  });

  it.each([
    ["twins sharing only the surname", { firstName: "Sarah", lastName: "Mugisha", dateOfBirth: "1975-02-20", phone: "+256 772 100 301" }],
    ["the same first name only", { firstName: "Brian", lastName: "Okello", dateOfBirth: "1975-02-20", phone: "+256 772 100 302" }],
    ["the same name born another day", { firstName: "Brian", lastName: "Mugisha", dateOfBirth: "1975-02-21", phone: "+256 772 100 303" }],
    ["a phone differing in one digit", { firstName: "Ivan", lastName: "Lubega", dateOfBirth: "1999-12-12", phone: "+256 772 100 002" }],
  ])("registers a near miss (%s) without asking", async (_, fields) => {
    expect((await registerCall(person(fields), { cookie: a.cookie })).status).toBe(201);
  });

  it("keeps the threshold between a typo and twins", async () => {
    const [row] = await queryRows<{ typo: number; twins: number }>(
      getDb(),
      sql`select similarity('Brian Mugisha', 'Brain Mugisha') as typo, similarity('Amina Nakato', 'Sarah Nakato') as twins`,
    );
    expect(Number(row.typo)).toBeGreaterThanOrEqual(DUPLICATE_NAME_SIMILARITY);
    expect(Number(row.twins)).toBeLessThan(DUPLICATE_NAME_SIMILARITY);
  });

  it("shows another hospital's match only as a count, and audits what was shown", async () => {
    const res = await registerCall(person({ firstName: "Sara", lastName: "Nabiryee", dateOfBirth: "1988-06-01", phone: "+256 701 999 000" }), { cookie: b.cookie });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "possible_duplicate", candidates: [], otherCount: 1 });
    expect(JSON.stringify(res.body)).not.toContain(sarah.id);
    const denied = (await auditRows("patient.register")).filter((r) => r.outcome === "denied").at(-1);
    expect(denied).toMatchObject({ hospitalId: b.hospitalId, details: { reason: "possible_duplicate", shownCandidates: [], otherCount: 1 } });
  });

  it("registers with confirmNotDuplicate and records the candidates that were set aside", async () => {
    const res = await registerCall(person({ firstName: "Brian", lastName: "Mugisha", dateOfBirth: "1975-02-20", phone: "+256 772 100 401", confirmNotDuplicate: true }), { cookie: a.cookie });
    expect(res.status).toBe(201);
    const [entry] = await auditRows("patient.register", res.body.id);
    expect(entry.details).toEqual({ registrationSource: "hospital", confirmedNotDuplicate: true, shownCandidates: [brian.id], otherCount: 0 });
  });

  it("lets one of two simultaneous registrations of a new person through and shows it to the other", async () => {
    const body = person({ firstName: "Ruth", lastName: "Atim", dateOfBirth: "1993-03-03", phone: "+256 772 100 501" });
    const results = await Promise.all([registerCall(body, { cookie: a.cookie }), registerCall(body, { cookie: a.cookie })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    expect(ids(results.find((r) => r.status === 409)!.body.candidates)).toEqual([winner.body.id]);
  });
});

describe("self-registration of someone already registered", () => {
  const me = { firstName: "Grace", lastName: "Akello", dateOfBirth: "1992-05-05", phone: "+256 783 000 777" };

  it("answers 409 already_registered with the recovery path, and creates no number", async () => {
    await registered(selfForm(me), { ip: "10.80.0.1" });
    const before = await patientCount();
    const again = await registerCall(selfForm({ ...me, firstName: "  grace ", lastName: "AKELLO", phone: "0783000777" }), { ip: "10.80.0.2" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ALREADY_REGISTERED, code: "already_registered" });
    expect(await patientCount()).toBe(before);
  });

  it("registers someone who differs in the phone or the name", async () => {
    expect((await registerCall(selfForm({ ...me, phone: "+256 783 000 778" }), { ip: "10.80.0.3" })).status).toBe(201);
    expect((await registerCall(selfForm({ ...me, firstName: "Gracious" }), { ip: "10.80.0.4" })).status).toBe(201);
  });

  it("gives one of two simultaneous self-registrations of one person a number", async () => {
    const body = selfForm({ firstName: "Paul", lastName: "Opio", dateOfBirth: "1981-08-08", phone: "+256 783 000 880" });
    const results = await Promise.all([registerCall(body, { ip: "10.80.0.5" }), registerCall(body, { ip: "10.80.0.6" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
