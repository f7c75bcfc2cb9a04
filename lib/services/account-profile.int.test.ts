import { and, eq } from "drizzle-orm";

import { GET as profileGet, PATCH as profilePatch } from "@/app/api/account/profile/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, doctors, users } from "@/lib/db/schema";
import { actorOf, addDoctorUser, clinic, type Clinic, type DoctorUser } from "@/test/doctor";
import { call } from "@/test/http";
import { portalCookie } from "@/test/patients";
import { staffUser } from "@/test/staff";
import { addTestWorker, type TestWorker } from "@/test/workers";

import { getAccountProfile } from "./account-profile";
import {
  BIO_TOO_LONG,
  DOCTOR_ONLY_MESSAGE,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LANGUAGE_TOO_LONG,
  LAST_NAME_REQUIRED,
  NOTHING_TO_UPDATE,
  PHONE_TOO_SHORT,
  TOO_MANY_LANGUAGES,
} from "../validation/account-profile";

// A hospital's administrator, one of its doctors and the system administrator open /profile and
// edit their own names and phone; the doctor also keeps the directory's languages and biography.
// A health worker and a portal patient are refused: the profile is a staff account's.

let a: Clinic;
let doctor: DoctorUser;
let sysadmin: { email: string; cookie: string };
let worker: TestWorker;
let patientPortal: string;

const get = (cookie?: string) => call(profileGet, "/api/account/profile", { cookie });
const patch = (body: unknown, cookie?: string) => call(profilePatch, "/api/account/profile", { method: "PATCH", body, cookie });

const auditRows = (userId: string) =>
  getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, "account.profile_update"), eq(auditLogs.entityId, userId)))
    .orderBy(auditLogs.id);

beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  a = await clinic({ patientCount: 1 });
  doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Grace", lastName: "Achieng" });
  await getDb().update(doctors).set({ phone: "+256 772 000 111" }).where(eq(doctors.id, doctor.id));
  sysadmin = await staffUser("system_admin", null);
  worker = await addTestWorker(a.hospitalId, a.general);
  patientPortal = await portalCookie(a.patients[0].id, "1990-04-12");
});

describe("GET /api/account/profile", () => {
  it("answers the administrator's own profile, with no doctor part", async () => {
    const res = await get(a.adminCookie);
    expect(res.status).toBe(200);
    const [admin] = await getDb().select().from(users).where(eq(users.id, a.adminUserId));
    expect(res.body).toEqual({
      id: a.adminUserId,
      email: admin.email,
      firstName: admin.firstName ?? "",
      lastName: admin.lastName ?? "",
      phone: null,
      role: "hospital_admin",
      hospitalId: a.hospitalId,
      hospitalName: expect.stringMatching(/^Test Hospital /),
      doctor: null,
    });
  });

  it("answers a doctor's profile with the doctor record's public fields and department", async () => {
    const res = await get(doctor.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: doctor.userId,
      email: doctor.email,
      firstName: "Grace",
      lastName: "Achieng",
      phone: "+256 772 000 111",
      role: "doctor",
      hospitalId: a.hospitalId,
      doctor: { id: doctor.id, specialization: "General Medicine", departmentName: "General Medicine", languages: [], bio: null },
    });
  });

  it("answers system_admin, who has no hospital", async () => {
    const res = await get(sysadmin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: sysadmin.email, role: "system_admin", hospitalId: null, hospitalName: null, doctor: null });
  });

  it("refuses the signed out (401), a health worker and a portal patient (403)", async () => {
    expect((await get()).status).toBe(401);
    expect((await get(worker.cookie)).status).toBe(403);
    expect((await get(patientPortal)).status).toBe(403);
    expect((await patch({ firstName: "Harriet" }, worker.cookie)).status).toBe(403);
    expect((await patch({ firstName: "Amina" }, patientPortal)).status).toBe(403);
  });

  it("answers 403 password_change_required while the password is a temporary one", async () => {
    await getDb().update(users).set({ temporaryPasswordExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(users.id, doctor.userId));
    try {
      const res = await get(doctor.cookie);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("password_change_required");
    } finally {
      await getDb().update(users).set({ temporaryPasswordExpiresAt: null }).where(eq(users.id, doctor.userId));
    }
  });
});

