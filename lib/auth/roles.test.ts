import { ADMIN_NAV_ITEMS, canOpen, currentNavHref, navItemsFor, roleLabel, sharedPageRoles } from "./roles";

describe("roles", () => {
  it("labels roles as the specification does", () => {
    expect(roleLabel("hospital_admin")).toBe("Hospital Administrator");
    expect(roleLabel("doctor")).toBe("Doctor");
    expect(roleLabel("patient")).toBe("Patient");
    expect(roleLabel("system_admin")).toBe("System Administrator");
    expect(roleLabel("user")).toBe("User");
    expect(roleLabel(undefined)).toBe("User");
  });

  it("shows each role only its sidebar items (section 6)", () => {
    const labels = (role: string) => navItemsFor(role).map((i) => i.label);
    expect(labels("patient")).toEqual(["Dashboard", "Appointments"]);
    expect(labels("doctor")).not.toContain("Hospital Dashboard");
    expect(labels("doctor")).toContain("AI Diagnosis");
    expect(labels("hospital_admin")).toEqual(expect.arrayContaining(["Hospital Dashboard", "Departments", "Analytics", "Register Doctor"]));
    expect(labels("user")).toEqual([]);
    expect(labels("hospital_admin")).not.toContain("Overview");
  });

  it("leads the system administrator to the administration area, every entry of which it may open", () => {
    const items = navItemsFor("system_admin");
    expect(items.map((i) => i.href)).toEqual([
      "/admin",
      "/admin/hospitals",
      "/admin/users",
      "/admin/payments",
      "/admin/analytics",
      "/admin/announcements",
      "/admin/audit-log",
      "/admin/settings",
    ]);
    for (const item of items) expect(canOpen("system_admin", item.href)).toBe(true);
    for (const item of ADMIN_NAV_ITEMS) expect(canOpen("hospital_admin", item.href)).toBe(false);
  });

  it("marks the most specific entry as the current page", () => {
    expect(currentNavHref(ADMIN_NAV_ITEMS, "/admin")).toBe("/admin");
    expect(currentNavHref(ADMIN_NAV_ITEMS, "/admin/users")).toBe("/admin/users");
    expect(currentNavHref(ADMIN_NAV_ITEMS, "/admin/hospitals/HOSP-001")).toBe("/admin/hospitals");
    expect(currentNavHref(ADMIN_NAV_ITEMS, "/administrator")).toBeUndefined();
    expect(currentNavHref(navItemsFor("doctor"), "/")).toBe("/");
    expect(currentNavHref(navItemsFor("doctor"), "/patients/UG-PAT-1")).toBe("/patients");
  });

  it("guards pages by role, including sub-paths", () => {
    expect(canOpen("doctor", "/hospital")).toBe(false);
    expect(canOpen("hospital_admin", "/hospital")).toBe(true);
    expect(canOpen("hospital_admin", "/admin/users")).toBe(false);
    expect(canOpen("system_admin", "/admin")).toBe(true);
    expect(canOpen("doctor", "/patients/UG-PAT-2026-001")).toBe(true);
    expect(canOpen("patient", "/patients")).toBe(false);
    expect(canOpen("doctor", "/hospitality")).toBe(true); // not a prefix match of /hospital
  });

  it("lets visitors through shared pages and names the staff roles allowed on them", () => {
    expect(sharedPageRoles("/doctors")).toEqual(["hospital_admin", "doctor", "system_admin"]);
    expect(sharedPageRoles("/register-health-worker")).toEqual(["hospital_admin", "system_admin"]);
    expect(sharedPageRoles("/doctors/DOC-1")).toBeUndefined(); // exact paths only
    expect(sharedPageRoles("/constructor")).toBeUndefined();
  });
});
