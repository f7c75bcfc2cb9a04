import { canOpen, navItemsFor, protectedPageFor } from "@/lib/auth/roles";
import { PAYMENT_MANAGERS } from "@/lib/services/bill-payments";
import { BILL_MANAGERS, BILL_READERS, BILL_WRITERS } from "@/lib/services/bills";
import { PRICE_MANAGERS, PRICE_READERS } from "@/lib/services/price-list";

// The /billing pages open for exactly the roles the billing routes let read (the proxy's fast path
// and the sidebar); every control a page shows is a subset of them.

describe("the /billing pages' gates", () => {
  it("open for the roles that may read bills and the price list, on every sub-path", () => {
    expect(PRICE_READERS).toEqual(BILL_READERS);
    const page = protectedPageFor("/billing/B-1/receipt");
    expect(page?.prefix).toBe("/billing");
    expect([...(page?.roles ?? [])].sort()).toEqual([...BILL_READERS].sort());
    for (const path of ["/billing", "/billing/prices", "/billing/abc", "/billing/abc/receipt"]) {
      for (const role of ["hospital_admin", "doctor", "system_admin"]) expect(canOpen(role, path)).toBe(true);
      for (const role of ["patient", "user"]) expect(canOpen(role, path)).toBe(false);
    }
    expect(canOpen("patient", "/billingsomething")).toBe(true); // not a prefix match
  });

  it("put Billing in the sidebar of the hospital's administrators and doctors only", () => {
    const has = (role: string) => navItemsFor(role).some((i) => i.href === "/billing");
    expect(has("hospital_admin")).toBe(true);
    expect(has("doctor")).toBe(true);
    expect(has("patient")).toBe(false);
    // system_admin opens a hospital's pages from the Hospitals tab, not the sidebar.
    expect(has("system_admin")).toBe(false);
  });

  it("show each control to roles the page admits", () => {
    for (const roles of [BILL_WRITERS, BILL_MANAGERS, PAYMENT_MANAGERS, PRICE_MANAGERS]) {
      for (const role of roles) expect(BILL_READERS as readonly string[]).toContain(role);
    }
    expect([...PAYMENT_MANAGERS]).toEqual(["hospital_admin"]);
  });
});
