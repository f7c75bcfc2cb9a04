import { randomBytes } from "node:crypto";

import { asc, eq, sql, type SQL } from "drizzle-orm";

import { POST as workerLogin } from "@/app/api/health-worker/login/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { nextHealthWorkerId, nextWorkerNumber } from "@/lib/db/ids";
import { queryRows } from "@/lib/db/raw";
import {
  aiAnalyses,
  appointments,
  billItems,
  billPayments,
  bills,
  departments,
  diagnoses,
  employmentRequests,
  healthWorkers,
  incidentReports,
  incidentStatusChanges,
  medicalRecords,
  notifications,
  patients,
  payments,
  tasks,
} from "@/lib/db/schema";

import { addDoctorUser, addPatient } from "../doctor";
import { createHospital } from "../factories";
import { call } from "../http";
import { portalCookie } from "../patients";
import { signIn, staffUser } from "../staff";

// Two hospitals for the tenant isolation matrix: A, whose every text field a route could echo
// carries a marker, and B, whose principals attack A. A also has principals of the wrong roles
// (their own rows carry no marker: they are callers, never targets).

export const RUN = randomBytes(4).toString("hex");
const MARK = `MARKER-A-${RUN}`;
/** A marker naming the field it was planted in, so a leak says what leaked. */
export const marker = (field: string) => `${MARK}-${field}`;
export const MARKER_PATTERN = new RegExp(`${MARK}-[a-z0-9]+`, "g");

const WORKER_PASSWORD = "Worker-Pass1";

export type PrincipalKind = "admin" | "doctor" | "user" | "health_worker" | "patient" | "anonymous";
export type Principal = { name: string; tenant: "A" | "B" | "none"; kind: PrincipalKind; cookie?: string; ip: string };

/** Ids of one hospital that a request body may name as its own (B's, for B's callers). */
export type OwnIds = { hospitalId: string; departmentId: string; doctorId: string; patientId: string };

/** Every object of A that a path, query or body may name, by kind. */
export type Targets = {
  hospitalId: string;
  adminEmail: string;
  departmentId: string;
  doctorId: string;
  doctorUserId: string;
  adminUserId: string;
  patientId: string;
  patientPhone: string;
  patientDateOfBirth: string;
  appointmentScheduled: string;
  appointmentAccepted: string;
  appointmentCompleted: string;
  diagnosisConfirmed: string;
  diagnosisUnconfirmed: string;
  medicalRecordId: string;
  notificationOfAdmin: string;
  notificationOfPatient: string;
  notificationOfWorker: string;
  healthWorkerRowId: string;
  healthWorkerId: string;
  workerNumber: string;
  aiAnalysisId: string;
  taskId: string;
  paymentId: string;
  employmentRequestId: string;
  incidentId: string;
  priceItemId: string;
  billId: string;
  billPaymentId: string;
};

export type World = {
  a: Targets;
  b: OwnIds;
  /** A's phone numbers, e-mails and ids: leaked when an answer holds one its request did not carry. */
  aTokens: string[];
  /** B's principals and a signed-out client: they may never see or change anything of A. */
  foreign: Principal[];
  /** A's own principals of the wrong roles: refused wherever their role is not allowed. */
  wrongRolesOfA: Principal[];
  /** A's administrator (the positive control: it does see A's markers). */
  adminOfA: Principal;
  snapshotA: () => Promise<Record<string, string>>;
};

