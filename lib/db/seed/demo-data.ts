// Fixed demo data: the two hospitals, their departments, staff and health workers.
// Varying details (patients, appointment times, license digits) come from the seeded PRNG.

import type { HospitalService } from "@/lib/constants/hospital";

import type { EMPLOYMENT_TYPES, HEALTH_WORKER_ROLES, SHIFTS } from "../schema/enums";

export type DepartmentName =
  | "Emergency Department"
  | "Cardiology"
  | "Pediatrics"
  | "Surgery"
  | "Internal Medicine"
  | "Radiology"
  | "Laboratory"
  | "Pharmacy";

export type DoctorSpec = {
  firstName: string;
  lastName: string;
  department: DepartmentName;
  /** One of the 20 doctor specializations of the specification. */
  specialization: string;
  qualification: string;
  experience: number;
  /** Head of their department. */
  head?: boolean;
};

/** Where a phone or license number is from. A HospitalSpec is one too. */
export type PhonePlan = { countryCode: string; dialCode: string; mobilePrefixes: readonly string[] };

export type WorkerSpec = {
  firstName: string;
  lastName: string;
  role: (typeof HEALTH_WORKER_ROLES)[number];
  department?: DepartmentName;
  specialization?: string;
  qualifications: string;
  employmentType?: (typeof EMPLOYMENT_TYPES)[number];
  shift?: (typeof SHIFTS)[number];
  dateOfBirth: string;
  experienceYears: number;
  nationality: string;
  address: string;
  skills: string[];
  languages: string[];
  emergencyRelationship: string;
  isPublicProfile: boolean;
  /** Phone country of a worker with no hospital (employed ones use their hospital's). */
  home?: PhonePlan;
};

export type HospitalSpec = {
  name: string;
  /** Mail domain of the demo accounts. */
  domain: string;
  country: string;
  countryCode: string;
  timezone: string;
  city: string;
  state: string;
  postalCode: string;
  address: string;
  phone: string;
  /** Country dialling prefix and mobile prefixes used for generated phone numbers. */
  dialCode: string;
  mobilePrefixes: readonly string[];
  website: string;
  licenseNumber: string;
  /** Prefix of the doctors' medical council license numbers. */
  doctorLicensePrefix: string;
  plan: "trial" | "premium";
  services: HospitalService[];
  departments: DepartmentName[];
  admin: { firstName: string; lastName: string };
  doctors: DoctorSpec[];
  workers: WorkerSpec[];
  /** Residential areas for patient addresses. */
  areas: readonly string[];
  streets: readonly string[];
  /** Patients registered here; the first ones come from these other countries of origin. */
  patientCount: number;
  foreignPatients: readonly string[];
};

