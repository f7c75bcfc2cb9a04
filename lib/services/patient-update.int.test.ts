import { eq, sql } from "drizzle-orm";

import { PATCH as patchRoute } from "@/app/api/patients/[id]/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { auditLogs, patients } from "@/lib/db/schema";
import { decryptPhi, nationalIdHash } from "@/lib/security/phi";
import { call } from "@/test/http";
import { auditRows, dialogForm, portalCookie, registered, selfForm } from "@/test/patients";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

import { DUPLICATE_NATIONAL_ID } from "./patients";

// PATCH /api/patients/{id}: hospital A's staff edit a patient registered there; hospital B's
// staff, other roles and the patient's own portal session may not.

let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
});

const patch = (id: string, body: unknown, cookie?: string) => call(patchRoute, `/api/patients/${id}`, { method: "PATCH", body, cookie, params: { id } });
const rawRow = async (id: string) => (await queryRows<Record<string, unknown>>(getDb(), sql`select * from patients where id = ${id}`))[0];

describe("PATCH /api/patients/{id}", () => {
  it("updates the fields sent, re-encrypts a new national ID and audits the changed field names only", async () => {
    const patient = await registered(dialogForm({ nationalId: "CM10000001", email: "old@patients.example" }), { cookie: a.cookie });
    const res = await patch(patient.id, { phone: "+256 700 111 222", nationalId: "cm20000002", occupation: "Teacher", isActive: false, verificationStatus: "verified", firstName: patient.firstName }, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: patient.id,
      phone: "+256 700 111 222",
      nationalId: "CM20000002",
      occupation: "Teacher",
      isActive: false,
      verificationStatus: "verified",
      email: "old@patients.example",
      linkedHospitals: [{ id: a.hospitalId, name: expect.any(String) }],
    });

    const row = await rawRow(patient.id);
    expect(row.national_id_hash).toBe(nationalIdHash("CM20000002"));
    expect(decryptPhi(row.national_id_enc as string)).toBe("CM20000002");
    expect(JSON.stringify(row)).not.toContain("CM20000002");

    const [entry] = await auditRows("patient.update", patient.id);
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId });
    // The first name was sent unchanged: not a change.
    expect((entry.details as { fields: string[] }).fields.sort()).toEqual(["isActive", "nationalId", "occupation", "phone", "verificationStatus"]);
    expect(JSON.stringify(entry.details)).not.toMatch(/CM20000002|700 111 222|Teacher/);
  });

  it("edits every field the record shows, insurance encrypted, and audits only the changed field names", async () => {
    const patient = await registered(dialogForm(), { cookie: a.cookie });
    const body = {
      middleName: "Grace",
      height: "168.5",
      weight: 61,
      chronicConditions: "Type 2 diabetes",
      currentMedications: "Metformin 500 mg twice daily",
      nextOfKin: "Ruth Achieng",
      nextOfKinPhone: "+256 772 300 400",
      emergencyRelationship: "Sibling",
      maritalStatus: "Married",
      languagePreference: "Luganda",
      religiousAffiliation: "Anglican",
      postalCode: "256",
      insurance: { provider: "Jubilee Health", policyNumber: "JH-778812", groupId: "" },
    };
    const res = await patch(patient.id, body, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      middleName: "Grace",
      height: 168.5,
      weight: 61,
      chronicConditions: "Type 2 diabetes",
      currentMedications: "Metformin 500 mg twice daily",
      nextOfKin: "Ruth Achieng",
      nextOfKinPhone: "+256 772 300 400",
      emergencyRelationship: "sibling",
      maritalStatus: "married",
      insurance: { provider: "Jubilee Health", policyNumber: "JH-778812" },
    });
    const row = await rawRow(patient.id);
    expect(JSON.stringify(row)).not.toContain("JH-778812");
    const [entry] = await auditRows("patient.update", patient.id);
    expect((entry.details as { fields: string[] }).fields.sort()).toEqual(
      [
        "chronicConditions", "currentMedications", "emergencyRelationship", "height", "insurance", "languagePreference",
        "maritalStatus", "middleName", "nextOfKin", "nextOfKinPhone", "postalCode", "religiousAffiliation", "weight",
      ].sort(),
    );
    expect(JSON.stringify(entry.details)).not.toMatch(/Jubilee|JH-778812|Metformin|diabetes|Achieng|168/);

    // The same insurance again is no change; all parts blank removes it.
    expect((await patch(patient.id, { insurance: { provider: "Jubilee Health", policyNumber: "JH-778812" } }, a.cookie)).status).toBe(200);
    expect(await auditRows("patient.update", patient.id)).toHaveLength(1);
    const removed = await patch(patient.id, { insurance: { provider: " ", policyNumber: "", groupId: "" }, height: "" }, a.cookie);
    expect(removed.body).toMatchObject({ insurance: null, height: null });
    const last = (await auditRows("patient.update", patient.id)).at(-1)!;
    expect((last.details as { fields: string[] }).fields.sort()).toEqual(["height", "insurance"]);
  });

  it("holds the new fields to the registration rules (400 with the form's message)", async () => {
    const patient = await registered(dialogForm(), { cookie: a.cookie });
    for (const [body, field, message] of [
      [{ height: "tall" }, "height", "Height must be a number of centimetres between 1 and 299"],
      [{ weight: 900 }, "weight", "Weight must be a number of kilograms between 1 and 699"],
      [{ maritalStatus: "complicated" }, "maritalStatus", "Please select a valid marital status"],
      [{ emergencyRelationship: "pet" }, "emergencyRelationship", "Please select a valid relationship"],
      [{ insurance: "Jubilee" }, "insurance", "Insurance must be provider, policy number and group ID"],
      [{ insurance: { provider: "x".repeat(201) } }, "insurance.provider", "Must be at most 200 characters"],
    ] as const) {
      const res = await patch(patient.id, body, a.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
  });

  it("clears an optional field the form blanked, and writes no audit row when nothing changed", async () => {
    const patient = await registered(dialogForm({ email: "clear.me@patients.example", bloodType: "A+" }), { cookie: a.cookie });
    const cleared = await patch(patient.id, { email: "", bloodType: null, phone: "+256 799 000 000" }, a.cookie);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ email: null, bloodType: null, phone: "+256 799 000 000" });

    const unchanged = await patch(patient.id, { phone: "+256 799 000 000" }, a.cookie);
    expect(unchanged.status).toBe(200);
    expect(await auditRows("patient.update", patient.id)).toHaveLength(1);
  });

  it("answers 409 on nationalId for another patient's national ID and changes nothing", async () => {
    await registered(selfForm({ nationalId: "CM30000003" }), { ip: "10.64.0.1" });
    const patient = await registered(dialogForm({ nationalId: "CM40000004" }), { cookie: a.cookie });
    const res = await patch(patient.id, { nationalId: "CM 3000 0003", phone: "+256 755 000 000" }, a.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: DUPLICATE_NATIONAL_ID, fieldErrors: { nationalId: DUPLICATE_NATIONAL_ID } });
    const [row] = await getDb().select().from(patients).where(eq(patients.id, patient.id));
    expect(row.nationalIdHash).toBe(nationalIdHash("CM40000004"));
    expect(row.phone).toBe("+256 782 000 111");
  });

  it("holds the edit to the dialog's rules (400 with the form's message)", async () => {
    const patient = await registered(dialogForm(), { cookie: a.cookie });
    for (const [body, field, message] of [
      [{ firstName: "A" }, "firstName", "First name must be at least 2 characters"],
      [{ state: "" }, "state", "State is required"],
      [{ email: "nope" }, "email", "Invalid email address"],
      [{ isActive: "yes" }, "isActive", "Status must be active or inactive"],
      [{ verificationStatus: "approved" }, "verificationStatus", "Verification status must be pending, verified or rejected"],
    ] as const) {
      const res = await patch(patient.id, body, a.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    expect((await patch(patient.id, {}, a.cookie)).body.message).toBe("Nothing to update");
  });

  it("lets a doctor of the hospital edit; refuses another hospital (404), other roles and the portal (403), and the signed out (401)", async () => {
    const patient = await registered(dialogForm(), { cookie: a.cookie });
    const doctor = await staffUser("doctor", a.hospitalId);
    const user = await staffUser("user", a.hospitalId);
    const portal = await portalCookie(patient.id, patient.dateOfBirth);
    expect((await patch(patient.id, { occupation: "Nurse" }, doctor.cookie)).status).toBe(200);
    expect((await patch(patient.id, { occupation: "Pilot" }, b.cookie)).status).toBe(404);
    expect((await patch("UG-PAT-2000-999", { occupation: "Pilot" }, a.cookie)).status).toBe(404);
    expect((await patch(patient.id, { occupation: "Pilot" }, user.cookie)).status).toBe(403);
    expect((await patch(patient.id, { occupation: "Pilot" }, portal)).status).toBe(403);
    expect((await patch(patient.id, { occupation: "Pilot" })).status).toBe(401);
    const [row] = await getDb().select().from(patients).where(eq(patients.id, patient.id));
    expect(row.occupation).toBe("Nurse");
  });

  it("answers 402 once the hospital's trial has ended; system_admin may still correct the record", async () => {
    const expired = await hospitalWithAdmin();
    const patient = await registered(dialogForm(), { cookie: expired.cookie });
    await expireTrial(expired.hospitalId);
    const auditsBefore = await getDb().$count(auditLogs);
    const res = await patch(patient.id, { occupation: "Farmer" }, expired.cookie);
    expect(res.status).toBe(402);
    expect(await getDb().$count(auditLogs)).toBe(auditsBefore);
    const admin = await staffUser("system_admin", null);
    const fixed = await patch(patient.id, { occupation: "Farmer" }, admin.cookie);
    expect(fixed.status).toBe(200);
    expect(fixed.body.occupation).toBe("Farmer");
  });
});