let workers = 0;
/** A health worker employed by the hospital (inserted directly) and its session cookie. */
export async function addWorker(hospitalId: string, departmentId: string, names: { firstName: string; lastName: string }, passwordHash: string) {
  workers += 1;
  const db = getDb();
  const [row] = await db
    .insert(healthWorkers)
    .values({
      healthWorkerId: await nextHealthWorkerId(db, 2026),
      workerNumber: await nextWorkerNumber(db),
      passwordHash,
      hospitalId,
      departmentId,
      ...names,
      email: `worker${workers}-${RUN}@matrix.example`,
      phone: "+256 700 300 400",
      role: "nurse",
      qualifications: "Diploma in Nursing",
      licenseNumber: `UNMC/${workers}`,
      employmentType: "full-time",
      shift: "morning",
      emergencyContact: "+256 700 300 401",
      emergencyRelationship: "Spouse",
      employmentStatus: "employed",
      isPublicProfile: false,
    })
    .returning();
  const res = await call(workerLogin, "/api/health-worker/login", { body: { workerNumber: row.workerNumber, password: WORKER_PASSWORD }, ip: `10.77.${workers}.1` });
  if (res.status !== 200 || !res.cookie) throw new Error(`worker sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { row, cookie: res.cookie };
}

const inList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

async function seedA(workerHash: string) {
  const db = getDb();
  const h = await createHospital({
    name: `Hospital ${marker("hname")}`,
    licenseNumber: marker("license"),
    address: `Plot 1, ${marker("haddress")}`,
    departments: [{ name: `General ${marker("dname")}`, description: marker("ddescription") }, { name: `Pharmacy ${marker("dname2")}` }],
  });
  const hospitalId = h.hospitalId;
  const depts = await db.select().from(departments).where(eq(departments.hospitalId, hospitalId)).orderBy(asc(departments.id));
  const departmentId = depts[0].id;
  const adminCookie = await signIn(h.adminEmail, h.adminPassword);
  const doctor = await addDoctorUser(hospitalId, departmentId, { firstName: marker("docfirst"), lastName: marker("doclast") });
  const doctor2 = await addDoctorUser(hospitalId, departmentId, { firstName: "Peter", lastName: "Okello" });
  const user = await staffUser("user", hospitalId);

  const patient = await addPatient(hospitalId, { firstName: "Kembabazi", lastName: marker("plast"), email: `pa-${RUN}@matrix.example` });
  const patientPhone = `+256 79${String(parseInt(RUN, 16) % 10_000_000).padStart(7, "0")}`;
  await db
    .update(patients)
    .set({
      middleName: marker("pmiddle"),
      dateOfBirth: "1971-03-09",
      phone: patientPhone,
      address: marker("paddress"),
      allergies: marker("allergies"),
      medicalHistory: marker("history"),
      currentMedications: marker("medications"),
      chronicConditions: marker("chronic"),
      emergencyContact: marker("emergency"),
      nextOfKin: marker("kin"),
      occupation: marker("occupation"),
    })
    .where(eq(patients.id, patient.id));
  const portalPatient = await addPatient(hospitalId, { firstName: "Esther", lastName: "Nambi" });

  const worker = await addWorker(hospitalId, departmentId, { firstName: marker("hwfirst"), lastName: marker("hwlast") }, workerHash);
  await db.update(healthWorkers).set({ notes: marker("hwnotes"), specialization: marker("hwspecial") }).where(eq(healthWorkers.id, worker.row.id));
  const worker2 = await addWorker(hospitalId, departmentId, { firstName: "Ruth", lastName: "Akello" }, workerHash);

  const [adminRow] = await queryRows<{ id: string }>(db, sql`select admin_user_id as id from hospitals where id = ${hospitalId}`);
  const day = 86_400_000;
  const base = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const visit = (status: string, offsetDays: number, tag: string) =>
    db
      .insert(appointments)
      .values({
        hospitalId,
        departmentId,
        doctorId: doctor.id,
        patientId: patient.id,
        appointmentDate: new Date(base + offsetDays * day + 9 * 3_600_000),
        status,
        reason: marker(`reason${tag}`),
        notes: marker(`notes${tag}`),
        doctorResponse: status === "accepted" ? marker("response") : null,
        createdBy: adminRow.id,
      })
      .returning({ id: appointments.id })
      .then(([r]) => r.id);
  const appointmentScheduled = await visit("scheduled", 3, "s");
  const appointmentAccepted = await visit("accepted", 4, "a");
  // Today's completed visit, so that its diagnosis can still be confirmed.
  const appointmentCompleted = await visit("completed", 0, "c");
  const appointmentPast = await visit("completed", -5, "p");

  const diagnosis = (appointmentId: string, confirmed: boolean, tag: string) =>
    db
      .insert(diagnoses)
      .values({
        appointmentId,
        patientId: patient.id,
        doctorId: doctor.id,
        hospitalId,
        symptoms: marker(`symptoms${tag}`),
        diagnosis: marker(`diagnosis${tag}`),
        prescription: marker(`prescription${tag}`),
        treatmentPlan: marker(`plan${tag}`),
        isConfirmed: confirmed,
        doctorConfirmed: confirmed,
      })
      .returning({ id: diagnoses.id })
      .then(([r]) => r.id);
  const diagnosisConfirmed = await diagnosis(appointmentPast, true, "c");
  const diagnosisUnconfirmed = await diagnosis(appointmentCompleted, false, "u");
  const [record] = await db
    .insert(medicalRecords)
    .values({
      patientId: patient.id,
      hospitalId,
      doctorId: doctor.id,
      diagnosisId: diagnosisConfirmed,
      recordType: "diagnosis",
      title: marker("rtitle"),
      content: marker("rcontent"),
    })
    .returning({ id: medicalRecords.id });

  const notice = (to: { userId?: string; patientId?: string; healthWorkerId?: string }, tag: string) =>
    db
      .insert(notifications)
      .values({ ...to, title: marker(`ntitle${tag}`), message: marker(`nmessage${tag}`), type: "info", relatedId: appointmentScheduled })
      .returning({ id: notifications.id })
      .then(([r]) => r.id);
  const notificationOfAdmin = await notice({ userId: adminRow.id }, "admin");
  const notificationOfPatient = await notice({ patientId: patient.id }, "patient");
  const notificationOfWorker = await notice({ healthWorkerId: worker.row.id }, "worker");

  const [analysis] = await db
    .insert(aiAnalyses)
    .values({
      hospitalId,
      userId: adminRow.id,
      patientId: patient.id,
      symptoms: marker("aisymptoms"),
      input: { duration: marker("aiinput") },
      result: { topDiagnoses: [{ name: marker("airesult"), description: "", confidence: 0.5 }] },
      topDiagnosis: marker("aitop"),
      topConfidence: "0.5",
      urgencyLevel: "low",
      engine: "knowledge-base",
    })
    .returning({ id: aiAnalyses.id });
  const [task] = await db
    .insert(tasks)
    .values({
      hospitalId,
      departmentId,
      title: marker("ttitle"),
      description: marker("tdescription"),
      taskType: "pharmacy",
      assignedToHealthWorkerId: worker.row.id,
      assignedByDoctorId: doctor.id,
      patientId: patient.id,
      diagnosisId: diagnosisConfirmed,
      notes: marker("tnotes"),
    })
    .returning({ id: tasks.id });
  const now = Date.now();
  const [payment] = await db
    .insert(payments)
    .values({ hospitalId, plan: "premium", amount: "199.00", status: "pending", periodStart: new Date(now), periodEnd: new Date(now + 30 * day) })
    .returning({ id: payments.id });
  const [request] = await db
    .insert(employmentRequests)
    .values({
      hospitalId,
      healthWorkerId: worker2.row.id,
      departmentId,
      departmentName: marker("erdept"),
      position: marker("erposition"),
      employmentType: "full-time",
      message: marker("ermessage"),
    })
    .returning({ id: employmentRequests.id });

  // A patient-safety incident of A, reported by A's doctor about A's patient.
  const [incident] = await db
    .insert(incidentReports)
    .values({
      hospitalId,
      reportedBy: doctor.userId,
      occurredAt: new Date(now - day),
      place: marker("iplace"),
      category: "medication",
      harmLevel: "harm",
      description: marker("idescription"),
      peopleInvolved: marker("ipeople"),
      patientId: patient.id,
      immediateAction: marker("iaction"),
    })
    .returning({ id: incidentReports.id });
  await db.insert(incidentStatusChanges).values({ incidentId: incident.id, hospitalId, fromStatus: null, toStatus: "reported", changedBy: doctor.userId });

  // A's price list, and the bill of the past visit with its fee and a part payment (issue 17).
  const [fee] = await queryRows<{ id: string }>(
    db,
    sql`insert into price_list_items (hospital_id, kind, code, name, department_id, unit_amount)
        values (${hospitalId}, 'consultation', 'CONS-A', ${marker("feename")}, ${departmentId}, 2000000) returning id`,
  );
  const [bill] = await db
    .insert(bills)
    .values({ hospitalId, patientId: patient.id, appointmentId: appointmentPast, departmentId, currency: "UGX", totalAmount: 2000000, paidAmount: 500000, status: "partly_paid" })
    .returning({ id: bills.id });
  await db
    .insert(billItems)
    .values({ billId: bill.id, hospitalId, priceListItemId: fee.id, code: "CONS-A", description: marker("billitem"), quantity: 1, unitAmount: 2000000, amount: 2000000 });
  const [billPayment] = await db
    .insert(billPayments)
    .values({ billId: bill.id, hospitalId, method: "mobile_money", amount: 500000, reference: marker("payref"), receivedBy: adminRow.id })
    .returning({ id: billPayments.id });

  const targets: Targets = {
    hospitalId,
    adminEmail: h.adminEmail,
    departmentId,
    doctorId: doctor.id,
    doctorUserId: doctor.userId,
    adminUserId: adminRow.id,
    patientId: patient.id,
    patientPhone,
    patientDateOfBirth: "1971-03-09",
    appointmentScheduled,
    appointmentAccepted,
    appointmentCompleted,
    diagnosisConfirmed,
    diagnosisUnconfirmed,
    medicalRecordId: record.id,
    notificationOfAdmin,
    notificationOfPatient,
    notificationOfWorker,
    healthWorkerRowId: worker.row.id,
    healthWorkerId: worker.row.healthWorkerId,
    workerNumber: worker.row.workerNumber,
    aiAnalysisId: analysis.id,
    taskId: task.id,
    paymentId: payment.id,
    employmentRequestId: request.id,
    incidentId: incident.id,
    priceItemId: fee.id,
    billId: bill.id,
    billPaymentId: billPayment.id,
  };
  const principals = {
    admin: { name: "A hospital_admin", tenant: "A", kind: "admin", cookie: adminCookie, ip: "10.71.0.1" },
    wrong: [
      { name: "A doctor", tenant: "A", kind: "doctor", cookie: doctor2.cookie, ip: "10.71.0.2" },
      { name: "A user-role staff", tenant: "A", kind: "user", cookie: user.cookie, ip: "10.71.0.3" },
      { name: "A health worker", tenant: "A", kind: "health_worker", cookie: worker2.cookie, ip: "10.71.0.4" },
      { name: "A portal patient", tenant: "A", kind: "patient", cookie: await portalCookie(portalPatient.id, "1990-04-12", "10.71.0.5"), ip: "10.71.0.5" },
    ],
  } satisfies { admin: Principal; wrong: Principal[] };
  const ownPatients = [patient.id, portalPatient.id];
  const ownWorkers = [worker.row.id, worker2.row.id];
  const workerNumbers = [worker.row.workerNumber, worker2.row.workerNumber, worker.row.healthWorkerId, worker2.row.healthWorkerId];
  return { targets, principals, ownPatients, ownWorkers, workerNumbers, emails: [h.adminEmail, doctor.email, patient.email ?? ""] };
}

async function seedB(workerHash: string): Promise<{ own: OwnIds; principals: Principal[] }> {
  const h = await createHospital();
  const depts = await getDb().select().from(departments).where(eq(departments.hospitalId, h.hospitalId)).orderBy(asc(departments.id));
  const doctor = await addDoctorUser(h.hospitalId, depts[0].id, { firstName: "Grace", lastName: "Wanjiru" });
  const worker = await addWorker(h.hospitalId, depts[0].id, { firstName: "John", lastName: "Mwangi" }, workerHash);
  const patient = await addPatient(h.hospitalId, { firstName: "Otieno", lastName: "Ouma" });
  return {
    own: { hospitalId: h.hospitalId, departmentId: depts[0].id, doctorId: doctor.id, patientId: patient.id },
    principals: [
      { name: "B hospital_admin", tenant: "B", kind: "admin", cookie: await signIn(h.adminEmail, h.adminPassword), ip: "10.72.0.1" },
      { name: "B doctor", tenant: "B", kind: "doctor", cookie: doctor.cookie, ip: "10.72.0.2" },
      { name: "B health worker", tenant: "B", kind: "health_worker", cookie: worker.cookie, ip: "10.72.0.3" },
      { name: "B portal patient", tenant: "B", kind: "patient", cookie: await portalCookie(patient.id, "1990-04-12", "10.72.0.4"), ip: "10.72.0.4" },
      { name: "signed-out client", tenant: "none", kind: "anonymous", ip: "10.72.0.5" },
    ],
  };
}

/**
 * A hash of every row of A in the tables a route can change: A's own rows, and rows of anyone
 * that name A's patients or workers (a link of A's patient to B is a change of A's data).
 */
function snapshotter(hospitalId: string, patientIds: string[], workerIds: string[]) {
  const pats = inList(patientIds);
  const hws = inList(workerIds);
  const users = sql`(select id from users where hospital_id = ${hospitalId})`;
  const tables: Record<string, SQL> = {
    hospitals: sql`select t.* from hospitals t where t.id = ${hospitalId}`,
    users: sql`select t.* from users t where t.hospital_id = ${hospitalId}`,
    departments: sql`select t.* from departments t where t.hospital_id = ${hospitalId}`,
    doctors: sql`select t.* from doctors t where t.hospital_id = ${hospitalId}`,
    health_workers: sql`select t.* from health_workers t where t.hospital_id = ${hospitalId} or t.id in (${hws})`,
    patients: sql`select t.* from patients t where t.id in (${pats})`,
    patient_hospitals: sql`select t.* from patient_hospitals t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    appointments: sql`select t.* from appointments t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    diagnoses: sql`select t.* from diagnoses t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    medical_records: sql`select t.* from medical_records t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    notifications: sql`select t.* from notifications t where t.user_id in ${users} or t.patient_id in (${pats}) or t.health_worker_id in (${hws})`,
    tasks: sql`select t.* from tasks t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats}) or t.assigned_to_health_worker_id in (${hws})`,
    ai_analyses: sql`select t.* from ai_analyses t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    payments: sql`select t.* from payments t where t.hospital_id = ${hospitalId}`,
    employment_requests: sql`select t.* from employment_requests t where t.hospital_id = ${hospitalId} or t.health_worker_id in (${hws})`,
    incident_reports: sql`select t.* from incident_reports t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    incident_status_changes: sql`select t.* from incident_status_changes t where t.hospital_id = ${hospitalId}`,
    billing_settings: sql`select t.* from billing_settings t where t.hospital_id = ${hospitalId}`,
    price_list_items: sql`select t.* from price_list_items t where t.hospital_id = ${hospitalId}`,
    bills: sql`select t.* from bills t where t.hospital_id = ${hospitalId} or t.patient_id in (${pats})`,
    bill_items: sql`select t.* from bill_items t where t.hospital_id = ${hospitalId}`,
    bill_payments: sql`select t.* from bill_payments t where t.hospital_id = ${hospitalId}`,
    // Sign-out of someone else's session is a change too; nothing else of a session row is A's.
    sessions: sql`select t.id, t.revoked_at from sessions t where t.principal_id in ${users} or t.principal_id in (${pats}) or t.principal_id in (${hws})`,
  };
  return async () => {
    const out: Record<string, string> = {};
    for (const [name, select] of Object.entries(tables)) {
      const [row] = await queryRows<{ h: string }>(getDb(), sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from (${select}) r`);
      out[name] = row.h;
    }
    return out;
  };
}

