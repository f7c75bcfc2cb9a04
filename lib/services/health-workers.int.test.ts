import { and, asc, eq } from "drizzle-orm";

import { GET as listRoute, POST as registerRoute } from "@/app/api/health-workers/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, counters, departments, healthWorkers, mailOutbox } from "@/lib/db/schema";
import { mailText } from "@/lib/mail";
import { call } from "@/test/http";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

// Hospital A registers health workers from its dashboard; B's administrator and other roles
// try to see or add them.

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>> & { departmentIds: string[]; departmentNames: string[] };

async function hospital(): Promise<Hospital> {
  const h = await hospitalWithAdmin();
  const rows = await getDb().select().from(departments).where(eq(departments.hospitalId, h.hospitalId)).orderBy(asc(departments.id));
  return { ...h, departmentIds: rows.map((r) => r.id), departmentNames: rows.map((r) => r.name) };
}

let n = 0;
function workerForm(departmentId: string, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: "Grace",
    lastName: `Achieng${n}`,
    email: `grace${n}@workers.example`,
    phone: "+256 701 555 010",
    role: "Lab Technician",
    departmentId,
    specialization: "Haematology",
    qualifications: "Diploma in Medical Laboratory Technology",
    licenseNumber: "AHPC/7781",
    employmentType: "Full-time",
    shift: "Morning (6 AM-2 PM)",
    emergencyContact: "+256 782 000 111",
    emergencyRelationship: "Sister",
    notes: "",
    ...overrides,
  };
}