export const DEMO_HOSPITALS: readonly HospitalSpec[] = [
  {
    name: "Kampala General Hospital",
    domain: "kampala-general.demo",
    country: "Uganda",
    countryCode: "UG",
    timezone: "Africa/Kampala",
    city: "Kampala",
    state: "Central Region",
    postalCode: "256",
    address: "Plot 12, Upper Mulago Hill Road, Kampala",
    phone: "+256 414 554 008",
    dialCode: "+256",
    mobilePrefixes: ["70", "75", "77", "78"],
    website: "https://kampala-general.demo",
    licenseNumber: "MOH-UG-2019-0457",
    doctorLicensePrefix: "UMDPC",
    plan: "trial",
    services: ["Emergency Care", "Cardiology", "Pediatrics", "Internal Medicine", "Laboratory Services", "Pharmacy", "Radiology", "Obstetrics & Gynecology"],
    departments: ["Emergency Department", "Cardiology", "Pediatrics", "Internal Medicine", "Laboratory", "Pharmacy"],
    admin: { firstName: "Ruth", lastName: "Nabirye" },
    doctors: [
      { firstName: "Joseph", lastName: "Okello", department: "Emergency Department", specialization: "Emergency Medicine", qualification: "MBChB (Makerere), MMed Emergency Medicine", experience: 11, head: true },
      { firstName: "Sarah", lastName: "Nakato", department: "Cardiology", specialization: "Cardiology", qualification: "MBChB, MMed Internal Medicine, Fellowship in Cardiology", experience: 14, head: true },
      { firstName: "Grace", lastName: "Namutebi", department: "Pediatrics", specialization: "Pediatrics", qualification: "MBChB (Makerere), MMed Paediatrics and Child Health", experience: 8 },
      { firstName: "Emmanuel", lastName: "Ssemakula", department: "Internal Medicine", specialization: "Internal Medicine", qualification: "MBChB (Mbarara), MMed Internal Medicine", experience: 17, head: true },
      { firstName: "Irene", lastName: "Achieng", department: "Internal Medicine", specialization: "Endocrinology", qualification: "MBChB, MMed Internal Medicine, MSc Endocrinology", experience: 6 },
    ],
    workers: [
      { firstName: "Harriet", lastName: "Nansubuga", role: "nurse", department: "Emergency Department", specialization: "Emergency and trauma nursing", qualifications: "Bachelor of Nursing Science (Makerere)", employmentType: "full-time", shift: "rotating", dateOfBirth: "1990-04-17", experienceYears: 9, nationality: "Ugandan", address: "Plot 8, Kira Road, Kamwokya, Kampala", skills: ["Triage", "IV cannulation", "Basic life support"], languages: ["English", "Luganda"], emergencyRelationship: "spouse", isPublicProfile: true },
      { firstName: "Moses", lastName: "Kato", role: "lab-technician", department: "Laboratory", specialization: "Clinical chemistry", qualifications: "Diploma in Medical Laboratory Technology", employmentType: "full-time", shift: "morning", dateOfBirth: "1994-11-02", experienceYears: 5, nationality: "Ugandan", address: "Plot 31, Ntinda Road, Ntinda, Kampala", skills: ["Phlebotomy", "Malaria microscopy", "Blood chemistry"], languages: ["English", "Luganda"], emergencyRelationship: "sibling", isPublicProfile: false },
      { firstName: "Patience", lastName: "Atim", role: "pharmacist", department: "Pharmacy", qualifications: "Bachelor of Pharmacy (Mbarara University)", employmentType: "full-time", shift: "afternoon", dateOfBirth: "1988-06-25", experienceYears: 12, nationality: "Ugandan", address: "Plot 5, Gaba Road, Kansanga, Kampala", skills: ["Dispensing", "Medication counselling", "Stock management"], languages: ["English", "Luganda", "Acholi"], emergencyRelationship: "parent", isPublicProfile: true },
      { firstName: "Agnes", lastName: "Nalwoga", role: "midwife", department: "Pediatrics", specialization: "Neonatal care", qualifications: "Diploma in Midwifery (Mulago School of Nursing and Midwifery)", employmentType: "part-time", shift: "night", dateOfBirth: "1992-01-09", experienceYears: 7, nationality: "Ugandan", address: "Plot 77, Bombo Road, Kawempe, Kampala", skills: ["Newborn resuscitation", "Breastfeeding support", "Immunisation"], languages: ["English", "Luganda"], emergencyRelationship: "spouse", isPublicProfile: true },
    ],
    areas: ["Kamwokya", "Ntinda", "Bukoto", "Kansanga", "Nakawa", "Wandegeya", "Kawempe", "Mengo"],
    streets: ["Kira Road", "Ntinda Road", "Bukoto Street", "Gaba Road", "Jinja Road", "Bombo Road", "Entebbe Road", "Kiira Road"],
    patientCount: 18,
    foreignPatients: ["Rwanda", "South Sudan", "Kenya"],
  },
  {
    name: "Nairobi Riverside Hospital",
    domain: "nairobi-riverside.demo",
    country: "Kenya",
    countryCode: "KE",
    timezone: "Africa/Nairobi",
    city: "Nairobi",
    state: "Nairobi County",
    postalCode: "00100",
    address: "Riverside Drive, Westlands, Nairobi",
    phone: "+254 20 444 7100",
    dialCode: "+254",
    mobilePrefixes: ["70", "71", "72", "79"],
    website: "https://nairobi-riverside.demo",
    licenseNumber: "KMPDC-FAC-2016-0932",
    doctorLicensePrefix: "KMPDC",
    plan: "premium",
    services: ["Emergency Care", "Pediatrics", "Surgery", "Internal Medicine", "Radiology", "Laboratory Services", "Pharmacy", "Orthopedics", "Anesthesiology"],
    departments: ["Emergency Department", "Pediatrics", "Surgery", "Internal Medicine", "Radiology", "Laboratory", "Pharmacy"],
    admin: { firstName: "David", lastName: "Kamau" },
    doctors: [
      { firstName: "Faith", lastName: "Wanjiru", department: "Emergency Department", specialization: "Emergency Medicine", qualification: "MBChB (University of Nairobi), MMed Emergency Medicine", experience: 9 },
      { firstName: "Peter", lastName: "Otieno", department: "Surgery", specialization: "Surgery", qualification: "MBChB (Moi University), MMed General Surgery, FCS (ECSA)", experience: 16, head: true },
      { firstName: "Mercy", lastName: "Chebet", department: "Pediatrics", specialization: "Pediatrics", qualification: "MBChB (University of Nairobi), MMed Paediatrics", experience: 10, head: true },
      { firstName: "James", lastName: "Mwangi", department: "Internal Medicine", specialization: "Gastroenterology", qualification: "MBChB, MMed Internal Medicine, Fellowship in Gastroenterology", experience: 13, head: true },
      { firstName: "Daniel", lastName: "Kiprop", department: "Radiology", specialization: "Radiology", qualification: "MBChB (Moi University), MMed Diagnostic Imaging and Radiology", experience: 7 },
    ],
    workers: [
      { firstName: "Lucy", lastName: "Njeri", role: "nurse", department: "Surgery", specialization: "Theatre nursing", qualifications: "BSc Nursing (Kenyatta University)", employmentType: "full-time", shift: "morning", dateOfBirth: "1991-09-12", experienceYears: 8, nationality: "Kenyan", address: "Apartment 4B, Mpaka Road, Westlands, Nairobi", skills: ["Theatre nursing", "Sterile technique", "Post-operative care"], languages: ["English", "Swahili", "Kikuyu"], emergencyRelationship: "spouse", isPublicProfile: true },
      { firstName: "Brian", lastName: "Odhiambo", role: "radiographer", department: "Radiology", qualifications: "Diploma in Medical Imaging Sciences (KMTC)", employmentType: "full-time", shift: "rotating", dateOfBirth: "1993-03-30", experienceYears: 6, nationality: "Kenyan", address: "House 17, Ngong Road, Kilimani, Nairobi", skills: ["X-ray", "Ultrasound", "CT scanning"], languages: ["English", "Swahili", "Dholuo"], emergencyRelationship: "sibling", isPublicProfile: true },
      { firstName: "Esther", lastName: "Wambui", role: "pharmacist", department: "Pharmacy", qualifications: "Bachelor of Pharmacy (University of Nairobi)", employmentType: "contract", shift: "afternoon", dateOfBirth: "1987-12-05", experienceYears: 11, nationality: "Kenyan", address: "House 3, Lavington Green, Lavington, Nairobi", skills: ["Dispensing", "Antimicrobial stewardship", "Inventory control"], languages: ["English", "Swahili"], emergencyRelationship: "parent", isPublicProfile: false },
    ],
    areas: ["Westlands", "Kilimani", "Parklands", "Kileleshwa", "South B", "Eastleigh", "Lavington", "Embakasi"],
    streets: ["Ngong Road", "Waiyaki Way", "Argwings Kodhek Road", "Limuru Road", "Mombasa Road", "Riverside Drive", "Jogoo Road", "Thika Road"],
    patientCount: 16,
    foreignPatients: ["Tanzania", "Somalia", "Uganda"],
  },
];

