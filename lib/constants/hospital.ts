// Hospital registration enumerations (specification section 3) and the trial length (section 9).

export const HOSPITAL_SERVICES = [
  "Emergency Care",
  "Cardiology",
  "Neurology",
  "Orthopedics",
  "Pediatrics",
  "Obstetrics & Gynecology",
  "Surgery",
  "Internal Medicine",
  "Radiology",
  "Laboratory Services",
  "Pharmacy",
  "Physical Therapy",
  "Mental Health",
  "Oncology",
  "Dermatology",
  "ENT (Ear, Nose, Throat)",
  "Ophthalmology",
  "Urology",
  "Anesthesiology",
  "Pathology",
] as const;

export type HospitalService = (typeof HOSPITAL_SERVICES)[number];

export type PresetDepartment = { name: string; description: string };

// The eight departments the wizard offers as one-click presets, with the description each one adds.
export const PRESET_DEPARTMENTS: readonly PresetDepartment[] = [
  { name: "Emergency Department", description: "24/7 emergency medical care" },
  { name: "Cardiology", description: "Heart and blood vessel care" },
  { name: "Pediatrics", description: "Medical care for infants, children and adolescents" },
  { name: "Surgery", description: "Surgical procedures and operating theatres" },
  { name: "Internal Medicine", description: "Diagnosis and treatment of adult diseases" },
  { name: "Radiology", description: "Medical imaging such as X-ray, ultrasound, CT and MRI" },
  { name: "Laboratory", description: "Clinical laboratory tests and analysis" },
  { name: "Pharmacy", description: "Dispensing and management of medications" },
];

/** Length of the free trial every newly registered hospital starts with. */
export const TRIAL_DAYS = 30;