const register = (cookie: string | undefined, body: unknown) => call(registerRoute, "/api/health-workers", { body, cookie });
const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/health-workers${query}`, { cookie });

async function footprint() {
  const db = getDb();
  return {
    workers: await db.$count(healthWorkers),
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

describe("POST /api/health-workers", () => {
  it("registers an employed, non-public worker with HW- and WN- numbers and mails the sign-in details", async () => {
    const res = await register(a.cookie, workerForm(a.departmentIds[0], { email: "Grace.Main@Workers.Example", notes: "Night cover" }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["healthWorkerId", "id", "temporaryPassword", "workerNumber"]);
    expect(res.body.healthWorkerId).toMatch(/^HW-\d{4}-\d{4,}$/);
    expect(res.body.workerNumber).toMatch(/^WN-\d{6}$/);
    const password: string = res.body.temporaryPassword;

    const [worker] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, res.body.id));
    expect(worker).toMatchObject({
      healthWorkerId: res.body.healthWorkerId,
      workerNumber: res.body.workerNumber,
      hospitalId: a.hospitalId,
      departmentId: a.departmentIds[0],
      email: "grace.main@workers.example",
      role: "lab-technician",
      specialization: "Haematology",
      qualifications: "Diploma in Medical Laboratory Technology",
      licenseNumber: "AHPC/7781",
      employmentType: "full-time",
      shift: "morning",
      emergencyContact: "+256 782 000 111",
      emergencyRelationship: "Sister",
      notes: "Night cover",
      employmentStatus: "employed",
      isPublicProfile: false,
      isActive: true,
    });
    expect(worker.passwordHash).not.toContain(password);

    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "grace.main@workers.example"));
    expect(mail.status).toBe("logged");
    expect(mail.bodyText).toContain("/health-worker-login");
    expect(mail.bodyText).toContain(res.body.workerNumber);
    expect(mail.bodyText).toContain(`Health worker ID: ${res.body.healthWorkerId}`);
    // The password is mailed, but rests in the outbox only encrypted (lib/mail.ts).
    expect(JSON.stringify(mail)).not.toContain(password);
    expect(mailText(mail)).toContain(`Temporary password: ${password}`);

    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "health_worker.register"), eq(auditLogs.entityId, res.body.id)));
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId });
    expect(JSON.stringify(entry.details)).not.toContain(password);
  });

  it("numbers workers one after another", async () => {
    const first = await register(a.cookie, workerForm(a.departmentIds[0]));
    const second = await register(a.cookie, workerForm(a.departmentIds[1]));
    const seq = (s: string) => Number(s.split("-").pop());
    expect(seq(second.body.workerNumber)).toBe(seq(first.body.workerNumber) + 1);
    expect(seq(second.body.healthWorkerId)).toBe(seq(first.body.healthWorkerId) + 1);
  });

  it("answers 409 on the email field for a worker email already registered, and writes nothing", async () => {
    const form = workerForm(a.departmentIds[0]);
    expect((await register(a.cookie, form)).status).toBe(201);
    const before = await footprint();
    // Another hospital, same address (case differs): one worker per email across the network.
    const res = await register(b.cookie, workerForm(b.departmentIds[0], { email: form.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "A health worker with this email already exists",
      fieldErrors: { email: "A health worker with this email already exists" },
    });
    expect(await footprint()).toEqual(before);
  });

  it("gives one of two simultaneous registrations of one email 201 and the other 409", async () => {
    const form = workerForm(a.departmentIds[0]);
    const results = await Promise.all([register(a.cookie, form), register(a.cookie, { ...form, lastName: "Twin" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await getDb().$count(healthWorkers, eq(healthWorkers.email, form.email))).toBe(1);
  });

  it("refuses an inactive department, another hospital's department and an unknown one with 400", async () => {
    const [inactive] = await getDb()
      .insert(departments)
      .values({ id: `DEPT-${a.hospitalId.slice(5)}-900`, hospitalId: a.hospitalId, name: "Closed Ward", isActive: false })
      .returning();
    const before = await footprint();
    for (const departmentId of [inactive.id, b.departmentIds[0], "DEPT-999-999"]) {
      const res = await register(a.cookie, workerForm(departmentId));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Please select a valid department", fieldErrors: { departmentId: "Please select a valid department" } });
    }
    expect(await footprint()).toEqual(before);
  });

  it("ignores the id and hospitalId a hospital administrator sends", async () => {
    const res = await register(a.cookie, workerForm(a.departmentIds[0], { id: "forged-id", hospitalId: b.hospitalId, healthWorkerId: "HW-1999-0001" }));
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe("forged-id");
    expect(res.body.healthWorkerId).not.toBe("HW-1999-0001");
    const [worker] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, res.body.id));
    expect(worker.hospitalId).toBe(a.hospitalId);
  });

  it("lets system_admin register into a named hospital, and asks for one otherwise", async () => {
    const admin = await staffUser("system_admin", null);
    const missing = await register(admin.cookie, workerForm(b.departmentIds[0]));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please choose a hospital");
    const res = await register(admin.cookie, workerForm(b.departmentIds[0], { hospitalId: b.hospitalId }));
    expect(res.status).toBe(201);
    const [worker] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, res.body.id));
    expect(worker.hospitalId).toBe(b.hospitalId);
  });

  it("answers 401 signed out and 403 to a doctor", async () => {
    expect((await register(undefined, workerForm(a.departmentIds[0]))).status).toBe(401);
    const doctor = await staffUser("doctor", a.hospitalId);
    expect((await register(doctor.cookie, workerForm(a.departmentIds[0]))).status).toBe(403);
  });

  it("answers 402 once the hospital's trial has ended, and writes nothing", async () => {
    const c = await hospital();
    await expireTrial(c.hospitalId);
    const before = await footprint();
    const res = await register(c.cookie, workerForm(c.departmentIds[0]));
    expect(res.status).toBe(402);
    expect(await footprint()).toEqual(before);
  });

  // Specification section 5, "Hospital-side health worker form".
  it.each([
    ["firstName", "G", "First name must be at least 2 characters"],
    ["lastName", "", "Last name must be at least 2 characters"],
    ["email", "grace@", "Invalid email address"],
    ["phone", "070155501", "Phone number must be at least 10 characters"],
    ["role", "", "Role is required"],
    ["role", "surgeon", "Role is required"],
    ["departmentId", "", "Department is required"],
    ["qualifications", "BSc", "Qualifications are required"],
    ["licenseNumber", "AB", "License number is required"],
    ["employmentType", "", "Employment type is required"],
    ["shift", "weekends", "Shift is required"],
    ["emergencyContact", "078200011", "Emergency contact is required"],
    ["emergencyRelationship", "S", "Emergency relationship must be at least 2 characters"],
  ])("answers 400 for %s %j with %j", async (field, value, message) => {
    const res = await register(a.cookie, workerForm(a.departmentIds[0], { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("accepts a missing specialization and notes", async () => {
    const { specialization: _s, notes: _n, ...form } = workerForm(a.departmentIds[0]);
    expect([_s, _n]).toHaveLength(2);
    const res = await register(a.cookie, form);
    expect(res.status).toBe(201);
    const [worker] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.id, res.body.id));
    expect([worker.specialization, worker.notes]).toEqual([null, null]);
  });
});

describe("GET /api/health-workers", () => {
  let d: Hospital;
  beforeAll(async () => {
    d = await hospital();
    for (const [firstName, lastName, dept] of [["Peter", "Wanjiru", 1], ["Esther", "Kato", 0], ["Anne", "Kato", 1]] as const) {
      expect((await register(d.cookie, workerForm(d.departmentIds[dept], { firstName, lastName }))).status).toBe(201);
    }
  });

  it("lists the hospital's workers by last and first name with their department, for any staff member", async () => {
    const doctor = await staffUser("doctor", d.hospitalId);
    const res = await list(doctor.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((w: { firstName: string; lastName: string }) => `${w.firstName} ${w.lastName}`)).toEqual([
      "Anne Kato",
      "Esther Kato",
      "Peter Wanjiru",
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ["departmentId", "departmentName", "email", "firstName", "healthWorkerId", "id", "isActive", "lastName", "licenseNumber", "licenseVerifiedAt", "phone", "role", "specialization", "workerNumber"].sort(),
    );
    expect(res.body[0]).toMatchObject({ departmentId: d.departmentIds[1], departmentName: d.departmentNames[1], role: "lab-technician", isActive: true });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|dateOfBirth|\$2[aby]\$/);
  });

  it("shows a deactivated worker as inactive and pages with limit and offset", async () => {
    await getDb().update(healthWorkers).set({ isActive: false }).where(and(eq(healthWorkers.hospitalId, d.hospitalId), eq(healthWorkers.lastName, "Wanjiru")));
    const res = await list(d.cookie);
    expect(res.body.map((w: { isActive: boolean }) => w.isActive)).toEqual([true, true, false]);
    const page = await list(d.cookie, "?limit=2&offset=1");
    expect(page.body.map((w: { firstName: string }) => w.firstName)).toEqual(["Esther", "Peter"]);
  });

  it("never shows another hospital's workers", async () => {
    const res = await list(b.cookie, `?hospitalId=${d.hospitalId}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0); // B's own: system_admin registered one above
    const ids = new Set((await getDb().select({ id: healthWorkers.id }).from(healthWorkers).where(eq(healthWorkers.hospitalId, b.hospitalId))).map((r) => r.id));
    expect(res.body.every((w: { id: string }) => ids.has(w.id))).toBe(true);
  });

  it("answers 401 signed out", async () => {
    expect((await list(undefined)).status).toBe(401);
  });
});
