import { ZodError } from "zod";

import { selfRegistrationSchema } from "./patient-registration";
import { parseStaffPatient, updatePatientSchema } from "./patient-staff";

const self = {
  firstName: "Amina",
  lastName: "Nakato",
  dateOfBirth: "1990-04-12",
  gender: "Female",
  nationality: "Ugandan",
  countryOfOrigin: "Uganda",
  phone: "+256 772 000 111",
  email: "Amina@Example.org",
  address: "Plot 4, Kampala Road",
  city: "Kampala",
  state: "Central",
  emergencyContact: "John Nakato",
  emergencyPhone: "+256 772 000 222",
  emergencyRelationship: "Spouse",
  consentToTreatment: true,
  dataPrivacyConsent: true,
};

const firstMessage = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as ZodError).issues[0]?.message;
  }
  return undefined;
};

describe("self-registration schema", () => {
  it("normalises labels, email, numbers and drops insurance and biometrics without consent", () => {
    const out = selfRegistrationSchema.parse({
      ...self,
      height: "172.5",
      weight: 64,
      bloodType: "o+",
      maritalStatus: "Married",
      hasInsurance: false,
      insurance: { provider: "Jubilee" },
      biometric: { fingerprintCaptured: true, photoCaptured: true },
    });
    expect(out).toMatchObject({ gender: "female", email: "amina@example.org", height: 172.5, weight: 64, bloodType: "O+" });
    expect(out.emergencyRelationship).toBe("spouse");
    expect(out.maritalStatus).toBe("married");
    expect(out.insurance).toBeNull();
    expect(out.biometric).toBeNull();
  });

  it("keeps insurance when insured and stamps biometric consent with the server's time", () => {
    const out = selfRegistrationSchema.parse({
      ...self,
      hasInsurance: true,
      insurance: { provider: "Jubilee", policyNumber: "P-1", groupId: "" },
      biometricConsent: true,
      biometric: { fingerprintCaptured: false, photoCaptured: false, consentTimestamp: "1999-01-01T00:00:00Z" },
    });
    expect(out.insurance).toEqual({ provider: "Jubilee", policyNumber: "P-1", groupId: undefined });
    expect(out.biometric?.consentTimestamp).not.toBe("1999-01-01T00:00:00Z");
    expect(Date.now() - Date.parse(out.biometric!.consentTimestamp)).toBeLessThan(5000);
  });

  it("answers the first missing field's message in the specification's order", () => {
    expect(firstMessage(() => selfRegistrationSchema.parse({}))).toBe("First name is required");
    expect(firstMessage(() => selfRegistrationSchema.parse({ ...self, state: " " }))).toBe("State/Province is required");
    expect(firstMessage(() => selfRegistrationSchema.parse({ ...self, consentToTreatment: false }))).toBe(
      "Consent to treatment is required",
    );
  });

  it("refuses a future or impossible date of birth and a non-number height", () => {
    expect(firstMessage(() => selfRegistrationSchema.parse({ ...self, dateOfBirth: "2999-01-01" }))).toBe(
      "Date of birth cannot be in the future",
    );
    expect(firstMessage(() => selfRegistrationSchema.parse({ ...self, dateOfBirth: "2001-02-30" }))).toBe(
      "Please enter a valid date of birth",
    );
    expect(firstMessage(() => selfRegistrationSchema.parse({ ...self, height: "tall" }))).toMatch(/^Height must be/);
  });
});

describe("staff forms", () => {
  const page = {
    firstName: "Amina",
    lastName: "Nakato",
    dateOfBirth: "1990-04-12",
    gender: "female",
    countryOfOrigin: "UG",
    phone: "0772000111",
    address: "Plot 4, Kampala Road",
    emergencyContact: "John",
    emergencyPhone: "0772000222",
  };

  it("reads a body without city, state or nationality as the page's form", () => {
    const out = parseStaffPatient(page);
    expect(out.countryOfOrigin).toBe("Uganda");
    expect(out.consentToTreatment).toBe(true);
    expect(firstMessage(() => parseStaffPatient({ ...page, address: "Kampala" }))).toBe("Please provide a complete address");
  });

  it("holds a body naming city, state or nationality to the dialog's rules", () => {
    expect(firstMessage(() => parseStaffPatient({ ...page, city: "Kampala" }))).toBe("State is required");
    expect(firstMessage(() => parseStaffPatient({ ...page, city: "Kampala", state: "Central" }))).toBe("Nationality is required");
    expect(parseStaffPatient({ ...page, city: "Kampala", state: "Central", nationality: "Ugandan", address: "Kla" }).address).toBe("Kla");
  });

  it("checks an update field by field and refuses an empty one", () => {
    expect(updatePatientSchema.parse({ phone: "0772 000 333", isActive: false })).toEqual({ phone: "0772 000 333", isActive: false });
    expect(firstMessage(() => updatePatientSchema.parse({ firstName: "A" }))).toBe("First name must be at least 2 characters");
    expect(firstMessage(() => updatePatientSchema.parse({}))).toBe("Nothing to update");
  });
});

describe("patient update", () => {
  it("clears a blank optional field and keeps absent ones absent", () => {
    const out = updatePatientSchema.parse({ allergies: "  ", email: "", bloodType: "ab-" });
    expect(out).toEqual({ allergies: null, email: null, bloodType: "AB-" });
  });

  it("refuses a blank required field with its message", () => {
    expect(firstMessage(() => updatePatientSchema.parse({ city: "" }))).toBe("City is required");
  });
});
