import { HEALTH_WORKER_ROLES } from "@/lib/db/schema/enums";

import {
  ALL_ROLE_OPTIONS,
  DIRECTORY_FILTER_CODES,
  HEALTH_WORKER_ROLE_LABELS,
  HOSPITAL_FORM_ROLES,
  parseHealthWorkerRole,
  PUBLIC_REGISTRATION_ROLE_OPTIONS,
  roleFilterCodes,
  roleLabel,
} from "./health-worker-roles";
import { HOSPITAL_WORKER_ROLE_OPTIONS } from "./staff";

// One vocabulary for the three role lists of the specification: every role any form stores is a
// role the directory filter offers, and every spelling of the lists reads as its stored code.

const SPEC_PUBLIC_LABELS = [
  "Nurse", "Technician", "Pharmacist", "Radiologist", "Laboratory Technician", "Physical Therapist", "Nutritionist",
  "Social Worker", "Administrative Staff", "Emergency Medical Technician", "Other",
];
const SPEC_HOSPITAL_CODES = ["nurse", "technician", "radiologist", "pharmacist", "therapist", "lab-technician", "administrative", "maintenance", "security", "other"];

describe("health worker roles", () => {
  it("offers the public registration's labels, word for word, in the specification's order", () => {
    expect(PUBLIC_REGISTRATION_ROLE_OPTIONS.map((o) => o.label)).toEqual(SPEC_PUBLIC_LABELS);
  });

  it("keeps the hospital-side form's codes, with the vocabulary's labels", () => {
    expect(HOSPITAL_FORM_ROLES).toEqual(SPEC_HOSPITAL_CODES);
    expect(HOSPITAL_WORKER_ROLE_OPTIONS.map((o) => o.value)).toEqual(SPEC_HOSPITAL_CODES);
    expect(HOSPITAL_WORKER_ROLE_OPTIONS.find((o) => o.value === "lab-technician")?.label).toBe("Laboratory Technician");
  });

  it("reads every directory filter code, public label and stored code as a stored code", () => {
    for (const code of DIRECTORY_FILTER_CODES) expect(HEALTH_WORKER_ROLES).toContain(parseHealthWorkerRole(code));
    for (const label of SPEC_PUBLIC_LABELS) expect(HEALTH_WORKER_ROLES).toContain(parseHealthWorkerRole(label));
    for (const code of HEALTH_WORKER_ROLES) expect(parseHealthWorkerRole(code)).toBe(code);
    expect(parseHealthWorkerRole("laboratory_technician")).toBe("lab-technician");
    expect(parseHealthWorkerRole("Lab Technician")).toBe("lab-technician");
    expect(parseHealthWorkerRole("  CLINICAL OFFICER ")).toBe("clinical-officer");
    expect(parseHealthWorkerRole("Administrative")).toBe("administrative");
    expect(parseHealthWorkerRole("astronaut")).toBeNull();
    expect(parseHealthWorkerRole("")).toBeNull();
    expect(parseHealthWorkerRole(undefined)).toBeNull();
  });

  it("lists every stored role in the directory filter, each with one label", () => {
    expect(ALL_ROLE_OPTIONS.map((o) => o.value).sort()).toEqual([...HEALTH_WORKER_ROLES].sort());
    expect(new Set(Object.values(HEALTH_WORKER_ROLE_LABELS)).size).toBe(HEALTH_WORKER_ROLES.length);
    const labels = ALL_ROLE_OPTIONS.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("labels codes, and unknown codes in words", () => {
    expect(roleLabel("lab-technician")).toBe("Laboratory Technician");
    expect(roleLabel("community_health_worker")).toBe("Community Health Worker");
    expect(roleLabel("x-ray-porter")).toBe("X Ray Porter");
    expect(roleLabel(null)).toBe("");
  });

  it("treats physiotherapist and physical therapist as one profession in the filter", () => {
    expect(roleFilterCodes("physiotherapist").sort()).toEqual(["physical-therapist", "physiotherapist"]);
    expect(roleFilterCodes("physical-therapist").sort()).toEqual(["physical-therapist", "physiotherapist"]);
    expect(roleFilterCodes("nurse")).toEqual(["nurse"]);
  });
});
