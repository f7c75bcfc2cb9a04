import { count, eq, like } from "drizzle-orm";

import { GET as getHospital } from "@/app/api/hospitals/[hospitalId]/route";
import { POST as register } from "@/app/api/hospitals/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, counters, departments, hospitals, users } from "@/lib/db/schema";
import { call } from "@/test/http";
import { hospitalPayload } from "@/test/factories";

const registerWith = (body: unknown) => call(register, "/api/hospitals/register", { body });

async function tableCounts() {
  const db = getDb();
  const [[h], [u], [d]] = await Promise.all([
    db.select({ n: count() }).from(hospitals),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(departments),
  ]);
  return { hospitals: h.n, users: u.n, departments: d.n };
}

describe("POST /api/hospitals/register", () => {
  it("creates the hospital, its administrator and departments with server-generated IDs and a 30-day trial", async () => {
    const payload = hospitalPayload({ departments: [{ name: "Cardiology" }, { name: "Pharmacy", description: "Dispensing" }] });
    const res = await registerWith({ ...payload, id: "HOSP-999", hospitalId: "HOSP-999", subscriptionStatus: "enterprise" });
    expect(res.status).toBe(201);
    expect(res.body.hospitalId).toMatch(/^HOSP-\d{3}$/);
    const hospitalId: string = res.body.hospitalId;
    const days = (new Date(res.body.trialExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.ceil(days)).toBe(30);

    const db = getDb();
    const [hospital] = await db.select().from(hospitals).where(eq(hospitals.id, hospitalId));
    expect(hospital).toMatchObject({ subscriptionStatus: "trial", timezone: "Africa/Kampala", country: "Uganda" });
    const [admin] = await db.select().from(users).where(eq(users.email, payload.adminEmail!));
    expect(admin).toMatchObject({ role: "hospital_admin", hospitalId });
    expect(admin.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(hospital.adminUserId).toBe(admin.id);
    const depts = await db.select().from(departments).where(eq(departments.hospitalId, hospitalId));
    const number = hospitalId.slice(5);
    expect(depts.map((d) => d.id).sort()).toEqual([`DEPT-${number}-001`, `DEPT-${number}-002`]);

    const [entry] = await db.select().from(auditLogs).where(eq(auditLogs.action, "hospital.register"));
    expect(entry).toMatchObject({ entityId: hospitalId, hospitalId, actorType: "anonymous" });

    // The administrator can sign in straight away.
    const signIn = await call(login, "/api/auth/login", { body: { email: payload.adminEmail, password: payload.adminPassword } });
    expect(signIn.status).toBe(200);
  });

  it("allocates consecutive hospital and department numbers", async () => {
    const a = await registerWith(hospitalPayload());
    const b = await registerWith(hospitalPayload());
    expect(Number(b.body.hospitalId.slice(5))).toBe(Number(a.body.hospitalId.slice(5)) + 1);
  });

  it("answers 409 for a taken administrator email and writes nothing", async () => {
    const first = hospitalPayload();
    expect((await registerWith(first)).status).toBe(201);
    const before = await tableCounts();
    const [counterBefore] = await getDb().select().from(counters).where(eq(counters.key, "hospital"));
    const dup = await registerWith(hospitalPayload({ adminEmail: first.adminEmail!.toUpperCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      message: "An account with this email already exists",
      fieldErrors: { adminEmail: "An account with this email already exists" },
    });
    expect(await tableCounts()).toEqual(before);
    const [counterAfter] = await getDb().select().from(counters).where(eq(counters.key, "hospital"));
    expect(counterAfter.value).toBe(counterBefore.value);
  });

  it("lets exactly one of two simultaneous registrations with one email through", async () => {
    const payload = hospitalPayload();
    const results = await Promise.all([registerWith(payload), registerWith({ ...payload, name: "Twin" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ n }] = await getDb().select({ n: count() }).from(users).where(eq(users.email, payload.adminEmail!));
    expect(n).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["admin email", { adminEmail: "nope" }, "adminEmail", "Please enter a valid email address"],
    ["short password", { adminPassword: "Ab1", confirmPassword: "Ab1" }, "adminPassword", "Password must be at least 8 characters"],
    [
      "password without digit",
      { adminPassword: "Abcdefgh", confirmPassword: "Abcdefgh" },
      "adminPassword",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      "password without upper case",
      { adminPassword: "abcdefg1", confirmPassword: "abcdefg1" },
      "adminPassword",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    ["mismatched confirmation", { confirmPassword: "Different1" }, "confirmPassword", "Passwords do not match"],
    ["no departments", { departments: [] }, "departments", "Please add at least one department"],
    ["blank department name", { departments: [{ name: "  " }] }, "departments.0.name", "Department name is required"],
    ["blank name", { name: "   " }, "name", "Hospital name is required"],
    ["missing country", { country: "" }, "country", "Country is required"],
    ["missing state", { state: undefined }, "state", "State/Province is required"],
    ["missing city", { city: "" }, "city", "City is required"],
  ];

  it.each(invalid)("rejects %s with 400 and the specification's message", async (_label, change, field, message) => {
    const before = await tableCounts();
    const res = await registerWith({ ...hospitalPayload(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(Object.values(res.body.fieldErrors)).toContain(res.body.message);
    expect(await tableCounts()).toEqual(before);
  });

  it("stores the administrator's first and last names, which the signed-in user then carries", async () => {
    // The wizard sends the administrator's names; they land on the admin user, trimmed.
    const payload = hospitalPayload({ adminFirstName: "  Amina ", adminLastName: "Nakato" });
    expect((await registerWith(payload)).status).toBe(201);
    const [admin] = await getDb().select().from(users).where(eq(users.email, payload.adminEmail!));
    expect(admin).toMatchObject({ firstName: "Amina", lastName: "Nakato" });

    const { cookie } = await call(login, "/api/auth/login", { body: { email: payload.adminEmail, password: payload.adminPassword } });
    const me = await call(currentUser, "/api/auth/user", { cookie });
    expect(me.body).toMatchObject({ firstName: "Amina", lastName: "Nakato", email: payload.adminEmail });
  });

  it("still registers an older client's body without the administrator's names", async () => {
    const payload = hospitalPayload();
    expect(payload).not.toHaveProperty("adminFirstName");
    expect((await registerWith(payload)).status).toBe(201);
    const [admin] = await getDb().select().from(users).where(eq(users.email, payload.adminEmail!));
    expect(admin).toMatchObject({ firstName: null, lastName: null });
  });

  it("rejects a one-letter administrator name with 400 and writes nothing", async () => {
    const before = await tableCounts();
    const res = await registerWith(hospitalPayload({ adminFirstName: "A", adminLastName: "Nakato" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "First name must be at least 2 characters",
      fieldErrors: { adminFirstName: "First name must be at least 2 characters" },
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("keeps a department named twice once", async () => {
    const res = await registerWith(hospitalPayload({ departments: [{ name: "Surgery" }, { name: " surgery " }] }));
    expect(res.status).toBe(201);
    const depts = await getDb().select().from(departments).where(eq(departments.hospitalId, res.body.hospitalId));
    expect(depts).toHaveLength(1);
  });
});

describe("GET /api/hospitals/{hospitalId}", () => {
  it("shows a hospital to its own staff and answers 404 for another tenant's", async () => {
    const a = hospitalPayload();
    const b = hospitalPayload();
    const idA = (await registerWith(a)).body.hospitalId;
    const idB = (await registerWith(b)).body.hospitalId;
    const { cookie } = await call(login, "/api/auth/login", { body: { email: a.adminEmail, password: a.adminPassword } });

    const own = await call(getHospital, `/api/hospitals/${idA}`, { cookie, params: { hospitalId: idA } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: idA, subscriptionStatus: "trial", trialDaysLeft: 30 });

    const other = await call(getHospital, `/api/hospitals/${idB}`, { cookie, params: { hospitalId: idB } });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(b.name!);

    expect((await call(getHospital, `/api/hospitals/${idA}`, { params: { hospitalId: idA } })).status).toBe(401);
    expect(await getDb().select().from(hospitals).where(like(hospitals.id, "HOSP-%"))).not.toHaveLength(0);
  });
});
