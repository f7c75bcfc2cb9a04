import { eq, sql } from "drizzle-orm";

import { GET as readRoute } from "@/app/api/patients/[id]/route";
import { GET as listRoute } from "@/app/api/patients/route";
import { GET as searchRoute } from "@/app/api/patients/search/[term]/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { patients } from "@/lib/db/schema";
import { SEARCH_TOO_SHORT } from "@/lib/validation/patient-list";
import { call } from "@/test/http";
import { addAppointment, addDoctor, auditRows, departmentIds, dialogForm, registered, selfForm } from "@/test/patients";
import { hospitalWithAdmin, staffUser } from "@/test/staff";

import { patientListSql, patientSearchSettings, type PatientListItem } from "./patient-directory";

// Hospital A registers Amina Nakato, Brian Mugisha and Grace Achieng; hospital B registers its own
// patients; a visitor registers themselves. Each hospital lists and finds only its own patients.

type Registered = Awaited<ReturnType<typeof registered>>;
let a: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let b: Awaited<ReturnType<typeof hospitalWithAdmin>>;
let amina: Registered, brian: Registered, grace: Registered, inactive: Registered, otherAmina: Registered, visitor: Registered;
let cardiology: string;

const list = (cookie: string | undefined, query = "") => call(listRoute, `/api/patients${query}`, { cookie });
const search = (cookie: string | undefined, term: string) => call(searchRoute, `/api/patients/search/${encodeURIComponent(term)}`, { cookie, params: { term } });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

beforeAll(async () => {
  [a, b] = [await hospitalWithAdmin(), await hospitalWithAdmin()];
  amina = await registered(dialogForm({ firstName: "Amina", lastName: "Nakato" }), { cookie: a.cookie });
  brian = await registered(dialogForm({ firstName: "Brian", lastName: "Mugisha" }), { cookie: a.cookie });
  grace = await registered(dialogForm({ firstName: "Grace", lastName: "Achieng", countryOfOrigin: "Kenya" }), { cookie: a.cookie });
  inactive = await registered(dialogForm({ firstName: "Moses", lastName: "Kato" }), { cookie: a.cookie });
  await getDb().update(patients).set({ isActive: false }).where(eq(patients.id, inactive.id));
  otherAmina = await registered(dialogForm({ firstName: "Amina", lastName: "Nakato" }), { cookie: b.cookie });
  visitor = await registered(selfForm({ firstName: "Ruth", lastName: "Namubiru" }), { ip: "10.70.0.1" });
  // Brian had a cardiology visit at A (the first department); Grace's was in the other department.
  const [first, second] = await departmentIds(a.hospitalId);
  cardiology = first;
  const doctor = await addDoctor(a.hospitalId, first);
  await addAppointment({ hospitalId: a.hospitalId, departmentId: first, doctorId: doctor, patientId: brian.id, at: new Date("2025-03-10T06:30:00Z") });
  await addAppointment({ hospitalId: a.hospitalId, departmentId: second, doctorId: doctor, patientId: grace.id, at: new Date("2025-03-11T06:30:00Z") });
});

