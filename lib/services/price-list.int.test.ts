import { PUT as currencyRoute } from "@/app/api/billing/currency/route";
import { PATCH as patchPriceRoute } from "@/app/api/billing/prices/[id]/route";
import { GET as listPricesRoute, POST as createPriceRoute } from "@/app/api/billing/prices/route";
import { POST as createBillRoute } from "@/app/api/bills/route";
import { currencyFor } from "@/lib/constants/countries";
import { auditOf, clinic, type Clinic } from "@/test/doctor";
import { call } from "@/test/http";
import { staffUser } from "@/test/staff";

// Hospital A (Uganda) keeps a price list in Uganda shillings: a consultation fee per department and
// named services. Its administrator changes it; its doctors read it; hospital B never sees or
// changes A's items and never prices A's departments.

let a: Clinic;
let b: Clinic;

const list = (cookie?: string, query = "") => call(listPricesRoute, `/api/billing/prices${query}`, { cookie });
const create = (body: unknown, cookie?: string) => call(createPriceRoute, "/api/billing/prices", { body, cookie });
const patch = (id: string, body: unknown, cookie?: string) => call(patchPriceRoute, `/api/billing/prices/${id}`, { method: "PATCH", body, cookie, params: { id } });
const setCurrency = (body: unknown, cookie?: string) => call(currencyRoute, "/api/billing/currency", { method: "PUT", body, cookie });

let n = 0;
const code = (prefix: string) => `${prefix}-${(n += 1)}`;

beforeAll(async () => {
  a = await clinic({ patientCount: 1 });
  b = await clinic({ patientCount: 1 });
});

describe("the currency", () => {
  it("follows the country (each country of the forms has one) until the administrator chooses another", async () => {
    expect(currencyFor("Uganda")).toBe("UGX");
    expect(currencyFor("Kenya")).toBe("KES");
    expect(currencyFor("Atlantis")).toBe("USD");
    const res = await list(a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hospitalId: a.hospitalId, currency: "UGX", currencyFollowsCountry: true });
  });

  it("changes to a valid ISO 4217 code (any case), back to the country's with null, audited; B's stays", async () => {
    const res = await setCurrency({ currency: "kes" }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: "KES", currencyFollowsCountry: false });
    expect((await list(b.adminCookie)).body.currency).toBe("UGX");
    const back = await setCurrency({ currency: null }, a.adminCookie);
    expect(back.body).toMatchObject({ currency: "UGX", currencyFollowsCountry: true });
    const audits = await auditOf("billing.currency", a.hospitalId);
    expect(audits.map((r) => r.details)).toEqual([
      { before: "UGX", after: "KES", chosen: "KES" },
      { before: "KES", after: "UGX", chosen: null },
    ]);
  });

  it("refuses an unknown code with 400, and anyone but the administrator", async () => {
    for (const currency of ["XYZ", "US", "", 12]) {
      const res = await setCurrency({ currency }, a.adminCookie);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Currency must be an ISO 4217 code such as UGX, KES or USD");
    }
    expect((await setCurrency({ currency: "USD" })).status).toBe(401);
    expect((await setCurrency({ currency: "USD" }, a.doctors[0].cookie)).status).toBe(403);
    expect((await list(a.adminCookie)).body.currency).toBe("UGX");
  });
});