/** Public registrants of the health worker directory: no hospital yet. */
export const DEMO_UNEMPLOYED_WORKERS: readonly WorkerSpec[] = [
  { firstName: "Amina", lastName: "Hassan", role: "clinical-officer", specialization: "General outpatient care", qualifications: "Diploma in Clinical Medicine (Kilimanjaro Christian Medical College)", dateOfBirth: "1995-07-21", experienceYears: 4, nationality: "Tanzanian", address: "Mikocheni B, Dar es Salaam", skills: ["Outpatient consultation", "Minor procedures", "HIV counselling"], languages: ["English", "Swahili"], emergencyRelationship: "sibling", isPublicProfile: true, home: { countryCode: "TZ", dialCode: "+255", mobilePrefixes: ["71", "75", "76"] } },
  { firstName: "Jean Claude", lastName: "Habimana", role: "physiotherapist", specialization: "Musculoskeletal rehabilitation", qualifications: "BSc Physiotherapy (University of Rwanda)", dateOfBirth: "1989-02-14", experienceYears: 10, nationality: "Rwandan", address: "KG 11 Avenue, Kacyiru, Kigali", skills: ["Sports injuries", "Stroke rehabilitation", "Manual therapy"], languages: ["English", "French", "Kinyarwanda"], emergencyRelationship: "spouse", isPublicProfile: true, home: { countryCode: "RW", dialCode: "+250", mobilePrefixes: ["72", "78", "79"] } },
];

/**
 * The network's demo system administrator. Two-factor sign-in is required of every system
 * administrator, so the first sign-in leads to /two-factor-setup with one's own authenticator app.
 */
export const DEMO_SYSTEM_ADMIN = { email: "sysadmin@network.demo", firstName: "Network", lastName: "Administrator" } as const;

/** The shared demo password of every staff account (admin and doctors). */
export const DEMO_STAFF_PASSWORD = "Demo@2026!";
/** The shared demo password of every health worker account (the same value: hashed once). */
export const DEMO_WORKER_PASSWORD = DEMO_STAFF_PASSWORD;
