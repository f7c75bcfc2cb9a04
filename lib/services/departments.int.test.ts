import { and, count, eq } from "drizzle-orm";

import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/departments/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/departments/route";
import { GET as getHospital } from "@/app/api/hospitals/[hospitalId]/route";
import { getDb } from "@/lib/db/client";
import { nextDoctorId, nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { auditLogs, departments, doctors, healthWorkers, users } from "@/lib/db/schema";
import { TRIAL_ENDED_MESSAGE } from "@/lib/subscription";
import { call } from "@/test/http";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

import { DEPARTMENT_IN_USE } from "./departments";

type Hospital = Awaited<ReturnType<typeof hospitalWithAdmin>>;

const list = (cookie: string | undefined, qs = "") => call(listRoute, `/api/departments${qs}`, { cookie });
const create = (cookie: string | undefined, body: unknown) => call(createRoute, "/api/departments", { cookie, body });
const patch = (cookie: string | undefined, id: string, body: unknown) =>
  call(patchRoute, `/api/departments/${id}`, { cookie, body, method: "PATCH", params: { id } });
const remove = (cookie: string | undefined, id: string) =>
  call(deleteRoute, `/api/departments/${id}`, { cookie, method: "DELETE", params: { id } });

let n = 0;

/** A doctor account and record, inserted directly as the doctor registration would. */
async function insertDoctor(hospitalId: string, departmentId: string | null, firstName = "Amina", lastName = "Okello") {
  n += 1;
  const email = `doctor${n}@departments.example`;
  return getDb().transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, username: email, role: "doctor", hospitalId, departmentId, firstName, lastName })
      .returning({ id: users.id });
    const id = await nextDoctorId(tx, hospitalId);
    await tx.insert(doctors).values({
      id,
      userId: user.id,
      hospitalId,
      departmentId,
      specialization: "Cardiology",
      licenseNumber: "MED-12345",
      qualification: "MBChB, MMed Internal Medicine",
    });
    return { id, userId: user.id };
  });
}

/** An employed health worker of the hospital's department. */
async function insertWorker(hospitalId: string, departmentId: string | null) {
  n += 1;
  return getDb().transaction(async (tx) => {
    const [worker] = await tx
      .insert(healthWorkers)
      .values({
        healthWorkerId: await nextHealthWorkerId(tx, 2026),
        workerNumber: await nextWorkerNumber(tx),
        passwordHash: "not-used-here",
        firstName: "Grace",
        lastName: "Nakato",
        email: `nurse${n}@departments.example`,
        phone: "+256700000001",
        role: "nurse",
        hospitalId,
        departmentId,
        employmentStatus: "employed",
      })
      .returning({ id: healthWorkers.id });
    return worker.id;
  });
}

const departmentCount = async (hospitalId: string) =>
  (await getDb().select({ n: count() }).from(departments).where(eq(departments.hospitalId, hospitalId)))[0].n;

let a: Hospital;
let b: Hospital;
let doctorOfA: Awaited<ReturnType<typeof staffUser>>;
let sysadmin: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  // Two tenants, a doctor account of the first, and the platform's system administrator.
  a = await hospitalWithAdmin();
  b = await hospitalWithAdmin();
  doctorOfA = await staffUser("doctor", a.hospitalId);
  sysadmin = await staffUser("system_admin", null);
});

