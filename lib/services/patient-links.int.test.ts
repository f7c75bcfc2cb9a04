import { and, eq, sql } from "drizzle-orm";

import { POST as linkRoute } from "@/app/api/patients/[id]/link/route";
import { GET as readRoute } from "@/app/api/patients/[id]/route";
import { GET as searchRoute } from "@/app/api/patients/search/[term]/route";
import { POST as consentRoute } from "@/app/api/portal/consent-code/route";
import { getDb } from "@/lib/db/client";
import { notifications, patientConsentCodes, patientHospitals } from "@/lib/db/schema";
import { call } from "@/test/http";
import { auditRows, dialogForm, portalCookie, registered, selfForm } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

import { LINK_LIMITS } from "./patient-links";

// Hospital A registers Brian; a visitor, Ruth, registers herself. Hospital B's staff know only a
// health number (they are sequential): B must not learn who it is, nor see the record, until the
// patient consents, by giving the date of birth at the desk or a code from the portal.

type Registered = Awaited<ReturnType<typeof registered>>;
let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let brian: Registered, ruth: Registered;

const search = (cookie: string | undefined, term: string, dateOfBirth?: string) =>
  call(searchRoute, `/api/patients/search/${encodeURIComponent(term)}${dateOfBirth ? `?dateOfBirth=${dateOfBirth}` : ""}`, { cookie, params: { term } });
const link = (cookie: string | undefined, id: string, body: unknown) => call(linkRoute, `/api/patients/${id}/link`, { cookie, body, params: { id } });
const read = (cookie: string | undefined, id: string) => call(readRoute, `/api/patients/${id}`, { cookie, params: { id } });
const newCode = (cookie: string) => call(consentRoute, "/api/portal/consent-code", { method: "POST", cookie });
const linksOf = (patientId: string) => getDb().select().from(patientHospitals).where(eq(patientHospitals.patientId, patientId));

beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
  brian = await registered(dialogForm({ firstName: "Brian", lastName: "Mugisha" }), { cookie: a.cookie });
  ruth = await registered(selfForm({ firstName: "Ruth", lastName: "Namubiru" }), { ip: "10.71.0.1" });
});

describe("finding an unlinked patient in the scheduling picker", () => {
  it("answers nothing to the number alone or with a wrong date, and name and year of birth to number and date", async () => {
    expect((await search(b.cookie, brian.id)).body).toEqual([]);
    expect((await search(b.cookie, brian.id, "1984-11-03")).body).toEqual([]);
    const res = await search(b.cookie, brian.id.toLowerCase(), brian.dateOfBirth);
    expect(res.status).toBe(200);
    // Only what confirms identity at the desk: no phone, no full date, nothing else.
    expect(res.body).toEqual([{ id: brian.id, firstName: "Brian", lastName: "Mugisha", birthYear: Number(brian.dateOfBirth.slice(0, 4)), linked: false }]);
    // Finding is not linking.
    expect((await linksOf(brian.id)).map((l) => l.hospitalId)).toEqual([a.hospitalId]);
    expect((await read(b.cookie, brian.id)).status).toBe(404);
  });

  it("refuses a malformed date of birth with 400", async () => {
    const res = await search(b.cookie, brian.id, "12/11/1984");
    expect(res.status).toBe(400);
  });
});

