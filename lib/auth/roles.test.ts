import { canOpen, navItemsFor, roleLabel, sharedPageRoles } from "./roles";

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
