import { eq } from "drizzle-orm";

import { GET as profileRoute } from "@/app/api/doctor/profile/route";
import { PATCH as patchRoute } from "@/app/api/doctors/[id]/route";
import { GET as listRoute } from "@/app/api/doctors/route";
import { getDb } from "@/lib/db/client";
import { doctors, sessions, users } from "@/lib/db/schema";
import { actorOf, addAppointment, addDoctorUser, appointmentRow, auditOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { expireTrial, signIn, staffUser } from "@/test/staff";

import { listManagedDoctors } from "./doctor-management";

// Hospital A's administrator edits, deactivates and reactivates A's doctors; hospital B's
// administrator, A's doctors and the signed out may not.

let a: Clinic;
let b: Clinic;
beforeAll(async () => {
  [a, b] = [await clinic({ patientCount: 2 }), await clinic({ patientCount: 1 })];
});

const patch = (id: string, body: unknown, cookie?: string) => call(patchRoute, `/api/doctors/${id}`, { method: "PATCH", body, cookie, params: { id } });
const profile = (cookie: string) => call(profileRoute, "/api/doctor/profile", { cookie });
const userOf = async (userId: string) => (await getDb().select().from(users).where(eq(users.id, userId)))[0];
const doctorRow = async (id: string) => (await getDb().select().from(doctors).where(eq(doctors.id, id)))[0];

describe("PATCH /api/doctors/{id}", () => {
  it("edits names, phone, department and specialization, and audits the changed field names only", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Edith", lastName: "Akello" });
    const res = await patch(doctor.id, { firstName: "Edith", lastName: "Akello-Obong", phone: "+256 701 999 888", departmentId: a.pharmacy, specialization: "pediatrics" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.doctor).toMatchObject({
      id: doctor.id,
      firstName: "Edith",
      lastName: "Akello-Obong",
      phone: "+256 701 999 888",
      departmentId: a.pharmacy,
      departmentName: "Pharmacy",
      specialization: "Pediatrics",
      isActive: true,
    });
    expect((await userOf(doctor.userId)).departmentId).toBe(a.pharmacy);
    const [entry] = await auditOf("doctor.update", doctor.id);
    // The first name was sent unchanged: not a change.
    expect((entry.details as { fields: string[] }).fields.sort()).toEqual(["departmentId", "lastName", "phone", "specialization"]);
    expect(JSON.stringify(entry.details)).not.toMatch(/Obong|999 888|Pediatrics/);
  });

  it("deactivates: the doctor's next request with the old session is refused, sign-in too; future appointments are listed and kept", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Moses", lastName: "Kiggundu" });
    const [p0, p1] = a.patients;
    const soon = await addAppointment(a, { doctor, patientId: p0.id });
    const accepted = await addAppointment(a, { doctor, patientId: p1.id, status: "accepted" });
    await addAppointment(a, { doctor, patientId: p1.id, status: "cancelled" });
    await addAppointment(a, { doctor, patientId: p0.id, at: new Date(Date.now() - 3 * 86_400_000), status: "completed" });
    // A second browser of the same doctor: every session ends, not only one.
    const otherBrowser = await signIn(doctor.email, "Doctor-Pass1");
    expect((await profile(doctor.cookie)).status).toBe(200);

    const res = await patch(doctor.id, { isActive: false }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.doctor.isActive).toBe(false);
    expect(res.body.futureAppointments.map((x: { id: string }) => x.id)).toEqual([soon, accepted]);
    expect(res.body.futureAppointments[0]).toMatchObject({ patientId: p0.id, patientName: `${p0.firstName} ${p0.lastName}`, status: "scheduled" });
    expect((await appointmentRow(soon)).status).toBe("scheduled");

    expect((await profile(doctor.cookie)).status).toBe(401);
    expect((await profile(otherBrowser)).status).toBe(401);
    await expect(signIn(doctor.email, "Doctor-Pass1")).rejects.toThrow(/401/);
    expect((await userOf(doctor.userId)).isActive).toBe(false);
    expect((await doctorRow(doctor.id)).isActive).toBe(false);
    const live = await getDb().select().from(sessions).where(eq(sessions.principalId, doctor.userId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    // No longer offered for booking, still on the administrator's list as inactive.
    const offered = await call(listRoute, "/api/doctors", { cookie: a.adminCookie });
    expect(offered.body.map((d: { id: string }) => d.id)).not.toContain(doctor.id);
    const managed = await listManagedDoctors(await actorOf(a.adminCookie), a.hospitalId);
    expect(managed.find((d) => d.id === doctor.id)).toMatchObject({ isActive: false });
    const [entry] = await auditOf("doctor.deactivate", doctor.id);
    expect(entry.details).toEqual({ fields: ["isActive"], futureAppointments: 2 });
  });

  it("reactivates: the doctor signs in again, while the sessions ended by the deactivation stay ended", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Ruth", lastName: "Nansubuga" });
    expect((await patch(doctor.id, { isActive: false }, a.adminCookie)).status).toBe(200);
    const res = await patch(doctor.id, { isActive: true }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.doctor.isActive).toBe(true);
    expect((await profile(doctor.cookie)).status).toBe(401);
    const fresh = await signIn(doctor.email, "Doctor-Pass1");
    expect((await profile(fresh)).status).toBe(200);
    expect(await auditOf("doctor.reactivate", doctor.id)).toHaveLength(1);
  });

  it("refuses another hospital's administrator (404), A's doctor (403) and the signed out (401)", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Paul", lastName: "Ssemwanga" });
    expect((await patch(doctor.id, { isActive: false }, b.adminCookie)).status).toBe(404);
    expect((await patch(doctor.id, { phone: "+256 700 000 001" }, b.adminCookie)).body).toEqual({ message: "Doctor not found" });
    expect((await patch(doctor.id, { isActive: false }, a.doctors[0].cookie)).status).toBe(403);
    expect((await patch(doctor.id, { isActive: false })).status).toBe(401);
    expect((await patch("DOC-999-999", { isActive: false }, a.adminCookie)).status).toBe(404);
    expect((await doctorRow(doctor.id)).isActive).toBe(true);
    expect((await profile(doctor.cookie)).status).toBe(200);
  });

  it("answers 400 with the form's message for bad input, and never changes the email or hospital", async () => {
    const doctor = await addDoctorUser(a.hospitalId, a.general, { firstName: "Grace", lastName: "Atim" });
    for (const [body, field, message] of [
      [{ firstName: "A" }, "firstName", "First name must be at least 2 characters"],
      [{ phone: "123" }, "phone", "Phone number must be at least 10 characters"],
      [{ specialization: "Astrology" }, "specialization", "Please select a valid specialization"],
      [{ isActive: "no" }, "isActive", "Status must be active or inactive"],
      // Another hospital's department is not a valid choice.
      [{ departmentId: b.general }, "departmentId", "Please select a valid department"],
    ] as const) {
      const res = await patch(doctor.id, body, a.adminCookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    expect((await patch(doctor.id, {}, a.adminCookie)).body.message).toBe("Nothing to update");
    const before = await userOf(doctor.userId);
    const res = await patch(doctor.id, { phone: "+256 702 123 456", email: "taken@evil.example", hospitalId: b.hospitalId, userId: b.adminUserId }, a.adminCookie);
    expect(res.status).toBe(200);
    const after = await userOf(doctor.userId);
    expect(after.email).toBe(before.email);
    expect(after.hospitalId).toBe(a.hospitalId);
    expect((await doctorRow(doctor.id))).toMatchObject({ hospitalId: a.hospitalId, userId: doctor.userId });
  });

  it("answers 402 once the hospital's trial has ended, and changes nothing", async () => {
    const c = await clinic({ patientCount: 0 });
    const [doctor] = c.doctors;
    await expireTrial(c.hospitalId);
    expect((await patch(doctor.id, { isActive: false }, c.adminCookie)).status).toBe(402);
    expect((await profile(doctor.cookie)).status).toBe(200);
    // system_admin repairs: exempt from the subscription check.
    const admin = await staffUser("system_admin", null);
    expect((await patch(doctor.id, { phone: "+256 700 222 333" }, admin.cookie)).status).toBe(200);
  });

  it("lists the managed doctors only to the hospital's administrator", async () => {
    await expect(listManagedDoctors(await actorOf(b.adminCookie), a.hospitalId)).rejects.toMatchObject({ status: 404 });
    await expect(listManagedDoctors(await actorOf(a.doctors[0].cookie), a.hospitalId)).rejects.toMatchObject({ status: 403 });
  });
});
