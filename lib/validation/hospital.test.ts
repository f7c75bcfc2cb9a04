import { HOSPITAL_SERVICES } from "@/lib/constants/hospital";

import { REGISTRATION_STEPS, registerHospitalFormSchema, registerHospitalSchema } from "./hospital";

// A complete registration as the wizard sends it.
const valid = {
  name: "Mulago National Referral Hospital",
  address: "Upper Mulago Hill Road",
  phone: "+256 414 554 008",
  email: "info@mulago.example.org",
  website: "https://mulago.example.org",
  licenseNumber: "MOH-UG-1962-001",
  country: "Uganda",
  state: "Central Region",
  city: "Kampala",
  postalCode: "7051",
  servicesOffered: ["Emergency Care", "Cardiology"],
  adminEmail: "admin@mulago.example.org",
  adminPassword: "Str0ngPass",
  confirmPassword: "Str0ngPass",
  departments: [
    { name: "Emergency Department", description: "24/7 emergency medical care" },
    { name: "Cardiology" },
  ],
};

/** The issues of a failed parse as [path, message] pairs. */
function issuesOf(input: unknown): [string, string][] {
  const result = registerHospitalSchema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

/** The message of the single issue at `path` (and asserts there is exactly one). */
function messageAt(input: unknown, path: string): string | undefined {
  const matching = issuesOf(input).filter(([issuePath]) => issuePath === path);
  expect(matching).toHaveLength(1);
  return matching[0]?.[1];
}

describe("registerHospitalSchema", () => {
  it("accepts a complete registration", () => {
    const result = registerHospitalSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it("trims text, lower-cases emails, strips unknown keys and drops blank optionals", () => {
    const result = registerHospitalSchema.safeParse({
      ...valid,
      name: "  Mulago Hospital  ",
      email: " INFO@Mulago.Example.ORG ",
      adminEmail: "  Admin@Mulago.Example.org ",
      website: "",
      postalCode: "   ",
      id: "HOSP-999",
      hospitalId: "HOSP-999",
      departments: [{ name: "  Radiology ", description: "  " }],
    });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe("Mulago Hospital");
    expect(result.data?.email).toBe("info@mulago.example.org");
    expect(result.data?.adminEmail).toBe("admin@mulago.example.org");
    expect(result.data?.website).toBeUndefined();
    expect(result.data?.postalCode).toBeUndefined();
    expect(result.data).not.toHaveProperty("id");
    expect(result.data).not.toHaveProperty("hospitalId");
    expect(result.data?.departments).toEqual([{ name: "Radiology" }]);
  });

  it("accepts a missing website and adds https:// to a bare domain", () => {
    const { website: _omitted, ...withoutWebsite } = valid;
    void _omitted;
    expect(registerHospitalSchema.safeParse(withoutWebsite).success).toBe(true);
    expect(registerHospitalSchema.safeParse({ ...valid, website: "www.mulago.example.org" }).data?.website).toBe(
      "https://www.mulago.example.org",
    );
  });

  it("stores the country by its listed name, whatever its case", () => {
    expect(registerHospitalSchema.safeParse({ ...valid, country: "uganda" }).data?.country).toBe("Uganda");
  });

  it("keeps a department named twice only once", () => {
    const result = registerHospitalSchema.safeParse({
      ...valid,
      departments: [{ name: "Cardiology" }, { name: " cardiology " }],
    });
    expect(result.data?.departments).toEqual([{ name: "Cardiology" }]);
  });

  it.each([
    ["name", "", "Hospital name is required"],
    ["name", "   ", "Hospital name is required"],
    ["name", undefined, "Hospital name is required"],
    ["address", "", "Address is required"],
    ["phone", "", "Phone number is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "", "Please enter a valid email address"],
    ["website", "not a url", "Please enter a valid website URL"],
    ["website", "ftp://files.example.org", "Please enter a valid website URL"],
    ["website", "javascript:alert(1)", "Please enter a valid website URL"],
    ["licenseNumber", "", "License number is required"],
    ["country", "", "Country is required"],
    ["country", undefined, "Country is required"],
    ["country", "Atlantis", "Please select a valid country"],
    ["state", "", "State/Province is required"],
    ["city", "", "City is required"],
    ["timezone", "Mars/Olympus_Mons", "Invalid time zone"],
    ["servicesOffered", [], "Please select at least one service"],
    ["servicesOffered", undefined, "Please select at least one service"],
    ["adminEmail", "admin@", "Please enter a valid email address"],
    ["adminEmail", undefined, "Please enter a valid email address"],
    ["departments", [], "Please add at least one department"],
    ["departments", undefined, "Please add at least one department"],
  ])("rejects %s = %j with %j", (field, value, message) => {
    expect(messageAt({ ...valid, [field]: value }, field)).toBe(message);
  });

  it("rejects a service outside the list of 20", () => {
    expect(messageAt({ ...valid, servicesOffered: ["Cardiology", "Astrology"] }, "servicesOffered.1")).toBe(
      "Please select a valid service",
    );
  });

  it("accepts every one of the 20 services and a valid time zone", () => {
    expect(HOSPITAL_SERVICES).toHaveLength(20);
    const result = registerHospitalSchema.safeParse({
      ...valid,
      servicesOffered: [...HOSPITAL_SERVICES],
      timezone: "Africa/Kampala",
    });
    expect(result.success).toBe(true);
  });

  describe("administrator password", () => {
    const withPassword = (password: string) => ({ ...valid, adminPassword: password, confirmPassword: password });
    const weak = "Password must contain at least one uppercase letter, one lowercase letter, and one number";

    it("needs at least 8 characters", () => {
      expect(issuesOf(withPassword("Ab1")).filter(([path]) => path === "adminPassword")[0]?.[1]).toBe(
        "Password must be at least 8 characters",
      );
    });

    it.each([
      ["no uppercase letter", "str0ngpass"],
      ["no lowercase letter", "STR0NGPASS"],
      ["no digit", "StrongPass"],
    ])("rejects a password with %s", (_case, password) => {
      expect(messageAt(withPassword(password), "adminPassword")).toBe(weak);
    });

    it("reports a mismatched confirmation on confirmPassword", () => {
      expect(messageAt({ ...valid, confirmPassword: "Str0ngPas" }, "confirmPassword")).toBe("Passwords do not match");
    });

    it("reports the mismatch even while fields of later steps are still empty", () => {
      const firstStepOnly = { ...valid, country: "", state: "", city: "", servicesOffered: [], departments: [] };
      expect(messageAt({ ...firstStepOnly, confirmPassword: "different" }, "confirmPassword")).toBe(
        "Passwords do not match",
      );
    });
  });

  describe("departments", () => {
    it("rejects a blank department name", () => {
      expect(messageAt({ ...valid, departments: [{ name: "   " }] }, "departments.0.name")).toBe(
        "Department name is required",
      );
    });

    it("rejects a department name over 100 characters", () => {
      expect(messageAt({ ...valid, departments: [{ name: "x".repeat(101) }] }, "departments.0.name")).toBe(
        "Department name must be at most 100 characters",
      );
    });
  });
});

describe("the administrator's names", () => {
  const named = { ...valid, adminFirstName: "  Amina ", adminLastName: "Nakato" };

  it("are optional for API clients, so older clients keep working", () => {
    expect(registerHospitalSchema.safeParse(valid).success).toBe(true);
    const blank = registerHospitalSchema.safeParse({ ...valid, adminFirstName: "  ", adminLastName: null });
    expect(blank.success).toBe(true);
    expect(blank.data?.adminFirstName).toBeUndefined();
    expect(blank.data?.adminLastName).toBeUndefined();
  });

  it("are trimmed and kept when an API client sends them", () => {
    const result = registerHospitalSchema.safeParse(named);
    expect(result.data).toMatchObject({ adminFirstName: "Amina", adminLastName: "Nakato" });
  });

  it("need 2 characters when an API client sends them", () => {
    expect(messageAt({ ...valid, adminFirstName: " A " }, "adminFirstName")).toBe(
      "First name must be at least 2 characters",
    );
    expect(messageAt({ ...valid, adminLastName: "N" }, "adminLastName")).toBe("Last name must be at least 2 characters");
  });

  it("are required by the wizard, with 2 characters after trimming", () => {
    const formIssues = (input: unknown) =>
      (registerHospitalFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
    expect(formIssues(valid)).toEqual([
      ["adminFirstName", "First name must be at least 2 characters"],
      ["adminLastName", "Last name must be at least 2 characters"],
    ]);
    expect(formIssues({ ...named, adminFirstName: " A " })).toEqual([["adminFirstName", "First name must be at least 2 characters"]]);
    expect(registerHospitalFormSchema.safeParse(named).data).toMatchObject({ adminFirstName: "Amina", adminLastName: "Nakato" });
  });

  it("the wizard still reports mismatched passwords", () => {
    const result = registerHospitalFormSchema.safeParse({ ...named, confirmPassword: "Other1234" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["confirmPassword"]);
  });
});

describe("REGISTRATION_STEPS", () => {
  it("covers every field of the form in four steps", () => {
    expect(REGISTRATION_STEPS).toHaveLength(4);
    expect(REGISTRATION_STEPS[0]).toEqual(expect.arrayContaining(["adminFirstName", "adminLastName"]));
    expect(REGISTRATION_STEPS[2]).toEqual(["servicesOffered"]);
    const stepFields = REGISTRATION_STEPS.flat();
    const schemaFields = Object.keys(registerHospitalFormSchema.shape).filter((field) => field !== "timezone");
    expect([...stepFields].sort()).toEqual([...schemaFields].sort());
  });
});
