import type { OwnIds, PrincipalKind, Targets } from "./tenant-world";

// How the tenant isolation matrix calls each route: who may call it at all (by role), how its path
// parameters are filled with A's ids, and the plausible bodies it is sent. A route, a method or a
// path parameter missing here is an "unclassified" failure of the suite: add it when adding a route.

type Ctx = { a: Targets; own: OwnIds; n: number };
type Bodies = (ctx: Ctx) => unknown[];

export type RouteRule = {
  /** Principal kinds the route serves at all; everyone else must be refused (401, 403 or 404). */
  who: readonly PrincipalKind[];
  /** Bodies of POST, PUT and PATCH (each also sent with `hospitalId` of A added). */
  bodies?: Bodies;
  /** Query parameters the route needs besides A's ids (e.g. a date). */
  query?: (ctx: Ctx) => Record<string, string>;
  /** Ends the caller's session: run after everything else. */
  signsOut?: true;
  /** The answer differs from call to call (tokens, times): no comparison with and without `hospitalId`. */
  volatile?: true;
  /** A query id names the object itself: a foreign caller must be refused (4xx), not answered. */
  queryNamesObject?: true;
  /**
   * A public route that publishes these fields of A to anyone (markers by field, A's ids by kind):
   * they may appear in its answers, and it answers about A's objects named in the path; any other
   * marker or id of A is still a leak.
   */
  publishes?: { markers: readonly string[]; tokens: (a: Targets) => string[] };
};

const STAFF = ["admin", "doctor", "user"] as const;
const CLINICAL = ["admin", "doctor"] as const;
const SIGNED_IN = ["admin", "doctor", "user", "health_worker", "patient"] as const;
const EVERYONE = [...SIGNED_IN, "anonymous"] as const;

// What the public directory shows of a hospital and its doctors (issue 18): names, address,
// departments, and the ids a visitor books with; never a licence number, an e-mail of a person,
// a user id or anything clinical.
const DIRECTORY: RouteRule = {
  who: EVERYONE,
  publishes: {
    markers: ["hname", "haddress", "dname", "dname2", "ddescription", "docfirst", "doclast"],
    tokens: (a) => [a.hospitalId, a.departmentId, a.doctorId],
  },
};

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) + "T10:00:00+03:00";

/**
 * Path parameter → every id of A the route could mean by it. An `id` means an object of the
 * collection it follows (`/api/patients/[id]`, `/api/medical-records/patient/[id]`); an `id` after
 * an unknown collection, or an unknown parameter, is unclassified (undefined).
 */
export function paramValues(name: string, a: Targets, collection = ""): (string | string[])[] | undefined {
  switch (name) {
    case "id":
      return ID_KINDS[collection]?.(a);
    case "hospitalId":
      return [a.hospitalId];
    case "healthWorkerId":
      return [a.healthWorkerId, a.healthWorkerRowId];
    case "userId":
      return [a.adminUserId, a.doctorUserId];
    case "paymentId":
      // A subscription invoice, or a payment of A's patient bill (under /api/bills/[id]/payments).
      return [a.paymentId, a.billPaymentId];
    case "incidentId":
      return [a.incidentId];
    case "type":
      // GET /api/reports/[type]: the six reports (each of the caller's own hospital), and an unknown one.
      return ["patients", "staff", "appointments", "financial", "departments", "incidents", "unknown"];
    case "announcementId":
      // Announcements belong to the network, not to a hospital: A has none. An id nobody holds checks
      // the refusals and that nothing answers 5xx (lib/services/announcements.int.test.ts has the rest).
      return ["no-such-announcement"];
    case "term":
      // The exact health number (lower case too), the patient's first name, phone and a fragment.
      return [a.patientId, a.patientId.toLowerCase(), "Kembabazi", a.patientPhone, a.patientPhone.replace(/\D/g, "").slice(-9), a.patientId.slice(0, -1)];
    case "nextauth":
      // Only "session" is answered by the app's own code; next-auth's csrf, providers and callbacks
      // read next/headers, which exists only inside a Next.js server (and hold no tenant data).
      return [["session"]];
    default:
      return undefined;
  }
}