describe("PATCH /api/account/profile", () => {
  it("updates the administrator's names and phone, answers the new profile and audits the field names only", async () => {
    const res = await patch({ firstName: "  Ruth ", lastName: "Nabirye", phone: "+256 701 222 333" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.adminUserId, firstName: "Ruth", lastName: "Nabirye", phone: "+256 701 222 333", doctor: null });
    expect((await get(a.adminCookie)).body).toMatchObject({ firstName: "Ruth", lastName: "Nabirye", phone: "+256 701 222 333" });

    const [entry] = await auditRows(a.adminUserId);
    expect(entry).toMatchObject({ actorType: "staff", actorId: a.adminUserId, entity: "user", hospitalId: a.hospitalId });
    expect(entry.details).toEqual({ fields: ["firstName", "lastName", "phone"] });
    expect(JSON.stringify(entry.details)).not.toContain("Ruth");
  });

  it("records nothing when nothing changed, and removes a phone sent blank", async () => {
    const before = (await auditRows(a.adminUserId)).length;
    expect((await patch({ firstName: "Ruth" }, a.adminCookie)).status).toBe(200);
    expect(await auditRows(a.adminUserId)).toHaveLength(before);

    const res = await patch({ phone: "" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.phone).toBeNull();
    expect((await auditRows(a.adminUserId)).at(-1)?.details).toEqual({ fields: ["phone"] });
  });

  it("keeps a doctor's languages (deduplicated, any case) and biography on the doctor record, names on the user", async () => {
    const res = await patch(
      { firstName: "Gracie", languages: ["English", " Luganda ", "english", "Kiswahili", "LUGANDA"], bio: "  Family physician with ten years in rural clinics.  ", phone: "+256 772 999 000" },
      doctor.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: "Gracie",
      phone: "+256 772 999 000",
      doctor: { id: doctor.id, languages: ["English", "Luganda", "Kiswahili"], bio: "Family physician with ten years in rural clinics." },
    });

    const [row] = await getDb().select({ doctor: doctors, user: users }).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(eq(doctors.id, doctor.id));
    expect(row.doctor).toMatchObject({ languages: ["English", "Luganda", "Kiswahili"], bio: "Family physician with ten years in rural clinics.", phone: "+256 772 999 000" });
    expect(row.user).toMatchObject({ firstName: "Gracie", phone: "+256 772 999 000" });
    expect((await auditRows(doctor.userId)).at(-1)?.details).toEqual({ fields: ["firstName", "phone", "languages", "bio"] });

    // The service read (as the page calls it) agrees with the route.
    expect(await getAccountProfile(await actorOf(doctor.cookie))).toEqual(res.body);

    // Comma-separated text, as the form types it; an empty list and a blank biography clear them.
    expect((await patch({ languages: "French, Acholi" }, doctor.cookie)).body.doctor.languages).toEqual(["French", "Acholi"]);
    const cleared = await patch({ languages: [], bio: "" }, doctor.cookie);
    expect(cleared.body.doctor).toMatchObject({ languages: [], bio: null });
  });

  it("updates system_admin's names", async () => {
    const res = await patch({ firstName: "Moses", lastName: "Kato" }, sysadmin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: "Moses", lastName: "Kato", hospitalId: null });
  });

  it("refuses languages and a biography from an account that is not a doctor, and changes nothing", async () => {
    const res = await patch({ firstName: "Changed", languages: ["English"] }, a.adminCookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: DOCTOR_ONLY_MESSAGE, fieldErrors: { languages: DOCTOR_ONLY_MESSAGE } });
    expect((await patch({ bio: "Hello" }, sysadmin.cookie)).body.fieldErrors).toEqual({ bio: DOCTOR_ONLY_MESSAGE });
    expect((await get(a.adminCookie)).body.firstName).toBe("Ruth");
  });

  it("refuses removing a doctor's phone", async () => {
    const res = await patch({ phone: null }, doctor.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ phone: "A doctor's phone number cannot be removed" });
  });

  it.each([
    ["an empty body", {}, "_", NOTHING_TO_UPDATE],
    ["a blank first name", { firstName: "   " }, "firstName", FIRST_NAME_REQUIRED],
    ["a 51-character first name", { firstName: "x".repeat(51) }, "firstName", FIRST_NAME_TOO_LONG],
    ["an empty last name", { lastName: "" }, "lastName", LAST_NAME_REQUIRED],
    ["a number as last name", { lastName: 42 }, "lastName", LAST_NAME_REQUIRED],
    ["a short phone", { phone: "0772" }, "phone", PHONE_TOO_SHORT],
    ["eleven languages", { languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) }, "languages", TOO_MANY_LANGUAGES],
    ["a 41-character language", { languages: ["x".repeat(41)] }, "languages", LANGUAGE_TOO_LONG],
    ["a 1001-character biography", { bio: "b".repeat(1001) }, "bio", BIO_TOO_LONG],
  ])("refuses %s with 400 and its message", async (_label, body, field, message) => {
    const res = await patch(body, doctor.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("takes eleven languages that are ten once duplicates are dropped, and exactly 1000 characters of biography", async () => {
    const languages = [...Array.from({ length: 10 }, (_, i) => `Language ${i}`), "language 3"];
    const res = await patch({ languages, bio: "b".repeat(1000) }, doctor.cookie);
    expect(res.status).toBe(200);
    expect(res.body.doctor.languages).toHaveLength(10);
    expect(res.body.doctor.bio).toHaveLength(1000);
  });

  it("ignores role, email, hospital and status in the body", async () => {
    const res = await patch({ firstName: "Grace", role: "system_admin", email: "evil@example.com", hospitalId: null, isActive: false, sessionVersion: 9 }, doctor.cookie);
    expect(res.status).toBe(200);
    const [user] = await getDb().select().from(users).where(eq(users.id, doctor.userId));
    expect(user).toMatchObject({ role: "doctor", email: doctor.email, hospitalId: a.hospitalId, isActive: true, sessionVersion: 0, firstName: "Grace" });
    expect((await get(doctor.cookie)).status).toBe(200);
  });
});