export async function seedWorld(): Promise<World> {
  const workerHash = await hashPassword(WORKER_PASSWORD);
  const a = await seedA(workerHash);
  const b = await seedB(workerHash);
  const t = a.targets;
  const aTokens = [
    t.patientId,
    a.ownPatients[1],
    t.patientPhone,
    t.adminEmail,
    ...a.emails,
    t.doctorId,
    t.departmentId,
    t.hospitalId,
    t.doctorUserId,
    t.adminUserId,
    t.appointmentScheduled,
    t.appointmentAccepted,
    t.appointmentCompleted,
    t.diagnosisConfirmed,
    t.diagnosisUnconfirmed,
    t.medicalRecordId,
    t.notificationOfAdmin,
    t.notificationOfPatient,
    t.notificationOfWorker,
    t.aiAnalysisId,
    t.taskId,
    t.paymentId,
    t.employmentRequestId,
    t.incidentId,
    t.priceItemId,
    t.billId,
    t.billPaymentId,
    ...a.ownWorkers,
    ...a.workerNumbers,
  ].filter(Boolean);
  return {
    a: t,
    b: b.own,
    aTokens,
    foreign: b.principals,
    wrongRolesOfA: a.principals.wrong,
    adminOfA: a.principals.admin,
    snapshotA: snapshotter(t.hospitalId, a.ownPatients, a.ownWorkers),
  };
}
