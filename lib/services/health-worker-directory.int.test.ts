import { eq } from "drizzle-orm";

import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { GET as profileRoute } from "@/app/api/health-workers/profile/[healthWorkerId]/route";
import { GET as searchRoute } from "@/app/api/health-workers/public-search/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { auditLogs, healthWorkers, type NewHealthWorker } from "@/lib/db/schema";
import { call } from "@/test/http";
import { portalCookie, registered, selfForm } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

// The public directory (GET /api/health-workers/public-search) and profile (GET
// /api/health-workers/profile/{id}): visitors find active public profiles by a misspelt name,
// role, specialization or skill, filter them, and read a profile; private and inactive workers
// do not exist for them, and no answer carries a contact field, the date of birth or a password.

const ITEM_KEYS = [
  "employmentStatus", "experienceYears", "firstName", "healthWorkerId", "id", "languages", "lastName", "licenseVerified",
  "nationality", "role", "roleLabel", "skills", "specialization",
].sort();
const PRIVATE_FIELDS = ["email", "phone", "dateOfBirth", "date_of_birth", "passwordHash", "password", "address", "emergencyContact", "workerNumber"];

type Worker = { id: string; healthWorkerId: string; email: string; phone: string };

let n = 0;
/** A worker inserted directly (the registration route is tested on its own; bcrypt would slow this file down). */
async function worker(values: Partial<NewHealthWorker> = {}): Promise<Worker> {
  n += 1;
  const db = getDb();
  const [row] = await db
    .insert(healthWorkers)
    .values({
      healthWorkerId: await nextHealthWorkerId(db, 2026),
      workerNumber: await nextWorkerNumber(db),
      passwordHash: "$2b$12$notarealhashnotarealhashnotarealhashnotarealhashnotare",
      firstName: "Worker",
      lastName: `Number${n}`,
      email: `worker${n}@directory.example`,
      phone: `+256 700 000 ${String(n).padStart(3, "0")}`,
      role: "other",
      dateOfBirth: "1990-01-01",
      nationality: "Ugandan",
      address: "Plot 1, Directory Road, Kampala",
      emergencyContact: "+256 700 999 000",
      skills: ["Record keeping"],
      languages: ["English"],
      ...values,
    })
    .returning();
  return { id: row.id, healthWorkerId: row.healthWorkerId, email: row.email, phone: row.phone };
}

const search = (query = "", cookie?: string) => call(searchRoute, `/api/health-workers/public-search${query}`, { cookie });
const profile = (id: string, cookie?: string) => call(profileRoute, `/api/health-workers/profile/${encodeURIComponent(id)}`, { params: { healthWorkerId: id }, cookie });
const ids = (body: { healthWorkerId: string }[]) => body.map((w) => w.healthWorkerId);

function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

let phlebotomist: Worker;
let midwife: Worker;
let physio: Worker;
let employedNurse: Worker;
let privateNurse: Worker;
let inactiveNurse: Worker;
let hospitalA: Awaited<ReturnType<typeof hospitalWithAdmin>>;

beforeAll(async () => {
  hospitalA = await hospitalWithAdmin();
  phlebotomist = await worker({
    firstName: "Moses", lastName: "Kato", role: "lab-technician", specialization: "Clinical chemistry",
    skills: ["Phlebotomy", "Malaria microscopy"], languages: ["English", "Luganda"], experienceYears: 5,
    dateOfBirth: yearsAgo(31, 1), licenseNumber: "AHPC-5521",
  });
  midwife = await worker({
    firstName: "Agnes", lastName: "Nalwoga", role: "midwife", specialization: "Neonatal care",
    skills: ["Newborn resuscitation", "Breastfeeding support"], languages: ["English", "Swahili"], experienceYears: 12,
  });
  physio = await worker({ firstName: "Jean Claude", lastName: "Habimana", role: "physical-therapist", skills: ["Stroke rehabilitation"], languages: ["French"], experienceYears: 10 });
  employedNurse = await worker({
    firstName: "Harriet", lastName: "Nansubuga", role: "nurse", skills: ["Triage", "IV cannulation"], experienceYears: 9,
    employmentStatus: "employed", hospitalId: hospitalA.hospitalId, licenseNumber: "UNMC-1", licenseVerifiedAt: new Date("2026-02-01T10:00:00Z"),
  });
  privateNurse = await worker({ firstName: "Hidden", lastName: "Private", role: "nurse", skills: ["Triage nursing"], isPublicProfile: false });
  inactiveNurse = await worker({ firstName: "Gone", lastName: "Inactive", role: "nurse", skills: ["Triage nursing"], isActive: false });
});

