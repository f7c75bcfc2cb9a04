import { and, eq } from "drizzle-orm";

import { PATCH as patchRoute } from "@/app/api/hospitals/[hospitalId]/route";
import { getDb } from "@/lib/db/client";
import { auditLogs, hospitals } from "@/lib/db/schema";
import { call } from "@/test/http";
import { expireTrial, hospitalWithAdmin, staffUser } from "@/test/staff";

// Hospital A's administrator edits A's details on /hospital; B's administrator, A's doctor and
// the signed out may not.

let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
});

const patch = (hospitalId: string, body: unknown, cookie?: string) =>
  call(patchRoute, `/api/hospitals/${hospitalId}`, { method: "PATCH", body, cookie, params: { hospitalId } });
const row = async (id: string) => (await getDb().select().from(hospitals).where(eq(hospitals.id, id)))[0];
const audits = (id: string) => getDb().select().from(auditLogs).where(and(eq(auditLogs.action, "hospital.update"), eq(auditLogs.entityId, id)));

describe("PATCH /api/hospitals/{hospitalId}", () => {
  it("edits contact details, services and time zone, and audits the changed field names only", async () => {
    const before = await row(a.hospitalId);
    const res = await patch(
      a.hospitalId,
      {
        address: before.address,
        phone: "+256 414 555 000",
        email: " Reception@Clinic.Example ",
        website: "www.clinic.example",
        servicesOffered: ["Pharmacy", "Laboratory Services", "Pharmacy"],
        timezone: "africa/nairobi",
        // Not editable here: dropped.
        name: "Renamed",
        subscriptionStatus: "active",
      },
      a.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: a.hospitalId,
      phone: "+256 414 555 000",
      email: "reception@clinic.example",
      website: "https://www.clinic.example",
      servicesOffered: ["Pharmacy", "Laboratory Services"],
      timezone: "Africa/Nairobi",
      name: before.name,
      subscriptionStatus: "trial",
    });
    const [entry] = await audits(a.hospitalId);
    // The address was sent unchanged: not a change.
    expect((entry.details as { fields: string[] }).fields.sort()).toEqual(["email", "phone", "servicesOffered", "timezone", "website"]);
    expect(JSON.stringify(entry.details)).not.toMatch(/555 000|clinic\.example|Nairobi/);

    // A blank website removes it.
    expect((await patch(a.hospitalId, { website: "" }, a.cookie)).body.website).toBeNull();
  });

  it("sets the portal's cancellation window in whole hours from 0 to 168", async () => {
    expect((await row(a.hospitalId)).patientCancelHours).toBe(4);
    const res = await patch(a.hospitalId, { patientCancelHours: 24 }, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body.patientCancelHours).toBe(24);
    expect((await row(a.hospitalId)).patientCancelHours).toBe(24);
    for (const bad of [-1, 169, 1.5, "4", null]) {
      const refused = await patch(a.hospitalId, { patientCancelHours: bad }, a.cookie);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("The cancellation window must be a whole number of hours from 0 to 168");
    }
    expect((await patch(a.hospitalId, { patientCancelHours: 0 }, a.cookie)).body.patientCancelHours).toBe(0);
    expect((await patch(b.hospitalId, { patientCancelHours: 1 }, a.cookie)).status).toBe(404);
    expect((await row(b.hospitalId)).patientCancelHours).toBe(4);
  });

  it("refuses another hospital's administrator (404), A's doctor (403) and the signed out (401)", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const before = await row(a.hospitalId);
    expect((await patch(a.hospitalId, { phone: "+256 700 000 009" }, b.cookie)).status).toBe(404);
    expect((await patch(a.hospitalId, { phone: "+256 700 000 009" }, doctor.cookie)).status).toBe(403);
    expect((await patch(a.hospitalId, { phone: "+256 700 000 009" })).status).toBe(401);
    expect((await patch("HOSP-999", { phone: "+256 700 000 009" }, a.cookie)).status).toBe(404);
    expect((await row(a.hospitalId)).phone).toBe(before.phone);
    // system_admin may edit any hospital.
    const admin = await staffUser("system_admin", null);
    expect((await patch(b.hospitalId, { phone: "+256 700 000 010" }, admin.cookie)).status).toBe(200);
  });

  it("answers 400 with a clear message for bad input", async () => {
    for (const [body, field, message] of [
      [{ timezone: "Mars/Olympus_Mons" }, "timezone", "Please choose a valid time zone (for example Africa/Kampala)"],
      [{ phone: "  " }, "phone", "Phone number is required"],
      [{ email: "reception" }, "email", "Please enter a valid email address"],
      [{ website: "ftp://clinic.example" }, "website", "Please enter a valid website URL"],
      [{ servicesOffered: [] }, "servicesOffered", "Please select at least one service"],
      [{ servicesOffered: ["Teleportation"] }, "servicesOffered.0", "Please select a valid service"],
    ] as const) {
      const res = await patch(a.hospitalId, body, a.cookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    expect((await patch(a.hospitalId, {}, a.cookie)).body.message).toBe("Nothing to update");
  });

  it("answers 402 once the hospital's trial has ended", async () => {
    const c = await hospitalWithAdmin();
    await expireTrial(c.hospitalId);
    expect((await patch(c.hospitalId, { phone: "+256 700 000 011" }, c.cookie)).status).toBe(402);
    expect(await audits(c.hospitalId)).toHaveLength(0);
  });
});