describe("price list items", () => {
  it("creates a consultation fee for a department and a service, in exact minor units, audited", async () => {
    const fee = await create({ kind: "Consultation", code: code("CONS"), name: "General consultation", departmentId: a.general, amount: 2_000_000 }, a.adminCookie);
    expect(fee.status).toBe(201);
    expect(fee.body).toMatchObject({ kind: "consultation", departmentId: a.general, departmentName: "General Medicine", amount: 2_000_000, isActive: true });
    const lab = await create({ kind: "service", code: code("LAB"), name: "Malaria RDT", amount: 1_500_050 }, a.adminCookie);
    expect(lab.status).toBe(201);
    expect(lab.body).toMatchObject({ kind: "service", departmentId: null, amount: 1_500_050 });
    const [entry] = await auditOf("price_list.create", lab.body.id);
    expect(entry).toMatchObject({ hospitalId: a.hospitalId, details: { code: lab.body.code, amount: 1_500_050 } });
    const items = (await list(a.doctors[0].cookie)).body.items.map((i: { id: string }) => i.id);
    expect(items).toEqual(expect.arrayContaining([fee.body.id, lab.body.id]));
    // B's list holds none of A's items.
    expect((await list(b.adminCookie)).body.items).toEqual([]);
  });

  it("refuses invalid input with 400 and its message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "consultation", code: code("C"), name: "Fee", amount: 100 }, "A consultation fee needs a department"],
      [{ kind: "service", code: code("S"), name: "Test", departmentId: a.general, amount: 100 }, "Only a consultation fee names a department"],
      [{ kind: "service", code: code("S"), name: "Test", amount: 12.5 }, "Amount must be a whole number of minor units (e.g. cents) from 0"],
      [{ kind: "service", code: code("S"), name: "Test", amount: -1 }, "Amount must be a whole number of minor units (e.g. cents) from 0"],
      [{ kind: "service", code: code("S"), name: "Test", amount: "100" }, "Amount must be a whole number of minor units (e.g. cents) from 0"],
      [{ kind: "service", code: code("S"), name: "Test", amount: 1e13 }, "Amount must be at most 1000000000000"],
      [{ kind: "drug", code: code("S"), name: "Test", amount: 1 }, "Kind must be one of consultation, service"],
      [{ kind: "service", code: "has space", name: "Test", amount: 1 }, "Code must be 1 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit"],
      [{ kind: "service", code: code("S"), name: " ", amount: 1 }, "Name is required"],
    ];
    for (const [body, message] of cases) {
      const res = await create(body, a.adminCookie);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it("answers 409 for a code taken in any case and a second active fee of a department; B may use the same code", async () => {
    const taken = code("XR");
    expect((await create({ kind: "service", code: taken, name: "X-ray", amount: 1 }, a.adminCookie)).status).toBe(201);
    const again = await create({ kind: "service", code: taken.toLowerCase(), name: "X-ray", amount: 1 }, a.adminCookie);
    expect([again.status, again.body.message]).toEqual([409, "A price list item with this code already exists"]);
    expect((await create({ kind: "service", code: taken, name: "X-ray", amount: 1 }, b.adminCookie)).status).toBe(201);

    const first = await create({ kind: "consultation", code: code("SURG"), name: "Pharmacy consultation", departmentId: a.pharmacy, amount: 10 }, a.adminCookie);
    expect(first.status).toBe(201);
    const second = await create({ kind: "consultation", code: code("SURG"), name: "Again", departmentId: a.pharmacy, amount: 20 }, a.adminCookie);
    expect([second.status, second.body.message]).toEqual([409, "This department already has an active consultation fee"]);
    // Once the first is deactivated, the department takes a new fee.
    expect((await patch(first.body.id, { isActive: false }, a.adminCookie)).body.isActive).toBe(false);
    expect((await create({ kind: "consultation", code: code("SURG"), name: "New fee", departmentId: a.pharmacy, amount: 20 }, a.adminCookie)).status).toBe(201);
    // Reactivating the old fee would make two: 409.
    expect((await patch(first.body.id, { isActive: true }, a.adminCookie)).status).toBe(409);
  });

  it("never prices another hospital's department, nor changes another hospital's item (404)", async () => {
    const res = await create({ kind: "consultation", code: code("X"), name: "Fee", departmentId: b.general, amount: 1 }, a.adminCookie);
    expect([res.status, res.body.message]).toEqual([404, "Department not found"]);
    const bItem = await create({ kind: "service", code: code("B"), name: "B's test", amount: 7 }, b.adminCookie);
    const attack = await patch(bItem.body.id, { amount: 1, isActive: false }, a.adminCookie);
    expect([attack.status, attack.body.message]).toEqual([404, "Price list item not found"]);
    expect((await list(b.adminCookie)).body.items.find((i: { id: string }) => i.id === bItem.body.id)).toMatchObject({ amount: 7, isActive: true });
  });

  it("updates the name and price for bills from now on; bills already written keep theirs", async () => {
    const item = await create({ kind: "service", code: code("CBC"), name: "Full blood count", amount: 3_000_000 }, a.adminCookie);
    const bill = await call(createBillRoute, "/api/bills", { body: { patientId: a.patients[0].id, items: [{ code: item.body.code, quantity: 2 }] }, cookie: a.adminCookie });
    expect(bill.status).toBe(201);
    const res = await patch(item.body.id, { name: "FBC", amount: 3_500_000 }, a.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "FBC", amount: 3_500_000, code: item.body.code });
    expect(bill.body.items).toEqual([expect.objectContaining({ name: "Full blood count", quantity: 2, unitAmount: 3_000_000, amount: 6_000_000 })]);
    const [entry] = await auditOf("price_list.update", item.body.id);
    expect(entry.details).toMatchObject({ before: { amount: 3_000_000, name: "Full blood count" }, after: { amount: 3_500_000, name: "FBC" } });
  });

  it("answers 401 signed out, 403 to the wrong roles; system_admin reads a named hospital", async () => {
    const user = await staffUser("user", a.hospitalId);
    const system = await staffUser("system_admin", null);
    expect((await list()).status).toBe(401);
    expect((await list(user.cookie)).status).toBe(403);
    expect((await create({ kind: "service", code: code("D"), name: "Test", amount: 1 }, a.doctors[0].cookie)).status).toBe(403);
    expect((await create({ kind: "service", code: code("D"), name: "Test", amount: 1 })).status).toBe(401);
    expect((await patch("whatever", { amount: 1 }, a.doctors[0].cookie)).status).toBe(403);
    expect((await list(system.cookie)).status).toBe(400);
    const named = await list(system.cookie, `?hospitalId=${a.hospitalId}`);
    expect(named.status).toBe(200);
    expect(named.body.hospitalId).toBe(a.hospitalId);
  });
});