const ID_KINDS: Record<string, (a: Targets) => string[]> = {
  patient: (a) => [a.patientId, a.patientId.toLowerCase()],
  patients: (a) => [a.patientId, a.patientId.toLowerCase()],
  appointments: (a) => [a.appointmentScheduled, a.appointmentAccepted, a.appointmentCompleted],
  departments: (a) => [a.departmentId],
  diagnosis: (a) => [a.diagnosisUnconfirmed, a.diagnosisConfirmed],
  notifications: (a) => [a.notificationOfAdmin, a.notificationOfPatient, a.notificationOfWorker],
  doctors: (a) => [a.doctorId, a.doctorUserId],
  "health-workers": (a) => [a.healthWorkerId, a.healthWorkerRowId],
  tasks: (a) => [a.taskId],
  payments: (a) => [a.paymentId],
  "employment-requests": (a) => [a.employmentRequestId],
  "medical-records": (a) => [a.medicalRecordId],
  "ai-diagnosis": (a) => [a.aiAnalysisId],
  bills: (a) => [a.billId],
  prices: (a) => [a.priceItemId],
};

/** The collection segment a path parameter follows. */
export function collectionOf(pattern: string, name: string): string {
  const segments = pattern.split("/");
  const at = segments.findIndex((s) => s === `[${name}]` || s === `[...${name}]`);
  return at > 0 ? segments[at - 1] : "";
}

/** A's ids under the names list and filter queries use (the date of birth is a wrong one). */
export const targetQuery = (a: Targets): Record<string, string> => ({
  hospitalId: a.hospitalId,
  patientId: a.patientId,
  doctorId: a.doctorId,
  departmentId: a.departmentId,
  appointmentId: a.appointmentScheduled,
  healthWorkerId: a.healthWorkerId,
  assignedToHealthWorkerId: a.healthWorkerRowId,
  diagnosisId: a.diagnosisConfirmed,
  userId: a.adminUserId,
  search: a.patientId,
  dateOfBirth: "1980-01-01",
});

const doctorForm = ({ a, n }: Ctx) => ({
  firstName: "Moses",
  lastName: "Kato",
  email: `moses${n}.kato@matrix.example`,
  phone: "+256 700 111 222",
  departmentId: a.departmentId,
  specialization: "Cardiology",
  licenseNumber: `UMDPC/M${n}`,
  experience: "5",
  qualification: "MBChB, Makerere University",
  hospitalId: a.hospitalId,
});

const workerForm = ({ a, n }: Ctx) => ({
  firstName: "Sarah",
  lastName: "Auma",
  email: `sarah${n}.auma@matrix.example`,
  phone: "+256 700 333 444",
  role: "Nurse",
  departmentId: a.departmentId,
  qualifications: "Diploma in Nursing",
  licenseNumber: `UNMC/M${n}`,
  employmentType: "Full-time",
  shift: "Morning",
  emergencyContact: "+256 700 333 445",
  emergencyRelationship: "Sister",
  hospitalId: a.hospitalId,
});

const staffPatient = ({ a, n }: Ctx) => ({
  firstName: "Kembabazi",
  lastName: `Matrix${n}`,
  dateOfBirth: a.patientDateOfBirth,
  gender: "female",
  phone: a.patientPhone,
  address: "Plot 9, Matrix Road, Kampala",
  city: "Kampala",
  state: "Central",
  countryOfOrigin: "Uganda",
  nationality: "Ugandan",
  emergencyContact: "Joseph Okot",
  emergencyPhone: "+256 701 555 020",
  consentToTreatment: true,
  dataPrivacyConsent: true,
  id: a.patientId,
});

