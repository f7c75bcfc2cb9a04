import { and, asc, eq } from "drizzle-orm";

import { POST as login } from "@/app/api/auth/login/route";
import { GET as listRoute, POST as registerRoute } from "@/app/api/doctors/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, counters, departments, doctors, mailOutbox, users } from "@/lib/db/schema";
import { mailText } from "@/lib/mail";
import { call } from "@/test/http";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

// Hospital A registers doctors; hospital B's administrator and other roles try to see or add them.

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>> & { departmentIds: string[] };

async function hospital(): Promise<Hospital> {
  const h = await hospitalWithAdmin();
  const rows = await getDb().select({ id: departments.id }).from(departments).where(eq(departments.hospitalId, h.hospitalId)).orderBy(asc(departments.id));
  return { ...h, departmentIds: rows.map((r) => r.id) };
}

let n = 0;
function doctorForm(departmentId: string, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: "Amina",
    lastName: `Nakato${n}`,
    email: `dr.amina${n}@doctors.example`,
    phone: "+256 772 410 233",
    departmentId,
    specialization: "Cardiology",
    licenseNumber: "UMDPC/12345",
    experience: "7",
    qualification: "MBChB, MMed (Internal Medicine)",
    ...overrides,
  };
}

const register = (cookie: string | undefined, body: unknown) => call(registerRoute, "/api/doctors", { body, cookie });
const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/doctors${query}`, { cookie });

/** Everything a registration writes, to show that a refused one wrote nothing. */
async function footprint() {
  const db = getDb();
  return {
    users: await db.$count(users),
    doctors: await db.$count(doctors),
    mail: await db.$count(mailOutbox),
    counters: await db.select().from(counters).orderBy(asc(counters.key)),
  };
}

let a: Hospital;
let b: Hospital;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
  [a, b] = [await hospital(), await hospital()];
});

describe("POST /api/doctors", () => {
  it("creates the doctor's account and record, mails the password and lets the doctor sign in with it", async () => {
    const form = doctorForm(a.departmentIds[0], { email: "  Dr.Okello@Doctors.Example ", experience: "12.5" });
    const res = await register(a.cookie, form);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["id", "temporaryPassword", "userId"]);
    expect(res.body.id).toMatch(new RegExp(`^DOC-${a.hospitalId.slice(5)}-\\d{3}$`));
    const password: string = res.body.temporaryPassword;
    expect(password.length).toBeGreaterThanOrEqual(12);

    const db = getDb();
    const [user] = await db.select().from(users).where(eq(users.id, res.body.userId));
    expect(user).toMatchObject({
      email: "dr.okello@doctors.example",
      username: "dr.okello@doctors.example",
      role: "doctor",
      firstName: "Amina",
      hospitalId: a.hospitalId,
      departmentId: a.departmentIds[0],
      isActive: true,
    });
    expect(user.passwordHash).not.toContain(password);
    const [doctor] = await db.select().from(doctors).where(eq(doctors.id, res.body.id));
    expect(doctor).toMatchObject({
      userId: user.id,
      hospitalId: a.hospitalId,
      departmentId: a.departmentIds[0],
      phone: "+256 772 410 233",
      specialization: "Cardiology",
      licenseNumber: "UMDPC/12345",
      experience: 12,
      qualification: "MBChB, MMed (Internal Medicine)",
      isActive: true,
    });

    // Without SMTP_URL the mail stays in the outbox, marked 'logged', with the sign-in details.
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "dr.okello@doctors.example"));
    expect(mail.status).toBe("logged");
    expect(mail.bodyText).toContain("/login");
    expect(mail.bodyText).toContain("dr.okello@doctors.example");
    // The password is mailed, but rests in the outbox only encrypted (lib/mail.ts).
    expect(JSON.stringify(mail)).not.toContain(password);
    expect(mailText(mail)).toContain(`Temporary password: ${password}`);

    // The audit names the doctor, never the password.
    const [entry] = await db.select().from(auditLogs).where(and(eq(auditLogs.action, "doctor.register"), eq(auditLogs.entityId, res.body.id)));
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId, outcome: "success" });
    expect(JSON.stringify(entry.details)).not.toContain(password);

    const signIn = await call(login, "/api/auth/login", { body: { email: "dr.okello@doctors.example", password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ role: "doctor", hospitalId: a.hospitalId, departmentId: a.departmentIds[0] });
  });

  it("numbers the hospital's doctors one after another", async () => {
    const first = await register(a.cookie, doctorForm(a.departmentIds[0]));
    const second = await register(a.cookie, doctorForm(a.departmentIds[1]));
    const seq = (id: string) => Number(id.split("-")[2]);
    expect(seq(second.body.id)).toBe(seq(first.body.id) + 1);
  });

  it("answers 409 on the email field for an email any account already has, and writes nothing", async () => {
    const before = await footprint();
    const res = await register(a.cookie, doctorForm(a.departmentIds[0], { email: b.adminEmail.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "An account with this email already exists", fieldErrors: { email: "An account with this email already exists" } });
    expect(await footprint()).toEqual(before);
  });

  it("answers 409 when the unique index catches the email (a user name holding it)", async () => {
    // The pre-check looks at emails; the index on user names still refuses the duplicate.
    await getDb().insert(users).values({ email: "holder@doctors.example", username: "taken-name@doctors.example", role: "user" });
    const res = await register(a.cookie, doctorForm(a.departmentIds[0], { email: "taken-name@doctors.example" }));
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors).toEqual({ email: "An account with this email already exists" });
  });

  it("gives one of two simultaneous registrations of one email 201 and the other 409", async () => {
    const form = doctorForm(a.departmentIds[0]);
    const results = await Promise.all([register(a.cookie, form), register(a.cookie, { ...form, lastName: "Twin" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await getDb().$count(users, eq(users.email, form.email))).toBe(1);
  });

  it("refuses an inactive department, another hospital's department and an unknown one with 400", async () => {
    const [inactive] = await getDb()
      .insert(departments)
      .values({ id: `DEPT-${a.hospitalId.slice(5)}-900`, hospitalId: a.hospitalId, name: "Closed Ward", isActive: false })
      .returning();
    const before = await footprint();
    for (const departmentId of [inactive.id, b.departmentIds[0], "DEPT-999-999"]) {
      const res = await register(a.cookie, doctorForm(departmentId));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Please select a valid department", fieldErrors: { departmentId: "Please select a valid department" } });
    }
    expect(await footprint()).toEqual(before);
  });

  it("ignores the id and hospitalId a hospital administrator sends", async () => {
    const res = await register(a.cookie, doctorForm(a.departmentIds[0], { id: "DOC-999-999", hospitalId: b.hospitalId }));
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe("DOC-999-999");
    const [doctor] = await getDb().select().from(doctors).where(eq(doctors.id, res.body.id));
    expect(doctor.hospitalId).toBe(a.hospitalId);
    // B's department in the body of A's administrator is just invalid, whatever hospitalId says.
    const cross = await register(a.cookie, doctorForm(b.departmentIds[0], { hospitalId: b.hospitalId }));
    expect(cross.status).toBe(400);
  });

  it("lets system_admin register into a named hospital, and asks for one otherwise", async () => {
    const admin = await staffUser("system_admin", null);
    const missing = await register(admin.cookie, doctorForm(b.departmentIds[0]));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: "Please choose a hospital", fieldErrors: { hospitalId: "Please choose a hospital" } });
    const res = await register(admin.cookie, doctorForm(b.departmentIds[0], { hospitalId: b.hospitalId }));
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(new RegExp(`^DOC-${b.hospitalId.slice(5)}-`));
  });

  it("answers 401 signed out and 403 to a doctor", async () => {
    expect((await register(undefined, doctorForm(a.departmentIds[0]))).status).toBe(401);
    const doctor = await staffUser("doctor", a.hospitalId);
    const res = await register(doctor.cookie, doctorForm(a.departmentIds[0]));
    expect(res.status).toBe(403);
  });

  it("answers 402 once the hospital's trial has ended, and writes nothing", async () => {
    const c = await hospital();
    await expireTrial(c.hospitalId);
    const before = await footprint();
    const res = await register(c.cookie, doctorForm(c.departmentIds[0]));
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/renew|trial/i);
    expect(await footprint()).toEqual(before);
  });

  // Specification section 5, "Doctor form".
  it.each([
    ["firstName", "A", "First name must be at least 2 characters"],
    ["lastName", " B ", "Last name must be at least 2 characters"],
    ["email", "not-an-email", "Invalid email address"],
    ["phone", "077241", "Phone number must be at least 10 characters"],
    ["departmentId", "", "Department is required"],
    ["specialization", "C", "Specialization is required"],
    ["specialization", "Astrology", "Please select a valid specialization"],
    ["licenseNumber", "1234", "Medical license number is required"],
    ["experience", "", "Experience must be a valid positive number"],
    ["experience", "ten", "Experience must be a valid positive number"],
    ["experience", "-1", "Experience must be a valid positive number"],
    ["qualification", "MBChB", "Qualification must be at least 10 characters"],
  ])("answers 400 for %s %j with %j", async (field, value, message) => {
    const res = await register(a.cookie, doctorForm(a.departmentIds[0], { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("answers 400 for a missing experience and for malformed JSON", async () => {
    const { experience: _omitted, ...withoutExperience } = doctorForm(a.departmentIds[0]);
    expect(_omitted).toBeDefined();
    expect((await register(a.cookie, withoutExperience)).body.message).toBe("Experience must be a valid positive number");
    const malformed = await call(registerRoute, "/api/doctors", { rawBody: "{", cookie: a.cookie, method: "POST" });
    expect(malformed.status).toBe(400);
  });
});

describe("GET /api/doctors", () => {
  let d: Hospital;
  beforeAll(async () => {
    d = await hospital();
    for (const [lastName, dept] of [["Zawadi", 0], ["Byaruhanga", 1], ["Mugisha", 0]] as const) {
      expect((await register(d.cookie, doctorForm(d.departmentIds[dept], { lastName }))).status).toBe(201);
    }
  });

  it("lists the hospital's active doctors by last name, for any staff member", async () => {
    const doctor = await staffUser("doctor", d.hospitalId);
    const res = await list(doctor.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((x: { lastName: string }) => x.lastName)).toEqual(["Byaruhanga", "Mugisha", "Zawadi"]);
    expect(Object.keys(res.body[0]).sort()).toEqual(["departmentId", "firstName", "id", "lastName", "specialization"]);
  });

  it("filters by department and pages with limit and offset", async () => {
    const byDept = await list(d.cookie, `?departmentId=${d.departmentIds[0]}`);
    expect(byDept.body.map((x: { lastName: string }) => x.lastName)).toEqual(["Mugisha", "Zawadi"]);
    const page = await list(d.cookie, "?limit=1&offset=1");
    expect(page.body.map((x: { lastName: string }) => x.lastName)).toEqual(["Mugisha"]);
    expect((await list(d.cookie, "?limit=500")).status).toBe(400);
  });

  it("leaves out deactivated doctors", async () => {
    const [zawadi] = await getDb().select().from(users).where(and(eq(users.lastName, "Zawadi"), eq(users.hospitalId, d.hospitalId)));
    await getDb().update(doctors).set({ isActive: false }).where(eq(doctors.userId, zawadi.id));
    const res = await list(d.cookie);
    expect(res.body.map((x: { lastName: string }) => x.lastName)).toEqual(["Byaruhanga", "Mugisha"]);
    await getDb().update(doctors).set({ isActive: true }).where(eq(doctors.userId, zawadi.id));
  });

  it("never shows another hospital's doctors, even when asked for its department or hospital", async () => {
    const res = await list(b.cookie, `?departmentId=${d.departmentIds[0]}&hospitalId=${d.hospitalId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const own = await list(b.cookie);
    expect(own.body.every((x: { id: string }) => x.id.startsWith(`DOC-${b.hospitalId.slice(5)}-`))).toBe(true);
  });

  it("answers 401 signed out", async () => {
    expect((await list(undefined)).status).toBe(401);
  });
});
