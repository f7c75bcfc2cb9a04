import { and, asc, eq, like, sql } from "drizzle-orm";

import { anonymous } from "@/lib/auth/actor-types";
import { COUNTRY_NAMES } from "@/lib/constants/countries";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { auditLogs, counters, patientHospitals, patients } from "@/lib/db/schema";
import { decryptPhi, decryptPhiJson, nationalIdHash } from "@/lib/security/phi";
import { call } from "@/test/http";
import { auditRows, dialogForm, pageForm, registerCall, registered, selfForm } from "@/test/patients";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

import { DUPLICATE_NATIONAL_ID, registerPatient, SELF_REGISTRATION_LIMIT, TOO_MANY_REGISTRATIONS } from "./patients";

// POST /api/patients: a visitor registers through the wizard, staff through the dialog or the
// hospital-side page; each registration gets the next global health number.

const RECORD_KEYS = [
  "address", "allergies", "bloodType", "chronicConditions", "city", "countryOfOrigin", "createdAt", "currentMedications",
  "dateOfBirth", "email", "emergencyContact", "emergencyPhone", "emergencyRelationship", "firstName", "gender", "height", "id",
  "isActive", "lastName", "middleName", "nationality", "phone", "registrationSource", "state", "totalAppointments",
  "totalMedicalRecords", "verificationStatus", "weight",
];

let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
});

/** Everything a registration writes, to show that a refused one wrote nothing. */
async function footprint() {
  const db = getDb();
  return {
    patients: await db.$count(patients),
    links: await db.$count(patientHospitals),
    audits: await db.$count(auditLogs, eq(auditLogs.action, "patient.register")),
    counters: await db.select().from(counters).where(like(counters.key, "patient:%")).orderBy(asc(counters.key)),
  };
}

const rawRow = async (id: string) => (await queryRows<Record<string, unknown>>(getDb(), sql`select * from patients where id = ${id}`))[0];
const seq = (id: string) => Number(id.split("-")[3]);

