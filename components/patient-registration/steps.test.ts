import { errorPaths, firstFieldWith, problemFields, stepsWith } from "./steps";

describe("patient wizard steps", () => {
  it("finds the first problem in screen order, nested paths where their field sits", () => {
    expect(firstFieldWith(["dataPrivacyConsent", "emergencyPhone", "city"])).toEqual({ step: 1, path: "city" });
    expect(firstFieldWith(["insurance.provider"])).toEqual({ step: 3, path: "insurance.provider" });
    expect(firstFieldWith(["hospitalId"])).toBeUndefined();
  });

  it("names each problem once, in screen order, leaving out paths the form does not show", () => {
    // A server answer lists fields in its own order and may name fields the wizard has not got.
    expect(problemFields(["dataPrivacyConsent", "phone", "registrationSource", "firstName", "insurance.policyNumber"])).toEqual([
      { path: "firstName", label: "First name", step: 0 },
      { path: "phone", label: "Phone number", step: 1 },
      { path: "insurance.policyNumber", label: "Policy number", step: 3 },
      { path: "dataPrivacyConsent", label: "Data privacy consent", step: 4 },
    ]);
    expect(problemFields([])).toEqual([]);
  });

  it("reads the paths of nested react-hook-form errors and the steps holding them", () => {
    const paths = errorPaths({ city: { message: "City is required" }, insurance: { provider: { message: "Required" } } });
    expect(paths).toEqual(["city", "insurance.provider"]);
    expect([...stepsWith(paths)]).toEqual([1, 3]);
  });
});