export const ROUTES: Record<string, RouteRule> = {
  "GET /api/admin/hospitals": { who: [] },
  "PATCH /api/admin/hospitals/[hospitalId]": { who: [], bodies: () => [{ subscriptionStatus: "expired", isActive: false }] },
  "GET /api/admin/payments": { who: [] },
  "GET /api/admin/payments/summary": { who: [] },
  "GET /api/admin/payments/export": { who: [] },
  "PATCH /api/admin/payments/[paymentId]": { who: [], bodies: () => [{ status: "paid" }, { status: "refunded" }] },
  "GET /api/admin/announcements": { who: [] },
  "POST /api/admin/announcements": { who: [], bodies: () => [{ level: "critical", message: "Matrix broadcast" }] },
  "POST /api/admin/announcements/[announcementId]/end": { who: [], bodies: () => [{}] },
  "POST /api/announcements/[announcementId]/dismiss": { who: ["admin", "doctor", "user", "health_worker"], bodies: () => [{}] },
  "GET /api/admin/audit-logs": { who: [] },
  "GET /api/admin/backups": { who: [] },
  "POST /api/admin/backups": { who: [], bodies: () => [{}] },
  "GET /api/admin/audit-logs/export": { who: [] },
  "GET /api/admin/stats": { who: [] },
  "GET /api/admin/settings": { who: [] },
  "PUT /api/admin/settings": { who: [], bodies: () => [{ maintenanceMode: true, sessionTimeoutHours: 1, twoFactorRequired: true }] },
  "GET /api/admin/analytics": { who: [] },
  "GET /api/admin/users": { who: [] },
  "PATCH /api/admin/users/[userId]": { who: [], bodies: () => [{ isActive: false }, { isVerified: true }] },
  "POST /api/admin/users/[userId]/temporary-password": { who: [], bodies: () => [{}], volatile: true },
  "GET /api/ai-diagnosis": { who: CLINICAL },
  "POST /api/ai-diagnosis": {
    who: CLINICAL,
    bodies: ({ a }) => [{ symptoms: "Fever and headache for three days", patientId: a.patientId, age: 40, sex: "female" }],
  },
  "GET /api/appointments": { who: CLINICAL, query: () => ({ status: "scheduled" }) },
  "POST /api/appointments": {
    who: CLINICAL,
    bodies: ({ a, own }) => [
      { patientId: a.patientId, departmentId: a.departmentId, doctorId: a.doctorId, appointmentDate: future(9), duration: 30, reason: "Follow-up visit" },
      // A's patient with the caller's own doctor: booking must never reach (or link) A's patient.
      { patientId: a.patientId, departmentId: own.departmentId, doctorId: own.doctorId, appointmentDate: future(10), duration: 30, reason: "Follow-up visit" },
      { patientId: own.patientId, departmentId: a.departmentId, doctorId: a.doctorId, appointmentDate: future(11), duration: 30, reason: "Follow-up visit" },
    ],
  },
  "PATCH /api/appointments/[id]": { who: CLINICAL, bodies: () => [{ status: "cancelled" }, { appointmentDate: future(12), duration: 30 }] },
  "GET /api/appointments/patient/[id]": { who: [...CLINICAL, "patient"] },
  "GET /api/appointments/slots": {
    who: CLINICAL,
    queryNamesObject: true,
    query: () => ({ date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }),
  },
  "GET /api/auth/[...nextauth]": { who: EVERYONE, volatile: true },
  "POST /api/auth/[...nextauth]": { who: EVERYONE, volatile: true, signsOut: true, bodies: () => [{}] },
  "POST /api/auth/login": { who: EVERYONE, bodies: ({ a }) => [{ email: a.adminEmail, password: "Wrong-Pass1" }] },
  // Anyone may ask for a reset link, for any email or worker number (the answer is the same for all);
  // a reset needs the mailed token (an unknown one: 400).
  "POST /api/auth/forgot-password": { who: EVERYONE, bodies: ({ a }) => [{ email: a.adminEmail }, { workerNumber: a.workerNumber }] },
  "POST /api/auth/reset-password": { who: EVERYONE, bodies: () => [{ token: "x".repeat(43), newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" }] },
  "POST /api/auth/logout": { who: EVERYONE, signsOut: true },
  "GET /api/auth/user": { who: STAFF },
  // The caller's own two-factor sign-in: a new pending secret (random each time), a code that does not confirm it, a code for an account without two-factor.
  "POST /api/auth/two-factor/setup": { who: STAFF, volatile: true, bodies: () => [{}] },
  "POST /api/auth/two-factor/enable": { who: STAFF, bodies: () => [{ code: "123456" }] },
  "POST /api/auth/two-factor/disable": { who: STAFF, bodies: () => [{ code: "123456" }, { code: "abcd-efgh-2345" }] },
  // The caller's own password (a wrong current one: nothing changes) and the caller's own other sessions.
  "POST /api/auth/password": {
    who: ["admin", "doctor", "user", "health_worker"],
    bodies: () => [{ currentPassword: "Wrong-Pass1", newPassword: "Fresh-Pass2" }],
  },
  "POST /api/auth/sessions/revoke": { who: SIGNED_IN, signsOut: true },
  // The caller's own profile only: A's ids (hospitalId in the body, in the query) name nothing here.
  "GET /api/account/profile": { who: STAFF },
  "PATCH /api/account/profile": {
    who: STAFF,
    bodies: () => [{ firstName: "Matrix", lastName: "Caller", phone: "+256 700 999 004" }, { languages: ["English", "Luganda"], bio: "Matrix biography" }],
  },
  "GET /api/dashboard/stats": { who: STAFF },
  // The hospital's analytics and their CSV: its administrator only (system_admin names the hospital).
  "GET /api/analytics": { who: ["admin"], query: () => ({ from: "2026-03-01", to: "2026-03-31" }) },
  "GET /api/analytics/export": { who: ["admin"], query: () => ({ from: "2026-03-01", to: "2026-03-31" }) },
  // The six reports and 'Recent reports' (issue 17): the administrator's own hospital only; a PDF
  // holds the time it was produced and each download adds a run to the list.
  "GET /api/reports": { who: ["admin"], volatile: true },
  "GET /api/reports/[type]": { who: ["admin"], volatile: true, query: () => ({ from: "2026-03-01", to: "2026-03-31", format: "csv" }) },
  "GET /api/bills/[id]/receipt/pdf": { who: [...CLINICAL, "patient"], volatile: true, query: ({ a }) => ({ paymentId: a.billPaymentId }) },
  "GET /api/departments": { who: STAFF },
  "POST /api/departments": { who: ["admin"], bodies: ({ n }) => [{ name: `Cardiology ${n}`, description: "Heart care" }] },
  "PATCH /api/departments/[id]": {
    who: ["admin"],
    bodies: ({ a }) => [{ name: "Renamed by B", description: "changed", isActive: false }, { headDoctorId: a.doctorId }],
  },
  "DELETE /api/departments/[id]": { who: ["admin"] },
  "PATCH /api/doctor/appointments/[id]/respond": {
    who: ["doctor"],
    bodies: () => [{ action: "accept" }, { action: "reject", reason: "Not available that day" }],
  },
  "GET /api/doctor/appointments/[id]/chart": { who: ["doctor"] },
  "PATCH /api/doctor/appointments/[id]/no-show": { who: CLINICAL, bodies: () => [{}] },
  // 'Start Consultation' (issue 17): the doctor of the appointment only; B's doctor gets 404.
  "POST /api/doctor/appointments/[id]/start": { who: ["doctor"], bodies: () => [{}] },
  "GET /api/doctor/appointments/pending": { who: ["doctor"] },
  "GET /api/doctor/appointments/upcoming": { who: ["doctor"] },
  "POST /api/doctor/diagnosis": {
    who: ["doctor"],
    bodies: ({ a }) => [
      {
        appointmentId: a.appointmentAccepted,
        patientId: a.patientId,
        symptoms: "Fever and headache for three days",
        diagnosis: "Uncomplicated malaria",
        prescription: "Artemether-lumefantrine",
        treatmentPlan: "Rest and fluids, review in a week",
        prescriptionSentTo: "pharmacy",
      },
    ],
  },
  "PATCH /api/doctor/diagnosis/[id]/confirm": {
    who: ["doctor"],
    bodies: () => [{ confirmed: true, finalDiagnosis: "Uncomplicated malaria", prescriptionSentTo: "pharmacy" }],
  },
  "GET /api/doctor/profile": { who: ["doctor"] },
  "GET /api/doctors": { who: STAFF },
  "POST /api/doctors": { who: ["admin"], bodies: (ctx) => [doctorForm(ctx)] },
  // Another hospital's administrator renames, moves into their own department or deactivates A's doctor.
  "PATCH /api/doctors/[id]": {
    who: ["admin"],
    bodies: ({ own }) => [{ firstName: "Renamed", phone: "+256 700 999 000", specialization: "Surgery" }, { isActive: false }, { departmentId: own.departmentId }],
  },
  // B's administrator asks A's (private) worker, withdraws A's request, ends or verifies A's worker: 404.
  "GET /api/employment-requests": { who: ["admin"] },
  "POST /api/employment-requests": {
    who: ["admin"],
    bodies: ({ a, own }) => [
      { healthWorkerId: a.healthWorkerId, position: "Staff Nurse", department: own.departmentId, employmentType: "Full-time", message: "Join us" },
      { healthWorkerId: a.healthWorkerRowId, position: "Staff Nurse", department: "Pharmacy", employmentType: "Contract", salaryRange: "Negotiable", message: "Join us" },
    ],
  },
  "PATCH /api/employment-requests/[id]": { who: ["admin"], bodies: () => [{ status: "withdrawn" }] },
  "GET /api/health-worker/employment-requests": { who: ["health_worker"] },
  // B's worker answers the request A sent to A's worker: 404.
  "PATCH /api/health-worker/employment-requests/[id]": {
    who: ["health_worker"],
    bodies: () => [{ status: "accepted" }, { status: "rejected", responseMessage: "No, thank you" }],
  },
  "POST /api/health-workers/[id]/end-employment": { who: ["admin"], bodies: () => [{ reason: "Taken over" }, {}] },
  "POST /api/health-workers/[id]/verify-license": { who: ["admin"], bodies: () => [{}] },
  // B's administrator issues a new temporary password to A's doctor or worker: 404.
  "POST /api/health-workers/[id]/temporary-password": { who: ["admin"], bodies: () => [{}], volatile: true },
  "POST /api/doctors/[id]/temporary-password": { who: ["admin"], bodies: () => [{}], volatile: true },
  // B's worker reads its own portal only; it never moves A's task (404).
  "GET /api/health-worker/tasks": { who: ["health_worker"] },
  "PATCH /api/health-worker/tasks/[id]": { who: ["health_worker"], bodies: () => [{ status: "in_progress" }, { status: "completed", notes: "Done by B" }] },
  "GET /api/health-worker/appointments/today": { who: ["health_worker"] },
  "PATCH /api/health-worker/profile": {
    who: ["health_worker"],
    bodies: () => [{ phone: "+256 700 999 002", skills: ["Triage", "Wound care"], languages: ["English"], isPublicProfile: true }],
  },
  // A wrong current password: B's worker keeps its session for the rest of the matrix.
  "POST /api/health-worker/password": {
    who: ["health_worker"],
    bodies: () => [{ currentPassword: "Wrong-Pass1", newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" }],
  },
  // B's doctor and administrator assign to A's worker, A's department or A's patient: 404.
  "GET /api/tasks": { who: CLINICAL },
  // Billing (issue 17): B's staff never read, bill, pay or void A's bills, nor change A's prices.
  "GET /api/billing/prices": { who: CLINICAL },
  "POST /api/billing/prices": {
    who: ["admin"],
    bodies: ({ a, n }) => [
      { kind: "consultation", code: `CONS-${n}`, name: "Consultation", departmentId: a.departmentId, amount: 1500000 },
      { kind: "service", code: `LAB-${n}`, name: "Malaria test", amount: 500000 },
    ],
  },
  "PATCH /api/billing/prices/[id]": { who: ["admin"], bodies: () => [{ name: "Renamed by B", amount: 1, isActive: false }] },
  "PUT /api/billing/currency": { who: ["admin"], bodies: () => [{ currency: "KES" }, { currency: null }] },
  "GET /api/bills": { who: CLINICAL },
  "POST /api/bills": { who: CLINICAL, bodies: ({ a }) => [{ patientId: a.patientId }, { patientId: a.patientId, items: [{ code: "CONS-A", quantity: 1 }] }] },
  "GET /api/bills/[id]": { who: CLINICAL },
  "POST /api/bills/[id]/items": { who: CLINICAL, bodies: () => [{ code: "CONS-A", quantity: 2 }] },
  "POST /api/bills/[id]/payments": { who: ["admin"], bodies: () => [{ amount: 1000, method: "cash", reference: "B-1" }] },
  "POST /api/bills/[id]/payments/[paymentId]/void": { who: ["admin"], bodies: () => [{ reason: "Voided by B" }] },
  "POST /api/bills/[id]/void": { who: ["admin"], bodies: () => [{ reason: "Voided by B" }] },
  "GET /api/bills/[id]/receipt": { who: [...CLINICAL, "patient"], query: ({ a }) => ({ paymentId: a.billPaymentId }) },
  "GET /api/bills/patient/[id]": { who: [...CLINICAL, "patient"] },
  // Incidents (issue 17): B's staff report in B (a patient of A is not found) and never read or move A's.
  "GET /api/incidents": { who: CLINICAL },
  "POST /api/incidents": {
    who: CLINICAL,
    bodies: ({ a }) => [
      { occurredAt: new Date(Date.now() - 3_600_000).toISOString(), place: "Ward 3", category: "fall", harmLevel: "no_harm", description: "Patient slipped near the bed" },
      { occurredAt: new Date(Date.now() - 3_600_000).toISOString(), place: "Ward 3", category: "medication", harmLevel: "death", description: "Wrong dose given to the patient", patientId: a.patientId },
    ],
  },
  "GET /api/incidents/[incidentId]": { who: CLINICAL },
  "POST /api/incidents/[incidentId]/status": {
    who: ["admin"],
    bodies: () => [{ status: "under_review", note: "Reviewing" }, { status: "closed", note: "Closed by B" }],
  },
  "POST /api/tasks": {
    who: CLINICAL,
    bodies: ({ a, own }) => [
      { title: "Check vital signs", taskType: "vital_signs", priority: "high", assignedToHealthWorkerId: a.healthWorkerRowId },
      { title: "Check vital signs", taskType: "vital_signs", priority: "high", assignedToHealthWorkerId: a.healthWorkerId },
      { title: "Restock", taskType: "other", priority: "low", departmentId: a.departmentId },
      { title: "Dress the wound", taskType: "wound_care", priority: "medium", departmentId: own.departmentId, patientId: a.patientId },
    ],
  },
  "POST /api/health-worker/login": { who: EVERYONE, bodies: ({ a }) => [{ workerNumber: a.workerNumber, password: "Wrong-Pass1" }] },
  "POST /api/health-worker/logout": { who: EVERYONE, signsOut: true },
  "GET /api/health-workers": { who: STAFF },
  // The public directory and profile answer active public profiles only (A's workers are private: 404).
  "GET /api/health-workers/public-search": { who: EVERYONE },
  "GET /api/health-workers/profile/[healthWorkerId]": { who: EVERYONE },
  // A public registration naming A's hospital (body and query) never employs the worker there.
  "POST /api/health-workers/public-register": {
    who: EVERYONE,
    bodies: ({ a, n }) => [
      {
        firstName: "Grace",
        lastName: "Achieng",
        email: `grace${n}.achieng@matrix.example`,
        phone: "+256 701 555 010",
        dateOfBirth: "1992-03-14",
        nationality: "Ugandan",
        address: "Plot 12, Kira Road, Kampala",
        password: "Nurse2026ok",
        role: "Nurse",
        qualifications: "Diploma in Nursing",
        licenseNumber: `UNMC-M${n}`,
        experienceYears: 6,
        skills: ["Triage"],
        languages: ["English"],
        emergencyContact: "+256 772 000 111",
        emergencyRelationship: "Sister",
        departmentId: a.departmentId,
        employmentStatus: "employed",
      },
    ],
  },
  "POST /api/health-workers": { who: ["admin"], bodies: (ctx) => [workerForm(ctx)] },
  "PATCH /api/health-workers/[id]": {
    who: ["admin"],
    bodies: ({ own }) => [{ lastName: "Renamed", phone: "+256 700 999 001", role: "Pharmacist" }, { isActive: false }, { departmentId: own.departmentId }],
  },
  "GET /api/hospitals": DIRECTORY,
  // Next available slots move with the clock (and ?hospitalId= filters the doctors).
  "GET /api/public/doctors": { ...DIRECTORY, volatile: true },
  "GET /api/public/hospitals/[hospitalId]": { ...DIRECTORY, volatile: true },
  "GET /api/public/doctors/[id]/slots": { ...DIRECTORY, volatile: true, query: () => ({ date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }) },
  "GET /api/hospitals/[hospitalId]": { who: STAFF },
  "PATCH /api/hospitals/[hospitalId]": {
    who: ["admin"],
    bodies: () => [{ phone: "+256 414 999 000", email: "taken-over@matrix.example", timezone: "Africa/Nairobi" }, { servicesOffered: ["Pharmacy"], website: "" }],
  },
  "POST /api/hospitals/[hospitalId]/subscription": { who: ["admin"], bodies: () => [{ plan: "premium" }] },
  // A's administrator's e-mail: the answer must not say more than that it is taken.
  "POST /api/hospitals/register": {
    who: EVERYONE,
    bodies: ({ a, n }) => [
      {
        name: `Matrix Clinic ${n}`,
        address: "Plot 3, Matrix Road",
        phone: "+256700000001",
        email: `clinic${n}@matrix.example`,
        licenseNumber: `LIC-M-${n}`,
        country: "Uganda",
        state: "Central Region",
        city: "Kampala",
        servicesOffered: ["Pharmacy"],
        adminEmail: a.adminEmail,
        adminPassword: "Secure123",
        confirmPassword: "Secure123",
        departments: [{ name: "General" }],
      },
    ],
  },
  "GET /api/medical-records/patient/[id]": { who: [...CLINICAL, "patient"] },
  "GET /api/notifications": { who: SIGNED_IN },
  "PATCH /api/notifications/[id]/read": { who: SIGNED_IN, bodies: () => [{}] },
  "GET /api/patients": { who: CLINICAL },
  "POST /api/patients": { who: EVERYONE, bodies: (ctx) => [staffPatient(ctx)] },
  "GET /api/patients/[id]": { who: [...CLINICAL, "patient"] },
  "PATCH /api/patients/[id]": {
    who: CLINICAL,
    bodies: () => [{ firstName: "Changed", allergies: "Penicillin", address: "Changed address, Kampala" }, { isActive: false }],
  },
  // A wrong date of birth and a made-up code: only the patient's true proof may link them.
  "POST /api/patients/[id]/link": { who: CLINICAL, bodies: () => [{ dateOfBirth: "1980-01-01" }, { consentCode: "ABC123" }] },
  // Another hospital's administrator folding its own patient into A's, or A's into its own: 404.
  "POST /api/patients/[id]/merge": { who: ["admin"], bodies: ({ a, own }) => [{ duplicateId: own.patientId }, { duplicateId: a.patientId }] },
  "POST /api/patients/logout": { who: EVERYONE, signsOut: true },
  "GET /api/patients/search/[term]": { who: CLINICAL },
  "POST /api/patients/verify": { who: EVERYONE, bodies: ({ a }) => [{ healthNumber: a.patientId, dateOfBirth: "1980-01-01" }] },
  "POST /api/portal/consent-code": { who: ["patient"], bodies: ({ a }) => [{ patientId: a.patientId }] },
  // Visit ratings (issue 17): only the appointment's own patient; anyone else's portal gets 404.
  "POST /api/portal/appointments/[id]/rating": { who: ["patient"], bodies: ({ a }) => [{ rating: 5, comment: "Matrix rating" }, { rating: 1, patientId: a.patientId }] },
  "GET /api/portal/visits": { who: ["patient"] },
  // Patient self-booking (issue 18). Any portal patient may book any active hospital's doctor, so
  // a body that books changes A by design: the bodies here are refused (a slot half an hour away,
  // an unknown doctor), and must stay refused without a word of A; portal-booking.int.test.ts books.
  "GET /api/portal/appointments": { who: ["patient"] },
  "POST /api/portal/appointments": {
    who: ["patient"],
    bodies: ({ a }) => [
      { doctorId: a.doctorId, appointmentDate: new Date(Date.now() + 30 * 60_000).toISOString(), reason: "Matrix booking request" },
      { doctorId: "DOC-999-999", appointmentDate: future(5), reason: "Matrix booking request", patientId: a.patientId, departmentId: a.departmentId },
    ],
  },
  // Only the appointment's own patient cancels; A's appointments are of another patient: 404.
  "POST /api/portal/appointments/[id]/cancel": { who: ["patient"], bodies: () => [{}] },
  // Unanswered requests (issue 18): the hospital's own administrators; another's list is its own, a move of A's is 404.
  "GET /api/appointments/unanswered": { who: ["admin"] },
  "POST /api/appointments/[id]/reassign": { who: ["admin"], bodies: ({ a, own }) => [{ doctorId: a.doctorId }, { doctorId: own.doctorId }] },
};
