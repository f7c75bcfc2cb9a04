import { asc, eq, sql } from "drizzle-orm";

import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { POST as registerRoute } from "@/app/api/health-workers/public-register/route";
import { verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { auditLogs, counters, healthWorkers, mailOutbox } from "@/lib/db/schema";
import { mailText } from "@/lib/mail";
import { call } from "@/test/http";
import { hospitalWithAdmin } from "@/test/staff";

import { TOO_MANY_WORKER_REGISTRATIONS, WORKER_REGISTRATION_LIMIT } from "./health-worker-registration";

// A nurse registers on the public form (POST /api/health-workers/public-register); every rule of
// the specification's form is checked through the route, a taken email is 409 and one address may
// register at most 10 workers an hour.

let n = 0;
let ipSeq = 0;
/** A fresh client address, so that the hourly limit of one address never decides a test by accident. */
const freshIp = () => `10.140.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: "Grace",
    lastName: `Achieng${n}`,
    email: `grace.achieng${n}@public.example`,
    phone: "+256 701 555 010",
    dateOfBirth: "1992-03-14",
    nationality: "Ugandan",
    address: "Plot 12, Kira Road, Kampala",
    password: "Nurse2026ok",
    confirmPassword: "Nurse2026ok",
    role: "Nurse",
    specialization: "Emergency nursing",
    qualifications: "Diploma in Nursing (Mulago School of Nursing)",
    licenseNumber: `UNMC-${n}0001`,
    experienceYears: 6,
    skills: ["Triage", " IV cannulation ", "Wound care"],
    languages: ["English", "Luganda"],
    emergencyContact: "+256 772 000 111",
    emergencyRelationship: "Sister",
    ...overrides,
  };
}

const register = (body: unknown, ip = freshIp()) => call(registerRoute, "/api/health-workers/public-register", { body, ip });

async function footprint() {
  const db = getDb();
  return {
    workers: await db.$count(healthWorkers),
    mail: await db.$count(mailOutbox),
    counters: await db.select().from(counters).orderBy(asc(counters.key)),
  };
}

beforeAll(() => {
  delete process.env.SMTP_URL;
  jest.spyOn(console, "info").mockImplementation(() => {});
});

describe("POST /api/health-workers/public-register", () => {
  it("registers an unemployed worker with HW- and WN- numbers, a bcrypt password and a public profile by default", async () => {
    const body = form({ email: "Grace.Main@Public.Example", role: "Laboratory Technician" });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["healthWorkerId", "workerNumber"]);
    expect(res.body.healthWorkerId).toMatch(/^HW-\d{4}-\d{4,}$/);
    expect(res.body.workerNumber).toMatch(/^WN-\d{6}$/);

    const [row] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.healthWorkerId, res.body.healthWorkerId));
    expect(row).toMatchObject({
      workerNumber: res.body.workerNumber,
      email: "grace.main@public.example",
      role: "lab-technician",
      employmentStatus: "unemployed",
      hospitalId: null,
      departmentId: null,
      isPublicProfile: true,
      isActive: true,
      experienceYears: 6,
      dateOfBirth: "1992-03-14",
      skills: ["Triage", "IV cannulation", "Wound care"],
      languages: ["English", "Luganda"],
      licenseVerifiedAt: null,
    });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(await verifyPassword("Nurse2026ok", row.passwordHash)).toBe(true);

    // The audit names the new worker; the mail names the worker number, never the password.
    const [entry] = await getDb().select().from(auditLogs).where(eq(auditLogs.action, "health_worker.public_register"));
    expect(entry).toMatchObject({ actorType: "anonymous", entityId: row.id, hospitalId: null, outcome: "success" });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "grace.main@public.example"));
    expect(mailText(mail)).toContain(res.body.workerNumber);
    expect(mailText(mail)).not.toContain("Nurse2026ok");

    // The worker signs in with the worker number and the chosen password.
    const login = await call(workerLogin, "/api/health-worker/login", { body: { workerNumber: res.body.workerNumber, password: "Nurse2026ok" }, ip: freshIp() });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ workerNumber: res.body.workerNumber, role: "lab-technician", hospitalId: null });
  });

  it("takes the role as code, label or the filter's underscore form, in any case; lists as comma-separated text", async () => {
    const cases: [string, string][] = [
      ["laboratory_technician", "lab-technician"],
      ["EMERGENCY MEDICAL TECHNICIAN", "emergency-medical-technician"],
      ["physical_therapist", "physical-therapist"],
      ["Administrative Staff", "administrative"],
      ["social-worker", "social-worker"],
      ["midwife", "midwife"],
    ];
    for (const [sent, stored] of cases) {
      const res = await register(form({ role: sent, skills: " Phlebotomy , ,Malaria microscopy,phlebotomy", languages: "English, Swahili ", experienceYears: "4" }));
      expect(res.status).toBe(201);
      const [row] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.healthWorkerId, res.body.healthWorkerId));
      expect(row.role).toBe(stored);
      expect(row.skills).toEqual(["Phlebotomy", "Malaria microscopy"]);
      expect(row.languages).toEqual(["English", "Swahili"]);
      expect(row.experienceYears).toBe(4);
    }
  });

  it("keeps a profile private when the registrant turns it off, and needs no confirmation field from an API client", async () => {
    const { confirmPassword: _omitted, ...body } = form({ isPublicProfile: false, specialization: "" });
    void _omitted;
    const res = await register(body);
    expect(res.status).toBe(201);
    const [row] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.healthWorkerId, res.body.healthWorkerId));
    expect(row.isPublicProfile).toBe(false);
    expect(row.specialization).toBeNull();
  });

  // Every rule of the public form (specification section 5), one field wrong at a time.
  const invalid: [string, unknown, string][] = [
    ["firstName", "A", "First name must be at least 2 characters"],
    ["firstName", undefined, "First name must be at least 2 characters"],
    ["lastName", " B ", "Last name must be at least 2 characters"],
    ["email", "not-an-email", "Invalid email address"],
    ["phone", "070123", "Phone number must be at least 10 characters"],
    ["dateOfBirth", "", "Date of birth is required"],
    ["dateOfBirth", "2001-02-29", "Please enter a valid date of birth"],
    ["dateOfBirth", "2999-01-01", "Date of birth cannot be in the future"],
    ["nationality", "U", "Nationality must be at least 2 characters"],
    ["address", "Kampala", "Address must be at least 10 characters"],
    ["password", "Ab1", "Password must be at least 8 characters"],
    ["password", "nurse2026ok", "Password must contain at least one uppercase letter"],
    ["password", "NURSE2026OK", "Password must contain at least one lowercase letter"],
    ["password", "NurseNoDigits", "Password must contain at least one number"],
    ["confirmPassword", "Nurse2026no", "Passwords do not match"],
    ["role", "", "Role is required"],
    ["role", "Astronaut", "Role is required"],
    ["qualifications", "Diploma", "Qualifications must be at least 10 characters"],
    ["licenseNumber", "AB1", "License number must be at least 5 characters"],
    ["experienceYears", "", "Experience must be a valid positive number"],
    ["experienceYears", "six", "Experience must be a valid positive number"],
    ["experienceYears", -1, "Experience must be a valid positive number"],
    ["experienceYears", undefined, "Experience must be a valid positive number"],
    ["experienceYears", 2.5, "Experience must be a whole number of years"],
    ["experienceYears", 81, "Experience must be at most 80 years"],
    ["skills", "CPR", "Skills must be at least 5 characters"],
    ["skills", [], "Skills must be at least 5 characters"],
    ["skills", " , , ", "Skills must be at least 5 characters"],
    ["languages", "E", "Languages must be at least 2 characters"],
    ["languages", undefined, "Languages must be at least 2 characters"],
    ["emergencyContact", "0772", "Emergency contact must be at least 10 characters"],
    ["emergencyRelationship", "S", "Emergency relationship must be at least 2 characters"],
    ["isPublicProfile", "yes", "Public profile must be on or off"],
  ];
  it.each(invalid)("refuses %s = %j with '%s', writing nothing", async (field, value, message) => {
    const before = await footprint();
    const res = await register(form({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await footprint()).toEqual(before);
  });

  it("lists every problem of an empty form by field", async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("First name must be at least 2 characters");
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(
      [
        "address", "dateOfBirth", "email", "emergencyContact", "emergencyRelationship", "experienceYears", "firstName", "languages",
        "lastName", "licenseNumber", "nationality", "password", "phone", "qualifications", "role", "skills",
      ].sort(),
    );
  });

  it("answers 409 to a taken email in any case, also one a hospital registered, and writes nothing", async () => {
    expect((await register(form({ email: "taken.once@public.example" }))).status).toBe(201);
    const before = await footprint();
    const again = await register(form({ email: "Taken.Once@PUBLIC.example" }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "A health worker with this email already exists", fieldErrors: { email: "A health worker with this email already exists" } });
    expect(await footprint()).toEqual(before);

    // A worker the hospital registered holds the address too.
    const hospital = await hospitalWithAdmin();
    const [department] = await queryRows<{ id: string }>(getDb(), sql`select id from departments where hospital_id = ${hospital.hospitalId} limit 1`);
    const { POST: hospitalRegister } = await import("@/app/api/health-workers/route");
    const employed = await call(hospitalRegister, "/api/health-workers", {
      cookie: hospital.cookie,
      body: {
        firstName: "Ruth", lastName: "Atim", email: "ruth.atim@hospital.example", phone: "+256 701 222 333", role: "Nurse",
        departmentId: department.id, qualifications: "Diploma in Nursing", licenseNumber: "UNMC-7781", employmentType: "Full-time",
        shift: "Morning", emergencyContact: "+256 702 444 555", emergencyRelationship: "Sister",
      },
    });
    expect(employed.status).toBe(201);
    expect((await register(form({ email: "RUTH.ATIM@hospital.example" }))).status).toBe(409);
  });

  it("gives one of two simultaneous registrations of one email 201 and the other 409", async () => {
    const results = await Promise.all([register(form({ email: "race@public.example" })), register(form({ email: "race@public.example" }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await getDb().$count(healthWorkers, eq(healthWorkers.email, "race@public.example"))).toBe(1);
  });

  it("ignores server-owned fields a client sends", async () => {
    const hospital = await hospitalWithAdmin();
    const res = await register(
      form({
        employmentStatus: "employed",
        hospitalId: hospital.hospitalId,
        departmentId: "DEPT-001-001",
        workerNumber: "WN-999999",
        healthWorkerId: "HW-2099-9999",
        id: "forged-id",
        licenseVerifiedAt: "2026-01-01T00:00:00Z",
        isActive: false,
        passwordHash: "forged",
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.workerNumber).not.toBe("WN-999999");
    const [row] = await getDb().select().from(healthWorkers).where(eq(healthWorkers.healthWorkerId, res.body.healthWorkerId));
    expect(row).toMatchObject({ employmentStatus: "unemployed", hospitalId: null, departmentId: null, licenseVerifiedAt: null, isActive: true });
    expect(row.id).not.toBe("forged-id");
    expect(row.passwordHash).not.toBe("forged");
  });

  it(`answers 429 with Retry-After after ${WORKER_REGISTRATION_LIMIT.perIp} registrations from one address in an hour; refusals do not count`, async () => {
    const ip = "10.141.0.1";
    // A refused body and a taken email do not use the address's registrations up.
    expect((await register(form({ firstName: "" }), ip)).status).toBe(400);
    expect((await register(form({ email: "taken.once@public.example" }), ip)).status).toBe(409);
    for (let i = 0; i < WORKER_REGISTRATION_LIMIT.perIp; i++) expect((await register(form(), ip)).status).toBe(201);
    const before = await footprint();
    const limited = await register(form(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_WORKER_REGISTRATIONS);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await footprint()).toEqual(before);
    // Another address is unaffected.
    expect((await register(form(), "10.141.0.2")).status).toBe(201);
  });
});