describe("POST /api/patients/{id}/link", () => {
  it("answers 404 alike to an unknown number, a wrong date and a wrong code, and links nothing", async () => {
    for (const [id, body] of [
      ["UG-PAT-2026-999", { dateOfBirth: "1990-04-12" }],
      [ruth.id, { dateOfBirth: "1990-04-13" }],
      [ruth.id, { consentCode: "ABC234" }],
    ] as const) {
      const res = await link(b.cookie, id, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Patient not found" });
    }
    expect(await linksOf(ruth.id)).toEqual([]);
    expect((await auditRows("patient.link")).filter((r) => r.outcome === "failure").length).toBeGreaterThanOrEqual(3);
  });

  it("needs exactly one proof (400), clinical staff (403) and a session (401)", async () => {
    expect((await link(b.cookie, ruth.id, {})).status).toBe(400);
    expect((await link(b.cookie, ruth.id, { dateOfBirth: ruth.dateOfBirth, consentCode: "ABC234" })).status).toBe(400);
    const user = await staffUser("user", b.hospitalId);
    expect((await link(user.cookie, ruth.id, { dateOfBirth: ruth.dateOfBirth })).status).toBe(403);
    expect((await link(undefined, ruth.id, { dateOfBirth: ruth.dateOfBirth })).status).toBe(401);
  });

  it("links with the date of birth: the record opens, the patient is told, and the link is audited", async () => {
    const res = await link(b.cookie, brian.id, { dateOfBirth: brian.dateOfBirth });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ patientId: brian.id, hospitalId: b.hospitalId, source: "consent", alreadyLinked: false });
    expect((await read(b.cookie, brian.id)).status).toBe(200);
    const [entry] = (await auditRows("patient.link", brian.id)).filter((r) => r.outcome === "success");
    expect(entry).toMatchObject({ hospitalId: b.hospitalId, details: { method: "date_of_birth", alreadyLinked: false } });
    expect(JSON.stringify(entry.details)).not.toContain(brian.dateOfBirth);
    const notices = await getDb().select().from(notifications).where(eq(notifications.patientId, brian.id));
    expect(notices.map((n) => n.title)).toContain("A hospital can now see your record");
    // Linking again changes nothing and says so.
    const again = await link(b.cookie, brian.id, { dateOfBirth: brian.dateOfBirth });
    expect(again.status).toBe(201);
    expect(again.body.alreadyLinked).toBe(true);
    expect((await linksOf(brian.id)).map((l) => l.hospitalId).sort()).toEqual([a.hospitalId, b.hospitalId].sort());
  });

  it("links with a code from the patient's portal, once, and not after it expires", async () => {
    const portal = await portalCookie(ruth.id, ruth.dateOfBirth, "10.71.0.2");
    const issued = await newCode(portal);
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const minutes = (new Date(issued.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
    // Only a keyed hash is stored.
    const stored = await getDb().select().from(patientConsentCodes).where(eq(patientConsentCodes.patientId, ruth.id));
    expect(JSON.stringify(stored)).not.toContain(issued.body.code);

    // Typed with a space and in lower case, as read from a phone.
    const typed = `${issued.body.code.slice(0, 3)} ${issued.body.code.slice(3)}`.toLowerCase();
    const res = await link(a.cookie, ruth.id, { consentCode: typed });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source: "consent", hospitalId: a.hospitalId });
    // A used code links nobody else.
    expect((await link(b.cookie, ruth.id, { consentCode: issued.body.code })).status).toBe(404);

    const late = await newCode(portal);
    await getDb()
      .update(patientConsentCodes)
      .set({ createdAt: sql`now() - interval '20 minutes'`, expiresAt: sql`now() - interval '5 minutes'` })
      .where(and(eq(patientConsentCodes.patientId, ruth.id), sql`${patientConsentCodes.usedAt} is null`));
    expect((await link(b.cookie, ruth.id, { consentCode: late.body.code })).status).toBe(404);
    expect((await linksOf(ruth.id)).map((l) => l.hospitalId)).toEqual([a.hospitalId]);
  });

  it("gives consent codes only to a portal session", async () => {
    expect((await newCode(a.cookie)).status).toBe(403);
    expect((await call(consentRoute, "/api/portal/consent-code", { method: "POST" })).status).toBe(401);
  });

  it(`stops guessing a date of birth after ${LINK_LIMITS.perHealthNumber} misses, even with the right date next`, async () => {
    const target = await registered(dialogForm({ firstName: "Moses", lastName: "Kato" }), { cookie: a.cookie });
    const guesses = Array.from({ length: 30 }, (_, i) => `1950-01-${String((i % 28) + 1).padStart(2, "0")}`).filter((d) => d !== target.dateOfBirth);
    const results = await Promise.all(guesses.map((dateOfBirth) => link(b.cookie, target.id, { dateOfBirth })));
    expect(results.filter((r) => r.status === 404).length).toBeLessThanOrEqual(LINK_LIMITS.perHealthNumber);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    const right = await link(b.cookie, target.id, { dateOfBirth: target.dateOfBirth });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await search(b.cookie, target.id, target.dateOfBirth)).status).toBe(429);
    expect((await linksOf(target.id)).map((l) => l.hospitalId)).toEqual([a.hospitalId]);
  });
});