describe("POST /api/patients (self-registration)", () => {
  it("registers a visitor with the next health number, ignoring a client-sent id, and links no hospital", async () => {
    const res = await registerCall(selfForm({ id: "UG-PAT-1999-999", registrationSource: "hospital", isActive: false }), { ip: "10.60.0.1" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(RECORD_KEYS);
    expect(res.body.id).toMatch(new RegExp(`^UG-PAT-${new Date().getUTCFullYear()}-\\d{3}$`));
    expect(res.body).toMatchObject({
      firstName: "Amina",
      gender: "female",
      countryOfOrigin: "Uganda",
      emergencyRelationship: "spouse",
      bloodType: "O+",
      height: 165,
      weight: 62.5,
      registrationSource: "self",
      verificationStatus: "pending",
      isActive: true,
      totalAppointments: 0,
      totalMedicalRecords: 0,
    });
    expect(await getDb().$count(patientHospitals, eq(patientHospitals.patientId, res.body.id))).toBe(0);
    const [entry] = await auditRows("patient.register", res.body.id);
    expect(entry).toMatchObject({ actorType: "anonymous", hospitalId: null, ip: "10.60.0.1", details: { registrationSource: "self" } });
  });

  it("numbers registrations of one country one after another", async () => {
    const first = await registered(selfForm({ countryOfOrigin: "Kenya" }), { ip: "10.60.0.2" });
    const second = await registered(selfForm({ countryOfOrigin: "KE" }), { ip: "10.60.0.2" });
    expect(first.id).toMatch(/^KE-PAT-\d{4}-\d{3}$/);
    expect(seq(second.id)).toBe(seq(first.id) + 1);
  });

  it("gives 50 simultaneous registrations in one country and year 50 distinct consecutive numbers", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => registerPatient(anonymous(null), selfForm({ countryOfOrigin: "Somalia" }))),
    );
    const ids = results.map((r) => r.id);
    expect(new Set(ids).size).toBe(50);
    const years = new Set(ids.map((id) => id.split("-")[2]));
    expect(years.size).toBe(1);
    const numbers = ids.map(seq).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => numbers[0] + i));
    expect(ids.every((id) => id.startsWith("SO-PAT-"))).toBe(true);
  });

  it("stores the national ID, passport, insurance and biometric data encrypted, never as plaintext", async () => {
    const secrets = { nationalId: "CM90012345ABCD", passportNumber: "B7654321", provider: "Jubilee Health", policyNumber: "POL-778899", groupId: "GRP-42" };
    const body = await registered(
      selfForm({
        nationalId: secrets.nationalId,
        passportNumber: secrets.passportNumber,
        hasInsurance: true,
        insurance: { provider: secrets.provider, policyNumber: secrets.policyNumber, groupId: secrets.groupId },
        biometricConsent: true,
        biometric: { fingerprintCaptured: true, photoCaptured: false },
      }),
      { ip: "10.60.0.3" },
    );
    // The answer carries none of them either.
    expect(JSON.stringify(body)).not.toMatch(/CM90012345ABCD|B7654321|POL-778899/);

    const row = await rawRow(body.id);
    for (const column of ["national_id_enc", "passport_number_enc", "insurance_info_enc", "biometric_data_enc"]) {
      expect(row[column]).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    const stored = JSON.stringify(row);
    for (const value of Object.values(secrets)) expect(stored).not.toContain(value);
    expect(stored).not.toMatch(/fingerprint/i);
    expect(row.national_id_hash).toBe(nationalIdHash(secrets.nationalId));
    expect(decryptPhi(row.national_id_enc as string)).toBe(secrets.nationalId);
    expect(decryptPhiJson(row.insurance_info_enc as string)).toEqual({ provider: secrets.provider, policyNumber: secrets.policyNumber, groupId: secrets.groupId });
    expect(decryptPhiJson(row.biometric_data_enc as string)).toMatchObject({ fingerprintCaptured: true, photoCaptured: false });

    const [entry] = await auditRows("patient.register", body.id);
    expect(JSON.stringify(entry.details)).not.toMatch(/CM90012345ABCD|B7654321|POL-778899|1990-04-12/);
  });

  it("stores no insurance without hasInsurance and no biometric data without consent", async () => {
    const body = await registered(
      selfForm({ hasInsurance: false, insurance: { provider: "Ignored" }, biometricConsent: false, biometric: { fingerprintCaptured: true } }),
      { ip: "10.60.0.4" },
    );
    const row = await rawRow(body.id);
    expect(row.insurance_info_enc).toBeNull();
    expect(row.biometric_data_enc).toBeNull();
    expect(row.national_id_hash).toBeNull();
  });

  it("answers 409 on nationalId for a national ID already registered (however it is written), and writes nothing", async () => {
    await registered(selfForm({ nationalId: "CM11112222" }), { ip: "10.60.0.5" });
    const before = await footprint();
    for (const [nationalId, cookie] of [["cm 1111-2222", undefined], ["CM11112222", a.cookie]] as const) {
      const res = await registerCall(cookie ? dialogForm({ nationalId }) : selfForm({ nationalId }), { ip: "10.60.0.5", cookie });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: DUPLICATE_NATIONAL_ID, fieldErrors: { nationalId: DUPLICATE_NATIONAL_ID } });
    }
    expect(await footprint()).toEqual(before);
  });

  it("gives one of two simultaneous registrations of one national ID 201 and the other 409", async () => {
    const results = await Promise.all([
      registerCall(selfForm({ nationalId: "CM33334444" }), { ip: "10.60.0.6" }),
      registerCall(selfForm({ nationalId: "CM33334444" }), { ip: "10.60.0.7" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await getDb().$count(patients, eq(patients.nationalIdHash, nationalIdHash("CM33334444")!))).toBe(1);
  });

  it(`answers 429 with Retry-After after ${SELF_REGISTRATION_LIMIT.perIp} registrations from one address in an hour`, async () => {
    for (let i = 0; i < SELF_REGISTRATION_LIMIT.perIp; i++) expect((await registerCall(selfForm(), { ip: "10.61.0.1" })).status).toBe(201);
    const before = await footprint();
    const limited = await registerCall(selfForm(), { ip: "10.61.0.1" });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_REGISTRATIONS);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await footprint()).toEqual(before);
    // Another address, and staff at the desk, are unaffected.
    expect((await registerCall(selfForm(), { ip: "10.61.0.2" })).status).toBe(201);
    expect((await registerCall(dialogForm(), { ip: "10.61.0.1", cookie: a.cookie })).status).toBe(201);
  });

  it("does not count refused registrations against the address", async () => {
    for (let i = 0; i < 3; i++) expect((await registerCall(selfForm({ firstName: "" }), { ip: "10.61.0.3" })).status).toBe(400);
    const [row] = await queryRows<{ count: number }>(getDb(), sql`select count from rate_limits where key = 'patient-register:ip:10.61.0.3'`);
    expect(row).toBeUndefined();
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await call((await import("@/app/api/patients/route")).POST, "/api/patients", { method: "POST", rawBody: "{nope", ip: "10.60.0.8" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
    expect((await registerCall([1, 2], { ip: "10.60.0.8" })).status).toBe(400);
  });
});

type Case = [field: string, value: unknown, message: string];

const SELF_CASES: Case[] = [
  ["firstName", "", "First name is required"],
  ["firstName", undefined, "First name is required"],
  ["lastName", "  ", "Last name is required"],
  ["dateOfBirth", "", "Date of birth is required"],
  ["dateOfBirth", "1990-02-30", "Please enter a valid date of birth"],
  ["dateOfBirth", "1899-12-31", "Please enter a valid date of birth"],
  ["dateOfBirth", "2999-01-01", "Date of birth cannot be in the future"],
  ["gender", "", "Gender is required"],
  ["gender", "unknown", "Gender is required"],
  ["nationality", "", "Nationality is required"],
  ["countryOfOrigin", "", "Country of origin is required"],
  ["countryOfOrigin", "Atlantis", `Please choose one of: ${COUNTRY_NAMES.join(", ")}`],
  ["phone", "", "Phone number is required"],
  ["email", "", "Valid email is required"],
  ["email", "amina@", "Valid email is required"],
  ["address", "", "Address is required"],
  ["city", "", "City is required"],
  ["state", "", "State/Province is required"],
  ["emergencyContact", "", "Emergency contact name is required"],
  ["emergencyPhone", "", "Emergency contact phone is required"],
  ["emergencyRelationship", "", "Relationship is required"],
  ["emergencyRelationship", "Cousin", "Relationship is required"],
  ["consentToTreatment", false, "Consent to treatment is required"],
  ["dataPrivacyConsent", false, "Data privacy consent is required"],
  ["bloodType", "C+", "Please select a valid blood type"],
  ["height", "tall", "Height must be a number of centimetres between 1 and 299"],
  ["weight", 700, "Weight must be a number of kilograms between 1 and 699"],
  ["maritalStatus", "Complicated", "Please select a valid marital status"],
  ["firstName", "A".repeat(101), "Must be at most 100 characters"],
];

const DIALOG_CASES: Case[] = [
  ["firstName", "A", "First name must be at least 2 characters"],
  ["lastName", "B", "Last name must be at least 2 characters"],
  ["dateOfBirth", "", "Date of birth is required"],
  ["gender", "", "Gender is required"],
  ["gender", "Prefer not to say", "Gender is required"],
  ["phone", "", "Phone number is required"],
  ["address", "", "Address is required"],
  ["city", "", "City is required"],
  ["state", "", "State is required"],
  ["countryOfOrigin", "", "Country of origin is required"],
  ["nationality", "", "Nationality is required"],
  ["emergencyContact", "", "Emergency contact is required"],
  ["emergencyPhone", "", "Emergency phone is required"],
  ["email", "not-an-email", "Invalid email address"],
  ["emergencyRelationship", "Cousin", "Please select a valid relationship"],
  ["bloodType", "Z", "Please select a valid blood type"],
];

const PAGE_CASES: Case[] = [
  ["firstName", "A", "First name must be at least 2 characters"],
  ["lastName", "B", "Last name must be at least 2 characters"],
  ["dateOfBirth", "", "Date of birth is required"],
  ["gender", "", "Gender is required"],
  ["countryOfOrigin", "", "Country of origin is required"],
  ["phone", "071234567", "Phone number must be at least 10 characters"],
  ["address", "Ngong Rd", "Please provide a complete address"],
  ["emergencyContact", "T", "Emergency contact name is required"],
  ["emergencyPhone", "071200099", "Emergency phone must be at least 10 characters"],
  ["email", "grace@", "Invalid email address"],
];

describe("POST /api/patients validation: every message of the three forms, as 400 { message, fieldErrors }", () => {
  const expect400 = async (body: Record<string, unknown>, field: string, message: string, cookie?: string) => {
    const res = await registerCall(body, { cookie, ip: "10.62.0.1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  };

  it.each(SELF_CASES)("self-registration wizard: %s = %j -> '%s'", async (field, value, message) => {
    await expect400(selfForm({ [field]: value }), field, message);
  });

  it.each(DIALOG_CASES)("staff dialog: %s = %j -> '%s'", async (field, value, message) => {
    await expect400(dialogForm({ [field]: value }), field, message, a.cookie);
  });

  it.each(PAGE_CASES)("hospital-side page: %s = %j -> '%s'", async (field, value, message) => {
    await expect400(pageForm({ [field]: value }), field, message, a.cookie);
  });

  it("writes nothing for an invalid registration", async () => {
    const before = await footprint();
    await expect400(selfForm({ phone: "" }), "phone", "Phone number is required");
    expect(await footprint()).toEqual(before);
  });
});

describe("POST /api/patients (staff registration)", () => {
  it("links a dialog registration to the staff member's hospital with source 'hospital'", async () => {
    const res = await registerCall(dialogForm({ id: "KE-PAT-2000-001", email: " Brian@Example.COM ", hospitalId: b.hospitalId, dateOfBirth: "1979-03-15", phone: "+256 700 100 201" }), { cookie: a.cookie });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(RECORD_KEYS);
    expect(res.body).toMatchObject({ registrationSource: "hospital", verificationStatus: "pending", email: "brian@example.com", gender: "male" });
    // Hospital-local year (Africa/Kampala), country of origin prefix.
    const year = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kampala", year: "numeric" }).format(new Date());
    expect(res.body.id).toMatch(new RegExp(`^UG-PAT-${year}-\\d{3}$`));
    const links = await getDb().select().from(patientHospitals).where(eq(patientHospitals.patientId, res.body.id));
    expect(links).toEqual([expect.objectContaining({ hospitalId: a.hospitalId, source: "registered" })]);
    const [entry] = await auditRows("patient.register", res.body.id);
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId, details: { registrationSource: "hospital" } });
  });

  it("accepts the hospital-side page's form (no city, state or nationality) from a doctor", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const res = await registerCall(pageForm(), { cookie: doctor.cookie });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ city: null, state: null, nationality: null, countryOfOrigin: "Kenya", registrationSource: "hospital" });
    expect(res.body.id).toMatch(/^KE-PAT-/);
    expect(await getDb().$count(patientHospitals, and(eq(patientHospitals.patientId, res.body.id), eq(patientHospitals.hospitalId, a.hospitalId)))).toBe(1);
  });

  it("refuses staff of other roles with 403", async () => {
    const user = await staffUser("user", a.hospitalId);
    expect((await registerCall(dialogForm(), { cookie: user.cookie })).status).toBe(403);
  });

  it("makes system_admin name the hospital, and links to the one named", async () => {
    const admin = await staffUser("system_admin", null);
    const missing = await registerCall(dialogForm(), { cookie: admin.cookie });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ hospitalId: "Please choose a hospital" });
    const res = await registerCall(dialogForm({ hospitalId: b.hospitalId, dateOfBirth: "1979-03-16", phone: "+256 700 100 202" }), { cookie: admin.cookie });
    expect(res.status).toBe(201);
    expect(await getDb().$count(patientHospitals, and(eq(patientHospitals.patientId, res.body.id), eq(patientHospitals.hospitalId, b.hospitalId)))).toBe(1);
  });

  it("answers 402 once the hospital's trial has ended, and writes nothing", async () => {
    const expired = await hospitalWithAdmin();
    await expireTrial(expired.hospitalId);
    const before = await footprint();
    const res = await registerCall(dialogForm(), { cookie: expired.cookie });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/free trial has ended/);
    expect(await footprint()).toEqual(before);
    // A visitor may still register themselves.
    expect((await registerCall(selfForm(), { ip: "10.63.0.1" })).status).toBe(201);
  });
});