describe("GET /api/departments", () => {
  it("lists the hospital's departments by name with real head doctor and staff figures", async () => {
    // The registration created "Emergency Department" and "Pharmacy".
    const res = await list(a.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((d: { name: string }) => d.name)).toEqual(["Emergency Department", "Pharmacy"]);
    expect(res.body[0]).toEqual({
      id: expect.stringMatching(/^DEPT-\d{3}-\d{3}$/),
      hospitalId: a.hospitalId,
      name: "Emergency Department",
      description: "24/7 emergency medical care",
      headDoctorId: null,
      headDoctorName: null,
      isActive: true,
      staffCount: 0,
      createdAt: expect.any(String),
    });
  });

  it("searches name and description case-insensitively, taking % and _ literally", async () => {
    expect((await create(a.cookie, { name: "Cardiology", description: "Heart care, 100% of the time" })).status).toBe(201);
    const names = async (search: string) =>
      (await list(a.cookie, `?search=${encodeURIComponent(search)}`)).body.map((d: { name: string }) => d.name);
    expect(await names("CARDIO")).toEqual(["Cardiology"]);
    expect(await names("heart")).toEqual(["Cardiology"]);
    expect(await names("24/7")).toEqual(["Emergency Department"]);
    expect(await names("%")).toEqual(["Cardiology"]);
    expect(await names("_")).toEqual([]);
    expect(await names("nothing like this")).toEqual([]);
  });

  it("answers 401 when signed out", async () => {
    expect((await list(undefined)).status).toBe(401);
  });

  it("never shows another hospital's departments, even when its ID is asked for", async () => {
    // Hospital B's administrator names hospital A: the parameter is ignored for non-system_admin.
    const res = await list(b.cookie, `?hospitalId=${a.hospitalId}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((d: { hospitalId: string }) => d.hospitalId === b.hospitalId)).toBe(true);
  });

  it("makes system_admin choose a hospital", async () => {
    const none = await list(sysadmin.cookie);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose a hospital");
    const chosen = await list(sysadmin.cookie, `?hospitalId=${a.hospitalId}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.every((d: { hospitalId: string }) => d.hospitalId === a.hospitalId)).toBe(true);
  });
});

