import { anonymous } from "@/lib/auth/actor-types";
import { registerHospital } from "@/lib/services/hospitals";
import { registerHospitalSchema, type RegisterHospitalBody } from "@/lib/validation/hospital";

let n = 0;

/** A valid registration payload; each call gets a distinct administrator email. */
export function hospitalPayload(overrides: Partial<RegisterHospitalBody> = {}): RegisterHospitalBody {
  n += 1;
  return {
    name: `Test Hospital ${n}`,
    address: "Plot 12, Hospital Road",
    phone: "+256700000000",
    email: `info${n}@test-hospital.example`,
    website: "",
    licenseNumber: `LIC-${n}`,
    country: "Uganda",
    state: "Central Region",
    city: "Kampala",
    postalCode: "",
    servicesOffered: ["Emergency Care", "Pharmacy"],
    adminEmail: `admin${n}@test-hospital.example`,
    adminPassword: "Secure123",
    confirmPassword: "Secure123",
    departments: [{ name: "Emergency Department", description: "24/7 emergency medical care" }, { name: "Pharmacy" }],
    ...overrides,
  };
}

/** Registers a hospital through the service, as the public wizard does. */
export async function createHospital(overrides: Partial<RegisterHospitalBody> = {}) {
  const payload = hospitalPayload(overrides);
  const result = await registerHospital(anonymous("127.0.0.1"), registerHospitalSchema.parse(payload));
  return { ...result, adminEmail: payload.adminEmail!, adminPassword: payload.adminPassword! };
}
