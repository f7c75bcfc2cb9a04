import { POST as createPriceRoute } from "@/app/api/billing/prices/route";
import { GET as listBillsRoute, POST as createBillRoute } from "@/app/api/bills/route";
import { addPatient, clinic, type Clinic, type PatientRow } from "@/test/doctor";
import { call } from "@/test/http";

// The /billing list's search and paging (GET /api/bills?search=&limit=&offset=): by every word of
// the patient's name or by a fragment of the health number, newest first, never another
// hospital's bills even when its patient has the same name.

let a: Clinic;
let b: Clinic;
const CODE = "XRAY";

const listBills = (cookie: string, query: string) => call(listBillsRoute, `/api/bills${query}`, { cookie });

async function billOf(c: Clinic, patient: PatientRow): Promise<string> {
  const res = await call(createBillRoute, "/api/bills", { body: { patientId: patient.id, items: [{ code: CODE, quantity: 1 }] }, cookie: c.adminCookie });
  expect(res.status).toBe(201);
  return res.body.id;
}

let zawadi: PatientRow;
let okello: PatientRow;
let zawadiAtB: PatientRow;
const zawadiBills: string[] = [];

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  b = await clinic({ patientCount: 1 });
  for (const c of [a, b]) {
    const res = await call(createPriceRoute, "/api/billing/prices", { body: { kind: "service", code: CODE, name: "Chest X-ray", amount: 4_500_000 }, cookie: c.adminCookie });
    expect(res.status).toBe(201);
  }
  zawadi = await addPatient(a.hospitalId, { firstName: "Zawadi", lastName: "Achieng" });
  okello = await addPatient(a.hospitalId, { firstName: "Peter", lastName: "Okello" });
  zawadiAtB = await addPatient(b.hospitalId, { firstName: "Zawadi", lastName: "Achieng" });
  // Three bills of Zawadi at A, one of Peter, one of B's Zawadi.
  for (let i = 0; i < 3; i++) zawadiBills.unshift(await billOf(a, zawadi));
  await billOf(a, okello);
  await billOf(b, zawadiAtB);
});

describe("GET /api/bills?search=", () => {
  it("finds the bills of a patient by every word of the name, in any case, only at the caller's hospital", async () => {
    const res = await listBills(a.adminCookie, "?search=achieng%20ZAW");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual(zawadiBills);
    expect(new Set(res.body.map((r: { patientId: string }) => r.patientId))).toEqual(new Set([zawadi.id]));
    // B's administrator sees only B's Zawadi.
    const atB = await listBills(b.adminCookie, "?search=Zawadi");
    expect(atB.body.map((r: { patientId: string }) => r.patientId)).toEqual([zawadiAtB.id]);
  });

  it("finds them by the health number or a fragment of it", async () => {
    const whole = await listBills(a.adminCookie, `?search=${okello.id.toLowerCase()}`);
    expect(whole.body.map((r: { patientId: string }) => r.patientId)).toEqual([okello.id]);
    // B's patient's number finds nothing at A.
    const other = await listBills(a.adminCookie, `?search=${zawadiAtB.id}`);
    expect(other.status).toBe(200);
    expect(other.body).toEqual([]);
  });

  it("matches nothing for a word no name holds, and treats % and _ as letters", async () => {
    for (const term of ["Nobody", "%", "_"]) {
      const res = await listBills(a.adminCookie, `?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it("pages the matches newest first with limit and offset", async () => {
    const first = await listBills(a.doctors[0].cookie, "?search=Zawadi&limit=2&offset=0");
    const second = await listBills(a.doctors[0].cookie, "?search=Zawadi&limit=2&offset=2");
    expect(first.body.map((r: { id: string }) => r.id)).toEqual(zawadiBills.slice(0, 2));
    expect(second.body.map((r: { id: string }) => r.id)).toEqual(zawadiBills.slice(2));
  });

  it("combines the search with the status and refuses a search too long", async () => {
    const paid = await listBills(a.adminCookie, "?search=Zawadi&status=paid");
    expect(paid.body).toEqual([]);
    const open = await listBills(a.adminCookie, "?search=Zawadi&status=open");
    expect(open.body).toHaveLength(3);
    const long = await listBills(a.adminCookie, `?search=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 100 characters/);
  });
});