describe("POST /api/departments", () => {
  it("creates a department with the hospital's next ID, from the actor's hospital, and audits it", async () => {
    // The administrator of A sends B's hospitalId and an id of its own: both are ignored.
    const res = await create(a.cookie, { name: "  Radiology ", description: " Imaging ", hospitalId: b.hospitalId, id: "DEPT-999-999" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hospitalId: a.hospitalId, name: "Radiology", description: "Imaging", isActive: true, staffCount: 0 });
    expect(res.body.id).toBe(`DEPT-${a.hospitalId.slice(5)}-004`);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "department.create"), eq(auditLogs.entityId, res.body.id)));
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, outcome: "success" });
  });

  it.each([
    ["a blank name", { name: "   " }, "Department name is required"],
    ["no name", { description: "Something" }, "Department name is required"],
    ["a one-letter name", { name: "A" }, "Department name must be at least 2 characters"],
  ])("rejects %s with 400 and writes nothing", async (_label, body, message) => {
    const before = await departmentCount(a.hospitalId);
    const res = await create(a.cookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, fieldErrors: { name: message } });
    expect(await departmentCount(a.hospitalId)).toBe(before);
  });

  it("answers 409 for a name the hospital already has, in any case, and writes nothing", async () => {
    const before = await departmentCount(a.hospitalId);
    const res = await create(a.cookie, { name: "PHARMACY" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "A department with this name already exists",
      fieldErrors: { name: "A department with this name already exists" },
    });
    expect(await departmentCount(a.hospitalId)).toBe(before);
    // Another hospital may use the same name.
    expect((await create(b.cookie, { name: "Radiology" })).status).toBe(201);
  });

  it("lets exactly one of two simultaneous creations of one name through", async () => {
    const results = await Promise.all([create(a.cookie, { name: "Oncology" }), create(a.cookie, { name: "oncology" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("refuses doctors (403) and the signed-out (401)", async () => {
    const before = await departmentCount(a.hospitalId);
    const asDoctor = await create(doctorOfA.cookie, { name: "Neurology" });
    expect(asDoctor.status).toBe(403);
    expect((await create(undefined, { name: "Neurology" })).status).toBe(401);
    expect(await departmentCount(a.hospitalId)).toBe(before);
  });

  it("lets system_admin create in a hospital it names, and only then", async () => {
    const none = await create(sysadmin.cookie, { name: "Urology" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose a hospital");
    const res = await create(sysadmin.cookie, { name: "Urology", hospitalId: a.hospitalId });
    expect(res.status).toBe(201);
    expect(res.body.hospitalId).toBe(a.hospitalId);
    expect((await create(sysadmin.cookie, { name: "Urology", hospitalId: "HOSP-999" })).status).toBe(404);
  });
});

describe("PATCH /api/departments/{id}", () => {
  it("renames, describes and deactivates, and audits what changed", async () => {
    const { body: dept } = await create(a.cookie, { name: "Dermatology", description: "Skin" });
    const res = await patch(a.cookie, dept.id, { name: "Dermatology & Venereology", description: "", isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: dept.id, name: "Dermatology & Venereology", description: null, isActive: false });
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "department.update"), eq(auditLogs.entityId, dept.id)));
    expect(entry.details).toEqual({ changes: { name: "Dermatology & Venereology", description: null, isActive: false } });
    // Reactivating shows up in the list.
    expect((await patch(a.cookie, dept.id, { isActive: true })).body.isActive).toBe(true);
  });

  it("answers 409 for a duplicate name and 400 for a too-short one, changing nothing", async () => {
    const { body: dept } = await create(a.cookie, { name: "Pediatrics" });
    const dup = await patch(a.cookie, dept.id, { name: "cardiology" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("A department with this name already exists");
    const short = await patch(a.cookie, dept.id, { name: "P" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Department name must be at least 2 characters");
    const [row] = await getDb().select().from(departments).where(eq(departments.id, dept.id));
    expect(row.name).toBe("Pediatrics");
  });

  it("counts active doctors and health workers, and names the head doctor", async () => {
    // Surgery gets a doctor and a nurse; the staff count follows the data.
    const { body: surgery } = await create(a.cookie, { name: "Surgery" });
    const staffOf = async () => (await list(a.cookie, "?search=Surgery")).body[0];
    const doctor = await insertDoctor(a.hospitalId, surgery.id, "Amina", "Okello");
    expect((await staffOf()).staffCount).toBe(1);
    const workerId = await insertWorker(a.hospitalId, surgery.id);
    expect((await staffOf()).staffCount).toBe(2);
    await getDb().update(healthWorkers).set({ isActive: false }).where(eq(healthWorkers.id, workerId));
    expect((await staffOf()).staffCount).toBe(1);

    const head = await patch(a.cookie, surgery.id, { headDoctorId: doctor.id });
    expect(head.status).toBe(200);
    expect(head.body).toMatchObject({ headDoctorId: doctor.id, headDoctorName: "Dr. Amina Okello", staffCount: 1 });
    expect((await staffOf()).headDoctorName).toBe("Dr. Amina Okello");

    // null clears the head doctor.
    const cleared = await patch(a.cookie, surgery.id, { headDoctorId: null });
    expect(cleared.body).toMatchObject({ headDoctorId: null, headDoctorName: null });
  });

  it("refuses a head doctor of another hospital, an unknown or an inactive one with 400", async () => {
    const { body: dept } = await create(a.cookie, { name: "Neurology" });
    const foreign = await insertDoctor(b.hospitalId, null, "Other", "Hospital");
    const inactive = await insertDoctor(a.hospitalId, null, "Retired", "Doctor");
    await getDb().update(doctors).set({ isActive: false }).where(eq(doctors.id, inactive.id));
    for (const headDoctorId of [foreign.id, "DOC-999-999", inactive.id]) {
      const res = await patch(a.cookie, dept.id, { headDoctorId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Please select a valid head doctor", fieldErrors: { headDoctorId: "Please select a valid head doctor" } });
    }
    const [row] = await getDb().select().from(departments).where(eq(departments.id, dept.id));
    expect(row.headDoctorId).toBeNull();
  });

  it("answers 404 to another hospital's administrator and 403 to a doctor", async () => {
    const { body: dept } = await create(a.cookie, { name: "Ophthalmology" });
    const res = await patch(b.cookie, dept.id, { name: "Taken over" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Department not found");
    expect((await patch(doctorOfA.cookie, dept.id, { isActive: false })).status).toBe(403);
    const [row] = await getDb().select().from(departments).where(eq(departments.id, dept.id));
    expect(row).toMatchObject({ name: "Ophthalmology", isActive: true });
  });
});

describe("DELETE /api/departments/{id}", () => {
  it("deletes an unreferenced department (204), then answers 404", async () => {
    const { body: dept } = await create(a.cookie, { name: "Endocrinology" });
    const res = await remove(a.cookie, dept.id);
    expect(res.status).toBe(204);
    expect(await getDb().select().from(departments).where(eq(departments.id, dept.id))).toEqual([]);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "department.delete"), eq(auditLogs.entityId, dept.id)));
    expect(entry).toBeDefined();
    expect((await remove(a.cookie, dept.id)).status).toBe(404);
  });

  it("answers 409 while a doctor, a health worker or a staff account belongs to it, and keeps the row", async () => {
    const { body: withDoctor } = await create(a.cookie, { name: "Gastroenterology" });
    await insertDoctor(a.hospitalId, withDoctor.id);
    const { body: withWorker } = await create(a.cookie, { name: "Physiotherapy" });
    await insertWorker(a.hospitalId, withWorker.id);
    // A staff account assigned to the department, with no doctor record, also holds it.
    const { body: withUser } = await create(a.cookie, { name: "Psychiatry" });
    await getDb().update(users).set({ departmentId: withUser.id }).where(eq(users.email, doctorOfA.email));
    for (const id of [withDoctor.id, withWorker.id, withUser.id]) {
      const res = await remove(a.cookie, id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(DEPARTMENT_IN_USE);
      expect(await getDb().select().from(departments).where(eq(departments.id, id))).toHaveLength(1);
    }
  });

  it("answers 404 to another hospital's administrator and 403 to a doctor", async () => {
    const { body: dept } = await create(a.cookie, { name: "Pulmonology" });
    expect((await remove(b.cookie, dept.id)).status).toBe(404);
    expect((await remove(doctorOfA.cookie, dept.id)).status).toBe(403);
    expect((await remove(undefined, dept.id)).status).toBe(401);
    expect(await getDb().select().from(departments).where(eq(departments.id, dept.id))).toHaveLength(1);
  });
});

describe("tenant isolation beyond departments", () => {
  it("hides hospital A's record from hospital B's administrator", async () => {
    const res = await call(getHospital, `/api/hospitals/${a.hospitalId}`, { cookie: b.cookie, params: { hospitalId: a.hospitalId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Hospital not found" });
  });
});

describe("an expired hospital", () => {
  it("can read but not change its departments (402); system_admin is exempt", async () => {
    // Hospital C's trial ended yesterday.
    const c = await hospitalWithAdmin();
    const { body: before } = await list(c.cookie);
    const target = before[0];
    await expireTrial(c.hospitalId);

    const read = await list(c.cookie);
    expect(read.status).toBe(200);
    expect(read.body).toHaveLength(before.length);

    for (const res of [
      await create(c.cookie, { name: "Laboratory" }),
      await patch(c.cookie, target.id, { isActive: false }),
      await remove(c.cookie, target.id),
    ]) {
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(TRIAL_ENDED_MESSAGE);
    }
    const [row] = await getDb().select().from(departments).where(eq(departments.id, target.id));
    expect(row.isActive).toBe(true);
    expect(await departmentCount(c.hospitalId)).toBe(before.length);

    const repaired = await create(sysadmin.cookie, { name: "Laboratory", hospitalId: c.hospitalId });
    expect(repaired.status).toBe(201);
  });
});
