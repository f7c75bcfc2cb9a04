import { NextRequest } from "next/server";

import { proxy } from "./proxy";

const visit = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));

describe("proxy, signed out", () => {
  it("lets a visitor through to /admin, whose layout shows the administrator sign-in form", async () => {
    for (const path of ["/admin", "/admin/users", "/admin/hospitals?search=HOSP-001"]) {
      const res = await visit(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
    }
  });

  it("still sends a visitor of the other staff pages to /login", async () => {
    const res = await visit("/hospital?hospitalId=HOSP-001");
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/hospital?hospitalId=HOSP-001");
    // A path that only starts like /admin is not the administration area.
    expect((await visit("/administrator")).status).toBe(200);
  });
});