describe("GET /api/patients", () => {
  it("lists only the hospital's linked patients, most recently linked first, in the list shape", async () => {
    const res = await list(a.cookie);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([inactive.id, grace.id, brian.id, amina.id]);
    expect(res.body[3]).toEqual({
      id: amina.id,
      firstName: "Amina",
      lastName: "Nakato",
      middleName: null,
      email: null,
      phone: "+256 782 000 111",
      bloodType: null,
      isActive: true,
      dateOfBirth: "1984-11-02",
      gender: "male",
      verificationStatus: "pending",
      registrationSource: "hospital",
    } satisfies PatientListItem);
    expect(ids((await list(b.cookie)).body)).toEqual([otherAmina.id]);
  });

  it("pages with limit and offset (default 50, at most 200)", async () => {
    expect(ids((await list(a.cookie, "?limit=2")).body)).toEqual([inactive.id, grace.id]);
    expect(ids((await list(a.cookie, "?limit=2&offset=2")).body)).toEqual([brian.id, amina.id]);
    const tooMany = await list(a.cookie, "?limit=201");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("limit must be a number from 1 to 200");
  });

  it("filters by status ('all' is no filter)", async () => {
    expect(ids((await list(a.cookie, "?status=inactive")).body)).toEqual([inactive.id]);
    expect(ids((await list(a.cookie, "?status=active")).body)).toEqual([grace.id, brian.id, amina.id]);
    expect((await list(a.cookie, "?status=all")).body).toHaveLength(4);
    expect((await list(a.cookie, "?status=sleeping")).status).toBe(400);
  });

  it("filters by department: patients with an appointment in it at this hospital", async () => {
    expect(ids((await list(a.cookie, `?departmentId=${cardiology}`)).body)).toEqual([brian.id]);
    expect((await list(a.cookie, "?departmentId=all")).body).toHaveLength(4);
    // Hospital B has no appointments in A's department.
    expect((await list(b.cookie, `?departmentId=${cardiology}`)).body).toEqual([]);
  });

  it.each([
    ["the exact name", "Amina Nakato", "Nakato"],
    ["a misspelt surname", "Nakatoo", "Nakato"],
    ["two swapped letters", "Mugsiha", "Mugisha"],
    ["a missing letter", "Acheng", "Achieng"],
    ["lower case", "brian mugisha", "Mugisha"],
  ])("finds a patient by %s (%s), best match first", async (_label, term, lastName) => {
    const res = await list(a.cookie, `?search=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: PatientListItem) => p.lastName)).toEqual([lastName]);
    // Never another hospital's Amina Nakato.
    expect(ids(res.body)).not.toContain(otherAmina.id);
  });

  it("does not match unrelated names", async () => {
    expect((await list(a.cookie, "?search=Wanjiru")).body).toEqual([]);
    expect((await list(a.cookie, `?search=${encodeURIComponent("-- ..")}`)).body).toEqual([]);
  });

  it("finds a patient by health number: exact (any case) or a fragment", async () => {
    expect(ids((await list(a.cookie, `?search=${amina.id.toLowerCase()}`)).body)).toEqual([amina.id]);
    // "KE-PAT": a fragment every Kenyan number shares; Grace is A's only Kenyan patient.
    expect(ids((await list(a.cookie, `?search=${grace.id.slice(0, 6)}`)).body)).toEqual([grace.id]);
    // "PAT-2026-001": Amina's number contains it (and so may Grace's KE-PAT-2026-001), Brian's does not.
    const found = ids((await list(a.cookie, `?search=${amina.id.slice(3)}`)).body);
    expect(found).toContain(amina.id);
    expect(found).not.toContain(brian.id);
    // Another hospital's patient is not listed, even by exact number.
    expect((await list(a.cookie, `?search=${otherAmina.id}`)).body).toEqual([]);
  });

  it("audits each list call with the count and whether it searched, never the term", async () => {
    const before = (await auditRows("patient.list")).length;
    await list(a.cookie, "?search=Nakatoo");
    const rows = await auditRows("patient.list");
    expect(rows).toHaveLength(before + 1);
    const entry = rows[rows.length - 1];
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId, details: { count: 1, searching: true } });
    expect(JSON.stringify(entry.details)).not.toMatch(/Nakato/i);
  });

  it("is for clinical staff: doctors yes, other roles 403, signed out 401, system_admin names a hospital", async () => {
    const doctor = await staffUser("doctor", a.hospitalId);
    const user = await staffUser("user", a.hospitalId);
    const admin = await staffUser("system_admin", null);
    expect((await list(doctor.cookie)).body).toHaveLength(4);
    expect((await list(user.cookie)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
    const unnamed = await list(admin.cookie);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe("Please choose a hospital");
    expect(ids((await list(admin.cookie, `?hospitalId=${b.hospitalId}`)).body)).toEqual([otherAmina.id]);
  });

  it("exports the very SQL it runs, and that SQL can use the trigram indexes", async () => {
    const query = { search: "Nakatoo", limit: 50, offset: 0 };
    const direct = await getDb().transaction(async (tx) => {
      await tx.execute(patientSearchSettings());
      return queryRows<PatientListItem>(tx, patientListSql(a.hospitalId, query));
    });
    expect(direct).toEqual((await list(a.cookie, "?search=Nakatoo")).body);

    // A hospital with 3,000 patients. The planner may well prefer walking them all at this size;
    // with whole-table scans priced out, the statement must be answerable from the trigram indexes
    // (the expressions match the indexes'), as it is at 200,000 patients (README benchmark).
    const big = await hospitalWithAdmin();
    await getDb().execute(sql`insert into patients (id, first_name, last_name, date_of_birth, gender, phone, address, country_of_origin, emergency_contact, emergency_phone)
      select 'TZ-PAT-2020-' || lpad(i::text, 4, '0'), 'Given' || i, 'Family' || (i % 97), '1980-01-01', 'female', '0700000000', 'Road 1', 'Tanzania', 'Kin', '0700000001'
      from generate_series(1, 3000) i`);
    await getDb().execute(sql`insert into patient_hospitals (patient_id, hospital_id) select id, ${big.hospitalId} from patients where id like 'TZ-PAT-2020-%'`);
    await getDb().execute(sql`analyze`);
    const plan = async (q: typeof query) =>
      getDb().transaction(async (tx) => {
        await tx.execute(patientSearchSettings());
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const rows = await queryRows<Record<string, string>>(tx, sql`explain ${patientListSql(big.hospitalId, q)}`);
        return rows.map((r) => Object.values(r)[0]).join("\n");
      });
    expect(await plan(query)).toContain("patients_name_trgm_idx");
    expect(await plan({ ...query, search: "PAT-2020-12" })).toContain("patients_id_trgm_idx");
  });
});

describe("GET /api/patients/search/{term}", () => {
  it("answers 400 under 2 characters", async () => {
    for (const term of ["A", " B "]) {
      const res = await search(a.cookie, term);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SEARCH_TOO_SHORT);
    }
  });

  it("finds the hospital's active patients by name or number as { id, firstName, lastName, phone }", async () => {
    const res = await search(a.cookie, "Nakatoo");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: amina.id, firstName: "Amina", lastName: "Nakato", phone: "+256 782 000 111", linked: true }]);
    const [entry] = (await auditRows("patient.search")).slice(-1);
    expect(entry).toMatchObject({ actorType: "staff", hospitalId: a.hospitalId, details: { count: 1 } });
    expect(JSON.stringify(entry.details)).not.toMatch(/Nakato/i);
    expect(ids((await search(a.cookie, brian.id.toLowerCase())).body)).toEqual([brian.id]);
    // An inactive patient is not offered for booking.
    expect((await search(a.cookie, "Moses Kato")).body).toEqual([]);
  });

  it("answers at most 20", async () => {
    for (let i = 0; i < 22; i++) await registered(dialogForm({ firstName: "Peter", lastName: "Ssempala" }), { cookie: b.cookie });
    expect((await search(b.cookie, "Ssempala")).body).toHaveLength(20);
  });

  it("lets another hospital neither list, read nor find an unlinked patient by a number alone", async () => {
    // B cannot see A's Brian: not by name, not in the list, not by reading the record.
    expect((await search(b.cookie, "Brian Mugisha")).body).toEqual([]);
    expect(ids((await search(b.cookie, brian.id.slice(0, 12))).body)).not.toContain(brian.id);
    expect(ids((await list(b.cookie, "?search=Mugisha")).body)).toEqual([]);
    expect(ids((await list(b.cookie, `?search=${brian.id}`)).body)).toEqual([]);
    const read = await call(readRoute, `/api/patients/${brian.id}`, { cookie: b.cookie, params: { id: brian.id } });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: "Patient not found" });

    // Health numbers are sequential: the exact number alone answers nothing, of A's patient or of a
    // self-registered one (patient-links.int.test.ts covers the number with the date of birth).
    expect((await search(b.cookie, brian.id)).body).toEqual([]);
    expect((await search(b.cookie, visitor.id.toLowerCase())).body).toEqual([]);
    expect((await search(b.cookie, "Namubiru")).body).toEqual([]);
    expect(ids((await list(b.cookie)).body)).not.toContain(visitor.id);
    expect((await call(readRoute, `/api/patients/${visitor.id}`, { cookie: b.cookie, params: { id: visitor.id } })).status).toBe(404);
  });

  it("is for clinical staff only", async () => {
    const user = await staffUser("user", a.hospitalId);
    expect((await search(user.cookie, "Amina")).status).toBe(403);
    expect((await search(undefined, "Amina")).status).toBe(401);
  });
});