describe("GET /api/health-workers/public-search", () => {
  it("answers the directory items of active public profiles only, and never a contact field", async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const found = ids(res.body);
    expect(found).toEqual(expect.arrayContaining([phlebotomist.healthWorkerId, midwife.healthWorkerId, physio.healthWorkerId, employedNurse.healthWorkerId]));
    expect(found).not.toContain(privateNurse.healthWorkerId);
    expect(found).not.toContain(inactiveNurse.healthWorkerId);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    const text = JSON.stringify(res.body);
    for (const w of [phlebotomist, midwife, employedNurse]) {
      expect(text).not.toContain(w.email);
      expect(text).not.toContain(w.phone);
    }
    expect(text).not.toContain("1990-01-01");
    expect(text).not.toContain("$2b$");
    // The employer is not named; the license's state is.
    expect(text).not.toContain(hospitalA.hospitalId);
    expect(res.body.find((w: { id: string }) => w.id === employedNurse.id)).toMatchObject({
      employmentStatus: "employed", role: "nurse", roleLabel: "Nurse", licenseVerified: true,
    });
    expect(res.body.find((w: { id: string }) => w.id === phlebotomist.id)).toMatchObject({
      firstName: "Moses", lastName: "Kato", role: "lab-technician", roleLabel: "Laboratory Technician", specialization: "Clinical chemistry",
      experienceYears: 5, nationality: "Ugandan", languages: ["English", "Luganda"], skills: ["Phlebotomy", "Malaria microscopy"], licenseVerified: false,
    });
  });

  it.each([
    ["a misspelt skill", "flebotomy", () => phlebotomist],
    ["a skill with a letter missing", "breastfeding", () => midwife],
    ["a misspelt surname", "Nalwogga", () => midwife],
    ["a full name", "Moses Kato", () => phlebotomist],
    ["a role word", "midwife", () => midwife],
    ["a misspelt specialization", "neonatl care", () => midwife],
    ["a role with a typo", "physical therapst", () => physio],
  ])("finds a worker by %s (%s)", async (_what, term, who) => {
    const res = await search(`?search=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)[0]).toBe(who().healthWorkerId);
  });

  it("finds the beginning of a word, and puts the closest words first", async () => {
    // Closest first: a fuzzy word may also reach others ("rehab" shares its start with "resuscitation").
    expect(ids((await search("?search=rehab")).body)[0]).toBe(physio.healthWorkerId);
    // "care" exactly before "carers", whatever the names' order.
    const exact = await worker({ firstName: "Zuhura", lastName: "Zzexact", role: "other", skills: ["Kangaroo care"] });
    const near = await worker({ firstName: "Abel", lastName: "Aanear", role: "other", skills: ["Kangaroo carers"] });
    const found = ids((await search("?search=kangaroo%20care")).body);
    expect(found.slice(0, 2)).toEqual([exact.healthWorkerId, near.healthWorkerId]);
    // Pages run on from the closest rows into the others.
    expect(ids((await search("?search=kangaroo%20care&limit=1&offset=1")).body)).toEqual([near.healthWorkerId]);
    const firstPage = await search("?search=kangaroo%20care&limit=1");
    expect(ids(firstPage.body)).toEqual([exact.healthWorkerId]);
    expect(firstPage.headers.get("x-has-more")).toBe("true");
  });

  it("finds a worker by a word added to the profile later", async () => {
    expect((await search("?search=acupuncture")).body).toEqual([]);
    await getDb().update(healthWorkers).set({ skills: ["Stroke rehabilitation", "Acupuncture"] }).where(eq(healthWorkers.id, physio.id));
    expect(ids((await search("?search=acupunture")).body)).toEqual([physio.healthWorkerId]);
  });

  it("does not find private or inactive workers by search, and finds nothing for an unrelated word", async () => {
    const res = await search("?search=Triage");
    expect(ids(res.body)).toContain(employedNurse.healthWorkerId);
    expect(ids(res.body)).not.toContain(privateNurse.healthWorkerId);
    expect(ids(res.body)).not.toContain(inactiveNurse.healthWorkerId);
    expect((await search("?search=Hidden")).body).toEqual([]);
    expect((await search("?search=xylophone")).body).toEqual([]);
    expect((await search("?search=%25%25")).body).toEqual([]);
  });

  it("filters by role written as code, the filter's underscore form or label; 'all' is no filter", async () => {
    expect(ids((await search("?role=laboratory_technician")).body)).toEqual([phlebotomist.healthWorkerId]);
    expect(ids((await search("?role=Laboratory%20Technician")).body)).toEqual([phlebotomist.healthWorkerId]);
    expect(ids((await search("?role=lab-technician")).body)).toEqual([phlebotomist.healthWorkerId]);
    expect(ids((await search("?role=nurse")).body)).toEqual([employedNurse.healthWorkerId]);
    // The specification's filter code `physiotherapist` finds the public form's 'Physical Therapist'.
    expect(ids((await search("?role=physiotherapist")).body)).toEqual([physio.healthWorkerId]);
    expect((await search("?role=all")).body.length).toBe((await search()).body.length);
    const bad = await search("?role=astronaut");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please choose a valid role");
  });

  it("filters by language (any case), availability and minimum experience, together with a search", async () => {
    expect(ids((await search("?language=swahili")).body)).toEqual([midwife.healthWorkerId]);
    const available = ids((await search("?available=true")).body);
    expect(available).not.toContain(employedNurse.healthWorkerId);
    expect(available).toContain(phlebotomist.healthWorkerId);
    expect(ids((await search("?available=false")).body)).toContain(employedNurse.healthWorkerId);
    expect(ids((await search("?minExperience=10")).body).sort()).toEqual([midwife.healthWorkerId, physio.healthWorkerId].sort());
    expect(ids((await search("?search=triage&available=true")).body)).toEqual([]);
    expect(ids((await search("?search=neonatal&language=English&minExperience=12&role=midwife")).body)).toEqual([midwife.healthWorkerId]);
    for (const query of ["?minExperience=-1", "?minExperience=abc", "?available=maybe", "?page=0"]) expect((await search(query)).status).toBe(400);
  });

  it("pages by 20, saying whether another page follows", async () => {
    for (let i = 0; i < 23; i++) await worker({ firstName: "Paging", lastName: `Optometrist${String(i).padStart(2, "0")}`, role: "optometrist" });
    const first = await search("?role=optometrist");
    expect(first.body).toHaveLength(20);
    expect(first.headers.get("x-has-more")).toBe("true");
    const second = await search("?role=optometrist&page=2");
    expect(second.body).toHaveLength(3);
    expect(second.headers.get("x-has-more")).toBe("false");
    expect(new Set([...ids(first.body), ...ids(second.body)]).size).toBe(23);
    // By name when not searching.
    expect(first.body[0].lastName).toBe("Optometrist00");
    // A search pages the same way (both parts of the closest-first order).
    const [s1, s2] = [await search("?search=paging&role=optometrist"), await search("?search=pagng&role=optometrist&page=2")];
    expect(s1.body).toHaveLength(20);
    expect(s2.body).toHaveLength(3);
    expect(new Set([...ids(s1.body), ...ids(s2.body)]).size).toBe(23);
    // The list convention's limit and offset.
    expect(ids((await search("?role=optometrist&limit=5&offset=20")).body)).toEqual(ids(second.body));
  });
});

describe("GET /api/health-workers/profile/{healthWorkerId}", () => {
  it("answers the public profile with the computed age, never the date of birth or a password field", async () => {
    const res = await profile(phlebotomist.healthWorkerId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: phlebotomist.id,
      healthWorkerId: phlebotomist.healthWorkerId,
      firstName: "Moses",
      roleLabel: "Laboratory Technician",
      licenseNumber: "AHPC-5521",
      licenseVerified: false,
      licenseVerifiedAt: null,
      // Born 31 years ago tomorrow: still 30.
      age: 30,
      isPublicProfile: true,
    });
    for (const field of PRIVATE_FIELDS) expect(res.body).not.toHaveProperty(field);
    expect(JSON.stringify(res.body)).not.toContain(yearsAgo(31, 1));
    // By record id and in lower case too.
    expect((await profile(phlebotomist.id)).body.healthWorkerId).toBe(phlebotomist.healthWorkerId);
    expect((await profile(phlebotomist.healthWorkerId.toLowerCase())).status).toBe(200);
  });

  it("shows the license's verification", async () => {
    const res = await profile(employedNurse.healthWorkerId);
    expect(res.body).toMatchObject({ licenseVerified: true, licenseVerifiedAt: "2026-02-01T10:00:00Z", employmentStatus: "employed" });
    expect(JSON.stringify(res.body)).not.toContain(hospitalA.hospitalId);
  });

  it("answers 404 'Profile Not Found' for an unknown, private or inactive profile alike", async () => {
    for (const id of ["HW-2099-9999", privateNurse.healthWorkerId, privateNurse.id, inactiveNurse.healthWorkerId, "x".repeat(300)]) {
      const res = await profile(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Profile Not Found: The health worker profile you're looking for doesn't exist or has been removed." });
    }
  });

  it("shows email and phone to a signed-in hospital administrator (audited), to nobody else", async () => {
    const hospitalB = await hospitalWithAdmin();
    const system = await staffUser("system_admin", null);
    const doctor = await staffUser("doctor", hospitalB.hospitalId);
    const patient = await registered(selfForm({ dateOfBirth: "1990-04-12" }), { ip: "10.150.0.1" });
    const patientCookie = await portalCookie(patient.id, "1990-04-12", "10.150.0.2");
    await worker({ workerNumber: "WN-777001", passwordHash: await hashPassword("Worker-Pass1"), isPublicProfile: false });
    const login = await call(workerLogin, "/api/health-worker/login", { body: { workerNumber: "WN-777001", password: "Worker-Pass1" }, ip: "10.150.0.3" });
    expect(login.status).toBe(200);
    for (const cookie of [hospitalB.cookie, system.cookie]) {
      const res = await profile(midwife.healthWorkerId, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: midwife.email, phone: midwife.phone });
      expect(res.body).not.toHaveProperty("dateOfBirth");
    }
    for (const cookie of [undefined, doctor.cookie, patientCookie, login.cookie]) {
      const res = await profile(midwife.healthWorkerId, cookie);
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty("email");
      expect(res.body).not.toHaveProperty("phone");
    }
    const views = await getDb().select().from(auditLogs).where(eq(auditLogs.action, "health_worker.contact_view"));
    expect(views.filter((v) => v.entityId === midwife.id)).toHaveLength(2);
    // A private profile's contact details are not a hospital administrator's either.
    expect((await profile(privateNurse.healthWorkerId, hospitalB.cookie)).status).toBe(404);
  });
});
