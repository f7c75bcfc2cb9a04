import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";

import { POST as twoFactorEnable } from "@/app/api/auth/two-factor/enable/route";
import { POST as twoFactorSetup } from "@/app/api/auth/two-factor/setup/route";
import { totpCode } from "@/lib/auth/totp";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { addDays, localDate, zonedInstant } from "@/lib/time";
import { registerHealthWorker } from "@/lib/services/health-workers";
import { tokenDigest } from "@/lib/services/password-reset";
import { publicWorker } from "@/test/employment";

import { actorOf, addAppointment, addDoctorUser, clinic, consultableSlot, futureSlot, type Clinic } from "../doctor";
import { createHospital, hospitalPayload } from "../factories";
import { call } from "../http";
import { portalCookie, selfForm } from "../patients";
import { staffUser } from "../staff";
import { addTestWorker, WORKER_PASSWORD } from "../workers";
import { discoverApiRoutes, fillPattern, handlerOf, type DiscoveredRoute, type Method } from "./routes";

// Mass assignment (issue 12): every POST, PUT and PATCH route under app/api, found on disk, is sent
// a valid body of its own principal plus the server-owned fields a client must never set (role,
// hospitalId, isActive, id, subscriptionStatus, isVerified, registrationSource,
// verificationStatus), each with a value nothing in the database has. It fails when any of them
// lands: a new system administrator, a row of the other hospital, a row with the injected id, an
// 'enterprise' hospital, a verified account, a patient of the wrong source, or anything
// deactivated by a route that has no such field. A route without a valid body here is a failure.

jest.setTimeout(300_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Case = {
  who: "anonymous" | "admin" | "doctor" | "system_admin" | "patient" | "health_worker";
  /** The session of this case's own principal (a health worker's), instead of the role's shared one. */
  cookie?: string;
  body: Json;
  params?: Record<string, string | string[]>;
  /** Fields the route takes on purpose (API.md): not injected. */
  legit?: string[];
  /** A sign-in with wrong credentials: its 401 is the valid answer. */
  refused?: true;
  /** Server-owned fields of this route's own object, injected besides the common ones. */
  also?: Record<string, Json>;
  /** What of the route's own object the injected fields must leave as it was. */
  owned?: () => Promise<unknown>;
};

const INJECTED_ID = "UG-PAT-2099-999";
const MUTATING: Method[] = ["POST", "PUT", "PATCH"];

let c: Clinic;
let other: Awaited<ReturnType<typeof createHospital>>;
let cookies: Record<Exclude<Case["who"], "health_worker">, string | undefined>;
let cases: Record<string, Case>;

beforeAll(async () => {
  c = await clinic({ patientCount: 5 });
  other = await createHospital();
  // An invoice of a third hospital, for the system administrator to mark paid.
  const payer = await createHospital();
  const [invoice] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into payments (hospital_id, plan, amount, currency, status, period_start, period_end)
        values (${payer.hospitalId}, 'basic', 99, 'USD', 'pending', now(), now() + interval '1 month') returning id`,
  );
  const invoiceOwned = () =>
    queryRows(
      getDb(),
      sql`select p.hospital_id, p.plan, p.amount, p.currency, p.period_start, p.period_end, coalesce(p.paid_at < '2002-01-01', false) as forged_paid, h.name
          from payments p join hospitals h on h.id = p.hospital_id where p.id = ${invoice.id}`,
    );
  const system = await staffUser("system_admin", null);
  // The system administrator's Users tab (issue 16): an account to verify or activate, one to reset.
  const [listed, resetUser] = [await staffUser("user", null), await staffUser("user", null)];
  const userIdOf = async (email: string) => (await queryRows<{ id: string }>(getDb(), sql`select id from users where email = ${email}`))[0].id;
  const [listedId, resetUserId] = [await userIdOf(listed.email), await userIdOf(resetUser.email)];
  const userOwned = (id: string) => () =>
    queryRows(getDb(), sql`select email, username, role, hospital_id, department_id, is_active, is_verified, first_name, last_name from users where id = ${id}`);
  // Forgotten password: a user holding a mailed reset token (its digest stored, as the service stores it).
  const resetter = await staffUser("user", null);
  const resetToken = randomBytes(32).toString("base64url");
  await queryRows(
    getDb(),
    sql`insert into password_reset_tokens (token_hash, kind, principal_id, expires_at)
        select ${tokenDigest(resetToken)}, 'staff', id, now() + interval '30 minutes' from users where email = ${resetter.email}`,
  );
  // The account stays what it was, and no other account's password moves (an injected principalId).
  const resetterOwned = () =>
    queryRows(
      getDb(),
      sql`select id, email, role, hospital_id, is_active, is_verified, (select password_hash from users where id = ${c.adminUserId}) as admin_hash from users where email = ${resetter.email}`,
    );
  const [doctor] = c.doctors;
  const [p0, p1, p2, p3, p4] = c.patients;
  const scheduled = await addAppointment(c, { doctor, patientId: p0.id });
  // Started an hour ago and still active: the patient did not come (the no-show case).
  const missed = await addAppointment(c, { doctor, patientId: p0.id, at: new Date(Date.now() - 3_600_000) });
  const toRespond = await addAppointment(c, { doctor, patientId: p3.id });
  const accepted = await addAppointment(c, { doctor, patientId: p1.id, status: "accepted", at: consultableSlot(c.timezone), duration: 5 });
  // Issue 17: an accepted appointment to start, and a completed visit of the portal patient (p2) to rate.
  const toStart = await addAppointment(c, { doctor, patientId: p0.id, status: "accepted", at: consultableSlot(c.timezone), duration: 5 });
  const ratedVisit = await addAppointment(c, { doctor, patientId: p2.id, status: "completed", at: new Date(Date.now() - 2 * 86_400_000) });
  // Issue 18: a request to reassign, an appointment of the portal patient (p2) to cancel, and a slot to book.
  const toReassign = await addAppointment(c, { doctor, patientId: p1.id });
  const toCancel = await addAppointment(c, { doctor, patientId: p2.id });
  const portalSlot = zonedInstant(addDays(localDate(new Date(), c.timezone), 6), "11:00", c.timezone).toISOString();
  cookies = {
    anonymous: undefined,
    admin: c.adminCookie,
    doctor: doctor.cookie,
    system_admin: system.cookie,
    patient: await portalCookie(p2.id, "1990-04-12", "10.93.0.1"),
  };
  const worker = await registerHealthWorker(await actorOf(c.adminCookie), {
    firstName: "Esther",
    lastName: "Apio",
    email: "esther.apio@mass.example",
    phone: "+256 700 333 555",
    role: "nurse",
    departmentId: c.general,
    qualifications: "Diploma in Nursing",
    licenseNumber: "UNMC/MA-002",
    employmentType: "full-time",
    shift: "morning",
    emergencyContact: "+256 700 333 556",
    emergencyRelationship: "Sister",
    specialization: undefined,
    notes: undefined,
    hospitalId: undefined,
  });
  const doctorOwned = (id: string) => () =>
    queryRows(getDb(), sql`select d.user_id, d.hospital_id, d.license_number, u.email, u.role, u.hospital_id as user_hospital from doctors d join users u on u.id = d.user_id where d.id = ${id}`);
  const workerOwned = () =>
    queryRows(getDb(), sql`select hospital_id, user_id, email, worker_number, health_worker_id, password_hash, session_version from health_workers where id = ${worker.id}`);
  // Employment requests: a worker to ask, one to withdraw, one to accept; a worker employed through
  // a request, to end; one whose license the hospital verifies.
  const [asked, toWithdraw, toAccept, toEnd] = [await publicWorker(), await publicWorker(), await publicWorker(), await publicWorker()];
  const requestOf = async (workerId: string) =>
    (
      await queryRows<{ id: string }>(
        getDb(),
        sql`insert into employment_requests (hospital_id, health_worker_id, department_id, department_name, position, employment_type, message, status, expires_at)
            values (${c.hospitalId}, ${workerId}, ${c.general}, 'General', 'Staff Nurse', 'full-time', 'Join us', 'pending', now() + interval '14 days') returning id`,
      )
    )[0].id;
  const [withdrawId, acceptId] = [await requestOf(toWithdraw.row.id), await requestOf(toAccept.row.id)];
  await queryRows(getDb(), sql`update health_workers set employment_status = 'employed', hospital_id = ${c.hospitalId}, department_id = ${c.general} where id = ${toEnd.row.id}`);
  // The worker portal: a nurse with a task of her own, and one who changes her password.
  const [nurse, changer] = [await addTestWorker(c.hospitalId, c.general), await addTestWorker(c.hospitalId, c.general)];
  const [nurseTask] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into tasks (hospital_id, department_id, title, task_type, priority, assigned_to_health_worker_id, assigned_by_doctor_id, created_by)
        values (${c.hospitalId}, ${c.general}, 'Check vital signs', 'vital_signs', 'high', ${nurse.id}, ${doctor.id}, ${doctor.userId}) returning id`,
  );
  const taskOwned = () =>
    queryRows(getDb(), sql`select hospital_id, department_id, title, priority, assigned_to_health_worker_id, assigned_by_doctor_id, created_by, completed_at from tasks where id = ${nurseTask.id}`);
  const nurseOwned = (id: string) => () =>
    queryRows(
      getDb(),
      sql`select hospital_id, department_id, email, worker_number, health_worker_id, session_version, employment_status, role, is_active, license_verified_at from health_workers where id = ${id}`,
    );
  // Two-factor sign-in (issue 15): a doctor who starts the set-up, one who confirms a pending secret
  // (the code is computed when the body is sent: a getter, read by the spread), one who turns it off
  // with a recovery code. What they legitimately change (their totp_* columns) is not compared.
  const [tfSetter, tfEnabler, tfDisabler] = [
    await addDoctorUser(c.hospitalId, c.general, { firstName: "Tess", lastName: "Setup" }),
    await addDoctorUser(c.hospitalId, c.general, { firstName: "Eli", lastName: "Enable" }),
    await addDoctorUser(c.hospitalId, c.general, { firstName: "Dora", lastName: "Disable" }),
  ];
  const pendingSecret = async (cookie: string) =>
    new URL((await call(twoFactorSetup, "/api/auth/two-factor/setup", { method: "POST", cookie })).body.otpauthUrl).searchParams.get("secret")!;
  const enablerSecret = await pendingSecret(tfEnabler.cookie);
  const disablerSecret = await pendingSecret(tfDisabler.cookie);
  const disablerCodes = (await call(twoFactorEnable, "/api/auth/two-factor/enable", { body: { code: totpCode(disablerSecret) }, cookie: tfDisabler.cookie })).body
    .recoveryCodes as string[];
  const twoFactorOwned = (userId: string) => () =>
    queryRows(
      getDb(),
      sql`select u.email, u.role, u.hospital_id, u.is_active, u.session_version, u.temporary_password_expires_at,
            (select count(*)::int from two_factor_recovery_codes r where r.user_id = ${c.adminUserId}) as admin_codes,
            (select count(*)::int from users f where f.totp_secret_enc = 'forged' or f.totp_pending_secret_enc = 'forged'
               or f.totp_enabled_at < '2002-01-01' or f.totp_last_step = 1) as forged_totp
          from users u where u.id = ${userId}`,
    );
  const twoFactorForged = {
    totpSecretEnc: "forged",
    totpPendingSecretEnc: "forged",
    totpEnabledAt: "2001-01-01T00:00:00Z",
    totpLastStep: 1,
    recoveryCodes: ["aaaa-bbbb-cccc"],
    userId: c.adminUserId,
    email: "taken-over10@mass.example",
    sessionVersion: 99,
  };
  // Accounts (issue 15): a doctor who changes the password and ends the other sessions; a doctor and a
  // worker to whom the administrator issues a new temporary password.
  const [accountDoctor, resetDoctor, resetWorker] = [
    await addDoctorUser(c.hospitalId, c.general, { firstName: "Ruth", lastName: "Account" }),
    await addDoctorUser(c.hospitalId, c.general, { firstName: "Paul", lastName: "Reset" }),
    await addTestWorker(c.hospitalId, c.general),
  ];
  const accountOwned = (userId: string) => () =>
    queryRows(
      getDb(),
      sql`select email, role, hospital_id, department_id, is_active, session_version, temporary_password_expires_at, totp_secret_enc, totp_enabled_at from users where id = ${userId}`,
    );
  // Tasks a doctor creates: none pending with another creator, a doctor of the injection, a completion or notes.
  const forgedTasks = () =>
    queryRows(
      getDb(),
      sql`select count(*)::int as n from tasks where completed_at < '2002-01-01' or created_by = ${c.adminUserId} or notes = 'forged' or assigned_by_doctor_id = ${c.doctors[1].id}`,
    );
  const hospitalOwned = () =>
    queryRows(getDb(), sql`select name, license_number, country, subscription_status, trial_expires_at, paid_until, is_active, admin_user_id from hospitals where id = ${c.hospitalId}`);
  // Announcements (issue 16): one running to end early, one to dismiss; none with a forged author, id or times.
  const [announcementToEnd, announcementToDismiss] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into announcements (level, message) values ('warning', 'Mass assignment: to end'), ('info', 'Mass assignment: to dismiss') returning id`,
  );
  const forgedAnnouncements = () =>
    queryRows(
      getDb(),
      sql`select count(*)::int as n from announcements where id = ${INJECTED_ID} or created_by = ${c.adminUserId} or created_at < '2002-01-01' or ended_at < '2002-01-01' or ends_at < '2002-01-01'`,
    );
  // Incidents (issue 17): one for the administrator to move on; none reported with a forged reporter, status or time.
  const [incident] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into incident_reports (hospital_id, reported_by, occurred_at, place, category, harm_level, description)
        values (${c.hospitalId}, ${doctor.userId}, now() - interval '1 hour', 'Ward 3', 'fall', 'no_harm', 'Patient slipped near the bed') returning id`,
  );
  const incidentOwned = () =>
    queryRows(
      getDb(),
      sql`select hospital_id, reported_by, occurred_at, place, category, harm_level, description, patient_id,
            (select count(*)::int from incident_status_changes s where s.incident_id = ${incident.id} and (s.changed_by <> ${c.adminUserId} or s.from_status <> 'reported')) as forged_steps
          from incident_reports where id = ${incident.id}`,
    );
  const forgedIncidents = () =>
    queryRows(
      getDb(),
      sql`select count(*)::int as n from incident_reports where id = ${INJECTED_ID} or reported_by = ${c.adminUserId} or closed_at is not null or created_at < '2002-01-01' or status <> 'reported'`,
    );
  // Billing (issue 17): a service on the price list; a bill to add to and pay, one with a payment to
  // void, and an empty one to void. Amounts, totals, statuses and receivers are the server's.
  const [labTest] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into price_list_items (hospital_id, kind, code, name, unit_amount) values (${c.hospitalId}, 'service', 'MA-LAB', 'Malaria test', 500000) returning id`,
  );
  const newBill = async (total: number, paid: number, status: string) => {
    const [bill] = await queryRows<{ id: string }>(
      getDb(),
      sql`insert into bills (hospital_id, patient_id, currency, total_amount, paid_amount, status) values (${c.hospitalId}, ${p0.id}, 'UGX', ${total}, ${paid}, ${status}) returning id`,
    );
    if (total) {
      await getDb().execute(
        sql`insert into bill_items (bill_id, hospital_id, price_list_item_id, code, description, quantity, unit_amount, amount) values (${bill.id}, ${c.hospitalId}, ${labTest.id}, 'MA-LAB', 'Malaria test', 1, ${total}, ${total})`,
      );
    }
    return bill.id;
  };
  const billToPay = await newBill(500000, 0, "open");
  const billWithPayment = await newBill(500000, 200000, "partly_paid");
  const [livePayment] = await queryRows<{ id: string }>(
    getDb(),
    sql`insert into bill_payments (bill_id, hospital_id, method, amount) values (${billWithPayment}, ${c.hospitalId}, 'cash', 200000) returning id`,
  );
  const emptyBill = await newBill(0, 0, "open");
  const billOwned = (id: string) => () =>
    queryRows(getDb(), sql`select hospital_id, patient_id, appointment_id, currency, created_by, created_at from bills where id = ${id}`);
  const forgedBills = () =>
    queryRows(getDb(), sql`select count(*)::int as n from bills where id = ${INJECTED_ID} or hospital_id = ${other.hospitalId} or status = 'paid' or paid_amount > 200000`);
  const forgedPayments = () =>
    queryRows(
      getDb(),
      sql`select count(*)::int as n from bill_payments where id = ${INJECTED_ID} or hospital_id = ${other.hospitalId} or received_at < '2002-01-01' or voided_at < '2002-01-01' or received_by <> ${c.adminUserId}`,
    );
  const billForged = { status: "paid", totalAmount: 1, paidAmount: 999, currency: "USD", createdBy: c.doctors[1].userId, voidedAt: "2001-01-01T00:00:00Z", patientId: p1.id };
  // A valid body of each mutating route, sent by the principal the route serves, on this hospital's own objects.
  cases = {
    "PUT /api/billing/currency": { who: "admin", body: { currency: "UGX" }, also: { updatedBy: c.doctors[1].userId } },
    "POST /api/billing/prices": {
      who: "admin",
      body: { kind: "service", code: "XR-CHEST", name: "Chest X-ray", amount: 4000000 },
      legit: ["isActive"],
      also: { createdBy: c.doctors[1].userId, unitAmount: 1, hospitalId: other.hospitalId },
      owned: () => queryRows(getDb(), sql`select count(*)::int as n from price_list_items where hospital_id = ${other.hospitalId} or id = ${INJECTED_ID} or unit_amount = 1`),
    },
    "PATCH /api/billing/prices/[id]": {
      who: "admin",
      body: { name: "Malaria RDT" },
      params: { id: labTest.id },
      legit: ["isActive"],
      also: { code: "FORGED", kind: "consultation", departmentId: c.general, createdBy: c.doctors[1].userId },
      owned: () => queryRows(getDb(), sql`select hospital_id, kind, code, department_id, unit_amount, created_by from price_list_items where id = ${labTest.id}`),
    },
    "POST /api/bills": { who: "doctor", body: { patientId: p0.id, items: [{ code: "MA-LAB", quantity: 1 }] }, also: billForged, owned: forgedBills },
    "POST /api/bills/[id]/items": {
      who: "doctor",
      body: { code: "MA-LAB", quantity: 1 },
      params: { id: billToPay },
      also: { ...billForged, unitAmount: 1, amount: 1, description: "Forged", priceListItemId: INJECTED_ID },
      owned: billOwned(billToPay),
    },
    "POST /api/bills/[id]/payments": {
      who: "admin",
      body: { amount: 100000, method: "cash", reference: "RCPT-1" },
      params: { id: billToPay },
      also: { ...billForged, receivedBy: c.doctors[1].userId, receivedAt: "2001-01-01T00:00:00Z", voidReason: "Forged reason" },
      owned: forgedPayments,
    },
    "POST /api/bills/[id]/payments/[paymentId]/void": {
      who: "admin",
      body: { reason: "Entered twice by mistake" },
      params: { id: billWithPayment, paymentId: livePayment.id },
      also: { ...billForged, amount: 1, method: "card", voidedBy: c.doctors[1].userId },
      owned: () => queryRows(getDb(), sql`select bill_id, hospital_id, method, amount, reference, received_by, received_at from bill_payments where id = ${livePayment.id}`),
    },
    "POST /api/bills/[id]/void": { who: "admin", body: { reason: "Opened for the wrong patient" }, params: { id: emptyBill }, also: billForged, owned: billOwned(emptyBill) },
    "POST /api/incidents": {
      who: "doctor",
      body: { occurredAt: new Date(Date.now() - 3_600_000).toISOString(), place: "Ward 3", category: "fall", harmLevel: "no_harm", description: "Patient slipped near the bed" },
      also: { status: "closed", closedAt: "2001-01-01T00:00:00Z", reportedBy: c.adminUserId, createdAt: "2001-01-01T00:00:00Z" },
      owned: forgedIncidents,
    },
    "POST /api/incidents/[incidentId]/status": {
      who: "admin",
      body: { status: "under_review", note: "Reviewing" },
      params: { incidentId: incident.id },
      also: { fromStatus: "action_taken", changedBy: c.doctors[0].userId, reportedBy: c.adminUserId, harmLevel: "death", closedAt: "2001-01-01T00:00:00Z", place: "Forged" },
      owned: incidentOwned,
    },
    // The system administrator's own fields are its to set: only the others are injected.
    "PATCH /api/admin/hospitals/[hospitalId]": { who: "system_admin", body: { isActive: true }, params: { hospitalId: c.hospitalId }, legit: ["isActive", "subscriptionStatus"] },
    // Marking an invoice paid: its hospital, plan, amount, currency, period and payment date stay the server's.
    "PATCH /api/admin/payments/[paymentId]": {
      who: "system_admin",
      body: { status: "paid" },
      params: { paymentId: invoice.id },
      also: { plan: "enterprise", amount: 0, currency: "EUR", periodEnd: "2099-01-01T00:00:00Z", paidAt: "2001-01-01T00:00:00Z", hospitalName: "Taken Over" },
      owned: invoiceOwned,
    },
    "PATCH /api/admin/users/[userId]": {
      who: "system_admin",
      body: { isActive: true, isVerified: false },
      params: { userId: listedId },
      also: { email: "taken-over11@mass.example", sessionVersion: 99, firstName: "Forged", totpEnabledAt: "2001-01-01T00:00:00Z" },
      owned: userOwned(listedId),
    },
    "POST /api/admin/users/[userId]/temporary-password": {
      who: "system_admin",
      body: {},
      params: { userId: resetUserId },
      also: { temporaryPassword: "Forged-Pass1", expiresAt: "2099-01-01T00:00:00Z", email: "taken-over12@mass.example", userId: c.adminUserId },
      owned: userOwned(resetUserId),
    },
    // A broadcast: its author, times and id are the server's.
    "POST /api/admin/announcements": {
      who: "system_admin",
      body: { level: "info", message: "Mass assignment broadcast" },
      also: { createdBy: c.adminUserId, createdAt: "2001-01-01T00:00:00Z", endedAt: "2001-01-01T00:00:00Z", running: false, dismissals: 99 },
      owned: forgedAnnouncements,
    },
    "POST /api/admin/announcements/[announcementId]/end": {
      who: "system_admin",
      body: {},
      params: { announcementId: announcementToEnd.id },
      also: { endedAt: "2001-01-01T00:00:00Z", endsAt: "2001-01-01T00:00:00Z", level: "critical", message: "Forged", createdBy: c.adminUserId },
      owned: () =>
        queryRows(getDb(), sql`select level, message, ends_at, created_by, coalesce(ended_at < '2002-01-01', false) as forged from announcements where id = ${announcementToEnd.id}`),
    },
    // A backup now: its slot, trigger, outcome, file, size, author and times are the server's.
    "POST /api/admin/backups": {
      who: "system_admin",
      body: {},
      also: { slot: "daily:2001-01-01", trigger: "scheduled", status: "failed", fileName: "../forged.tar.gz", sizeBytes: 1, createdBy: c.adminUserId, startedAt: "2001-01-01T00:00:00Z", prunedAt: "2001-01-01T00:00:00Z" },
      owned: () =>
        queryRows(
          getDb(),
          sql`select count(*)::int as n from backups where slot = 'daily:2001-01-01' or trigger = 'scheduled' or file_name like '%forged%' or size_bytes = 1 or created_by = ${c.adminUserId} or started_at < '2002-01-01' or pruned_at is not null`,
        ),
    },
    // The platform settings: the row's id, author and time are the server's; only the fields sent change.
    "PUT /api/admin/settings": {
      who: "system_admin",
      body: { maxUsersPerHospital: 5000 },
      also: { updatedBy: c.adminUserId, updatedAt: "2001-01-01T00:00:00Z", settingsId: 2 },
      owned: () =>
        queryRows(
          getDb(),
          sql`select id, two_factor_required, session_timeout_hours, auto_backup, maintenance_mode, default_plan, coalesce(updated_by = ${c.adminUserId}, false) as forged_author, updated_at < '2002-01-01' as forged_time from settings`,
        ),
    },
    // The doctor's own dismissal only: never another person's, kind or time.
    "POST /api/announcements/[announcementId]/dismiss": {
      who: "doctor",
      body: {},
      params: { announcementId: announcementToDismiss.id },
      also: { principalId: c.adminUserId, principalKind: "health_worker", announcementId: announcementToEnd.id, dismissedAt: "2001-01-01T00:00:00Z" },
      owned: () =>
        queryRows(
          getDb(),
          sql`select count(*)::int as n from announcement_dismissals where principal_id = ${c.adminUserId} or principal_kind = 'health_worker' or announcement_id = ${announcementToEnd.id} or dismissed_at < '2002-01-01'`,
        ),
    },
    "POST /api/ai-diagnosis": { who: "doctor", body: { symptoms: "Fever and headache for three days", patientId: p0.id, age: 34, sex: "female" } },
    "POST /api/appointments": {
      who: "admin",
      body: { patientId: p0.id, departmentId: c.general, doctorId: doctor.id, appointmentDate: futureSlot().toISOString(), duration: 30, reason: "Persistent headaches" },
    },
    "PATCH /api/appointments/[id]": { who: "admin", body: { appointmentDate: futureSlot().toISOString(), duration: 30 }, params: { id: scheduled } },
    "POST /api/auth/login": { who: "anonymous", body: { email: "nobody@mass.example", password: "Wrong-Pass1" }, refused: true },
    "POST /api/auth/logout": { who: "anonymous", body: {} },
    "POST /api/auth/forgot-password": { who: "anonymous", body: { email: other.adminEmail } },
    "POST /api/auth/reset-password": {
      who: "anonymous",
      body: { token: resetToken, newPassword: "Fresh-Reset-Pass3", confirmPassword: "Fresh-Reset-Pass3" },
      also: { email: "taken-over5@mass.example", kind: "health_worker", principalId: c.adminUserId, temporaryPasswordExpiresAt: "2099-01-01T00:00:00Z" },
      owned: resetterOwned,
    },
    "POST /api/departments": { who: "admin", body: { name: "Cardiology", description: "Heart care" }, legit: ["isActive"] },
    "PATCH /api/departments/[id]": { who: "admin", body: { description: "Adults" }, params: { id: c.general }, legit: ["isActive"] },
    "PATCH /api/doctor/appointments/[id]/respond": { who: "doctor", body: { action: "accept" }, params: { id: toRespond } },
    "PATCH /api/doctor/appointments/[id]/no-show": { who: "admin", body: {}, params: { id: missed } },
    // 'Start Consultation' records the start now; a forged instant, status or booked time never lands.
    "POST /api/doctor/appointments/[id]/start": {
      who: "doctor",
      body: {},
      params: { id: toStart },
      also: { consultationStartedAt: "2001-01-01T00:00:00Z", status: "completed", appointmentDate: "2001-01-01T00:00:00Z", doctorId: c.doctors[1].id },
      owned: () =>
        queryRows(
          getDb(),
          sql`select status, appointment_date, doctor_id, coalesce(consultation_started_at < '2002-01-01', false) as forged from appointments where id = ${toStart}`,
        ),
    },
    "POST /api/doctor/diagnosis": {
      who: "doctor",
      body: {
        appointmentId: accepted,
        patientId: p1.id,
        symptoms: "Fever and headache for three days",
        diagnosis: "Uncomplicated malaria",
        prescription: "Artemether-lumefantrine",
        treatmentPlan: "Rest and fluids, review in a week",
      },
    },
    "PATCH /api/doctor/diagnosis/[id]/confirm": { who: "doctor", body: { confirmed: true, finalDiagnosis: "Uncomplicated malaria" } },
    "POST /api/doctors": {
      who: "admin",
      body: {
        firstName: "Moses",
        lastName: "Kato",
        email: "moses.kato@mass.example",
        phone: "+256 700 111 222",
        departmentId: c.general,
        specialization: "Cardiology",
        licenseNumber: "UMDPC/MA-001",
        experience: "5",
        qualification: "MBChB, Makerere University",
      },
    },
    // The administrator's edit of a doctor: the status is the form's on purpose; the account's
    // email, user, license and hospital are not assignable.
    "PATCH /api/doctors/[id]": {
      who: "admin",
      body: { phone: "+256 700 111 999" },
      params: { id: c.doctors[1].id },
      legit: ["isActive"],
      also: { userId: c.adminUserId, email: "taken-over@mass.example", licenseNumber: "FORGED-1", hospitalId: other.hospitalId },
      owned: doctorOwned(c.doctors[1].id),
    },
    "POST /api/health-worker/login": { who: "anonymous", body: { workerNumber: "WN-000001", password: "Wrong-Pass1" }, refused: true },
    "POST /api/health-worker/logout": { who: "anonymous", body: {} },
    "POST /api/health-workers": {
      who: "admin",
      body: {
        firstName: "Sarah",
        lastName: "Auma",
        email: "sarah.auma@mass.example",
        phone: "+256 700 333 444",
        role: "Nurse",
        departmentId: c.general,
        qualifications: "Diploma in Nursing",
        licenseNumber: "UNMC/MA-001",
        employmentType: "Full-time",
        shift: "Morning",
        emergencyContact: "+256 700 333 445",
        emergencyRelationship: "Sister",
      },
      // The worker's job title is this form's `role`: it is not a staff role.
      legit: ["role"],
    },
    // A self-registered worker: unemployed, no hospital, numbers from the counters, license unverified.
    "POST /api/health-workers/public-register": {
      who: "anonymous",
      body: {
        firstName: "Grace",
        lastName: "Achieng",
        email: "grace.achieng@mass.example",
        phone: "+256 701 555 010",
        dateOfBirth: "1992-03-14",
        nationality: "Ugandan",
        address: "Plot 12, Kira Road, Kampala",
        password: "Nurse2026ok",
        confirmPassword: "Nurse2026ok",
        role: "Nurse",
        qualifications: "Diploma in Nursing",
        licenseNumber: "UNMC/MA-003",
        experienceYears: 6,
        skills: ["Triage", "Wound care"],
        languages: ["English"],
        emergencyContact: "+256 772 000 111",
        emergencyRelationship: "Sister",
      },
      // The worker's job title is this form's `role`, and the public profile switch is the form's own.
      legit: ["role", "isPublicProfile"],
      also: {
        employmentStatus: "employed",
        departmentId: c.general,
        workerNumber: "WN-999996",
        healthWorkerId: "HW-2099-9996",
        licenseVerifiedAt: "2001-01-01T00:00:00Z",
        licenseVerifiedBy: c.adminUserId,
        passwordHash: "forged",
        sessionVersion: 99,
      },
      owned: () =>
        queryRows(
          getDb(),
          sql`select count(*)::int as n from health_workers where worker_number = 'WN-999996' or health_worker_id = 'HW-2099-9996'
            or (email = 'grace.achieng@mass.example' and (employment_status <> 'unemployed' or hospital_id is not null or department_id is not null
              or license_verified_at is not null or license_verified_by is not null or password_hash = 'forged' or session_version <> 0))`,
        ),
    },
    "PATCH /api/health-workers/[id]": {
      who: "admin",
      body: { phone: "+256 700 333 666" },
      params: { id: worker.id },
      legit: ["isActive", "role"],
      also: { userId: c.adminUserId, email: "taken-over2@mass.example", workerNumber: "WN-999999", healthWorkerId: "HW-2099-9999", sessionVersion: 99 },
      owned: workerOwned,
    },
    "PATCH /api/hospitals/[hospitalId]": {
      who: "admin",
      body: { phone: "+256 414 000 222" },
      params: { hospitalId: c.hospitalId },
      also: { name: "Taken Over", licenseNumber: "FORGED-2", country: "Kenya", trialExpiresAt: "2099-01-01T00:00:00Z", paidUntil: "2099-01-01T00:00:00Z", adminUserId: c.doctors[0].userId },
      owned: hospitalOwned,
    },
    "POST /api/hospitals/[hospitalId]/subscription": { who: "admin", body: { plan: "premium" }, params: { hospitalId: c.hospitalId } },
    "POST /api/hospitals/register": { who: "anonymous", body: hospitalPayload({ adminEmail: "owner@mass.example" }) as unknown as Json },
    "PATCH /api/notifications/[id]/read": { who: "doctor", body: {} },
    "POST /api/patients": { who: "anonymous", body: selfForm({ firstName: "Massa", lastName: "Assign", phone: "+256 772 999 001" }) as unknown as Json },
    // The staff edit form sets the status and the identity verification on purpose.
    "PATCH /api/patients/[id]": {
      who: "admin",
      body: { address: "Plot 9, Kira Road", allergies: "Penicillin" },
      params: { id: p0.id },
      legit: ["isActive", "verificationStatus"],
    },
    "POST /api/patients/[id]/link": { who: "doctor", body: { dateOfBirth: "1990-04-12" }, params: { id: p2.id } },
    "POST /api/patients/[id]/merge": { who: "admin", body: { duplicateId: p4.id }, params: { id: p3.id } },
    "POST /api/patients/logout": { who: "anonymous", body: {} },
    "POST /api/patients/verify": { who: "anonymous", body: { healthNumber: p0.id, dateOfBirth: "1980-01-01" }, refused: true },
    "POST /api/portal/consent-code": { who: "patient", body: {} },
    // The rating's appointment, patient, doctor, department and time come from the appointment and the server.
    "POST /api/portal/appointments/[id]/rating": {
      who: "patient",
      body: { rating: 5, comment: "Kind staff" },
      params: { id: ratedVisit },
      also: { appointmentId: scheduled, patientId: p0.id, doctorId: c.doctors[1].id, departmentId: c.pharmacy, createdAt: "2001-01-01T00:00:00Z" },
      owned: () =>
        queryRows(
          getDb(),
          sql`select count(*)::int as n from visit_ratings where appointment_id <> ${ratedVisit} or patient_id <> ${p2.id} or doctor_id <> ${doctor.id}
            or department_id <> ${c.general} or hospital_id <> ${c.hospitalId} or created_at < '2002-01-01'`,
        ),
    },
    // Issue 18: the booking's hospital, department, patient and state come from the doctor and the session.
    "POST /api/portal/appointments": {
      who: "patient",
      body: { doctorId: c.doctors[1].id, appointmentDate: portalSlot, reason: "Persistent headaches" },
      also: { departmentId: c.pharmacy, patientId: p0.id, status: "accepted", notes: "Injected note", createdBy: c.adminUserId, doctorResponse: "Forged", unansweredFlaggedAt: "2001-01-01T00:00:00Z", reassignedAt: "2001-01-01T00:00:00Z" },
      owned: () =>
        queryRows(
          getDb(),
          sql`select count(*)::int as n from appointments where patient_id = ${p2.id} and appointment_date = ${portalSlot}::timestamptz
            and (hospital_id <> ${c.hospitalId} or department_id <> ${c.general} or status <> 'scheduled' or notes is not null or created_by is not null
              or doctor_response is not null or unanswered_flagged_at is not null or reassigned_at is not null)`,
        ),
    },
    "POST /api/portal/appointments/[id]/cancel": {
      who: "patient",
      body: {},
      params: { id: toCancel },
      also: { status: "scheduled", patientId: p0.id, doctorId: c.doctors[1].id, appointmentDate: "2001-01-01T00:00:00Z" },
      owned: () => queryRows(getDb(), sql`select patient_id, doctor_id, appointment_date, hospital_id, department_id from appointments where id = ${toCancel}`),
    },
    "POST /api/appointments/[id]/reassign": {
      who: "admin",
      body: { doctorId: c.doctors[1].id },
      params: { id: toReassign },
      also: { status: "accepted", departmentId: c.pharmacy, patientId: p0.id, appointmentDate: "2001-01-01T00:00:00Z", duration: 120, unansweredFlaggedAt: "2001-01-01T00:00:00Z" },
      owned: () =>
        queryRows(getDb(), sql`select status, department_id, patient_id, appointment_date, duration, hospital_id, unanswered_flagged_at from appointments where id = ${toReassign}`),
    },
    "POST /api/employment-requests": {
      who: "admin",
      body: { healthWorkerId: asked.row.healthWorkerId, position: "Staff Nurse", department: c.general, employmentType: "Full-time", message: "Join our team" },
      also: { status: "accepted", expiresAt: "2099-01-01T00:00:00Z", requestedBy: c.doctors[0].userId },
    },
    "PATCH /api/employment-requests/[id]": { who: "admin", body: { status: "withdrawn" }, params: { id: withdrawId }, also: { healthWorkerId: asked.row.id } },
    "PATCH /api/health-worker/employment-requests/[id]": {
      who: "health_worker",
      cookie: toAccept.cookie,
      body: { status: "accepted", responseMessage: "Thank you" },
      params: { id: acceptId },
      also: { healthWorkerId: asked.row.id, departmentId: "DEPT-999-999", employmentStatus: "unemployed" },
    },
    "POST /api/health-workers/[id]/end-employment": {
      who: "admin",
      body: { reason: "Contract finished" },
      params: { id: toEnd.row.id },
      also: { employmentStatus: "employed", healthWorkerId: asked.row.id },
    },
    "POST /api/health-workers/[id]/verify-license": {
      who: "admin",
      body: {},
      params: { id: worker.id },
      also: { licenseVerifiedBy: c.doctors[0].userId, licenseNumber: "FORGED-3", licenseVerifiedAt: "2001-01-01T00:00:00Z" },
      // The license number stays; the verifier is nobody yet or the administrator, never an injected user.
      owned: async () =>
        queryRows(getDb(), sql`select license_number, coalesce(license_verified_by = ${c.adminUserId}, true) as by_admin from health_workers where id = ${worker.id}`),
    },
    "POST /api/tasks": {
      who: "doctor",
      body: { title: "Check vital signs", taskType: "vital_signs", priority: "high", departmentId: c.general, patientId: p0.id },
      also: { status: "completed", completedAt: "2001-01-01T00:00:00Z", notes: "forged", createdBy: c.adminUserId, assignedByDoctorId: c.doctors[1].id },
      owned: forgedTasks,
    },
    "PATCH /api/health-worker/tasks/[id]": {
      who: "health_worker",
      cookie: nurse.cookie,
      body: { status: "in_progress" },
      params: { id: nurseTask.id },
      also: { assignedToHealthWorkerId: changer.id, departmentId: c.pharmacy, title: "Forged", priority: "low", completedAt: "2001-01-01T00:00:00Z", assignedByDoctorId: c.doctors[1].id },
      owned: taskOwned,
    },
    "PATCH /api/health-worker/profile": {
      who: "health_worker",
      cookie: nurse.cookie,
      body: { phone: "+256 700 333 777" },
      legit: ["isPublicProfile"],
      also: { email: "taken-over3@mass.example", workerNumber: "WN-999998", healthWorkerId: "HW-2099-9998", employmentStatus: "unemployed", departmentId: c.pharmacy, sessionVersion: 99, licenseVerifiedAt: "2001-01-01T00:00:00Z" },
      owned: nurseOwned(nurse.id),
    },
    "POST /api/auth/password": {
      who: "doctor",
      cookie: accountDoctor.cookie,
      body: { currentPassword: "Doctor-Pass1", newPassword: "Fresh-Pass2" },
      also: { email: "taken-over5@mass.example", sessionVersion: 99, temporaryPasswordExpiresAt: "2099-01-01T00:00:00Z", totpSecretEnc: "forged", totpEnabledAt: "2001-01-01T00:00:00Z" },
      owned: accountOwned(accountDoctor.userId),
    },
    // The doctor's own profile: names, phone, languages and biography only; the account's email,
    // role, hospital, status and the doctor record's identity stay as they were.
    "PATCH /api/account/profile": {
      who: "doctor",
      body: { firstName: "Sarah", lastName: "Namubiru", phone: "+256 700 111 444", languages: ["English", "Luganda"], bio: "General physician." },
      also: { email: "taken-over9@mass.example", sessionVersion: 99, departmentId: c.pharmacy, specialization: "Surgery", licenseNumber: "FORGED-4", userId: c.adminUserId },
      owned: async () => [await accountOwned(doctor.userId)(), await doctorOwned(doctor.id)()],
    },
    "POST /api/auth/two-factor/setup": { who: "doctor", cookie: tfSetter.cookie, body: {}, also: twoFactorForged, owned: twoFactorOwned(tfSetter.userId) },
    "POST /api/auth/two-factor/enable": {
      who: "doctor",
      cookie: tfEnabler.cookie,
      body: {
        get code() {
          return totpCode(enablerSecret);
        },
      },
      also: twoFactorForged,
      owned: twoFactorOwned(tfEnabler.userId),
    },
    "POST /api/auth/two-factor/disable": {
      who: "doctor",
      cookie: tfDisabler.cookie,
      body: { code: disablerCodes[0] },
      also: twoFactorForged,
      owned: twoFactorOwned(tfDisabler.userId),
    },
    "POST /api/auth/sessions/revoke": {
      who: "doctor",
      cookie: accountDoctor.cookie,
      body: {},
      also: { email: "taken-over6@mass.example", sessionVersion: 99, principalId: c.adminUserId, kind: "staff" },
      owned: accountOwned(accountDoctor.userId),
    },
    "POST /api/doctors/[id]/temporary-password": {
      who: "admin",
      body: {},
      params: { id: resetDoctor.id },
      also: { temporaryPassword: "Forged-Pass1", expiresAt: "2099-01-01T00:00:00Z", email: "taken-over7@mass.example" },
      owned: doctorOwned(resetDoctor.id),
    },
    "POST /api/health-workers/[id]/temporary-password": {
      who: "admin",
      body: {},
      params: { id: resetWorker.id },
      also: { temporaryPassword: "Forged-Pass1", expiresAt: "2099-01-01T00:00:00Z", email: "taken-over8@mass.example", workerNumber: "WN-999996" },
      owned: nurseOwned(resetWorker.id),
    },
    "POST /api/health-worker/password": {
      who: "health_worker",
      cookie: changer.cookie,
      body: { currentPassword: WORKER_PASSWORD, newPassword: "Fresh-Pass2", confirmPassword: "Fresh-Pass2" },
      also: { email: "taken-over4@mass.example", workerNumber: "WN-999997", sessionVersion: 99, employmentStatus: "unemployed" },
      owned: nurseOwned(changer.id),
    },
  };
});

/** The server-owned fields, minus those the route takes on purpose and those its body already has. */
function injected(route: string, testCase: Case): Record<string, Json> {
  const fields: Record<string, Json> = {
    role: "system_admin",
    hospitalId: other.hospitalId,
    isActive: false,
    id: INJECTED_ID,
    subscriptionStatus: "enterprise",
    isVerified: true,
    // The opposite of what the principal's registration is.
    registrationSource: testCase.who === "anonymous" ? "hospital" : "self",
    verificationStatus: "verified",
  };
  Object.assign(fields, testCase.also);
  const own = testCase.body && typeof testCase.body === "object" ? Object.keys(testCase.body) : [];
  for (const key of [...(testCase.legit ?? []), ...own]) delete fields[key];
  return fields;
}

/** What no injected field may change, read in one statement. */
async function invariants() {
  const [row] = await queryRows<Record<string, string>>(
    getDb(),
    sql`select
      (select count(*) from users where role = 'system_admin')::text as "systemAdmins",
      (select count(*) from users where is_verified)::text as "verifiedUsers",
      (select count(*) from hospitals where subscription_status = 'enterprise')::text as "enterprise",
      (select count(*) from patients where verification_status = 'verified')::text as "verifiedPatients",
      (select count(*) from patients where registration_source = 'hospital')::text as "hospitalPatients",
      (select count(*) from patients where registration_source = 'self')::text as "selfPatients",
      (select count(*) from patients where id = ${INJECTED_ID})::text as "injectedPatient",
      (select string_agg(t || ':' || n, ',' order by t) from (
        select 'users' t, count(*) filter (where not is_active) n from users
        union all select 'patients', count(*) filter (where not is_active) from patients
        union all select 'departments', count(*) filter (where not is_active) from departments
        union all select 'doctors', count(*) filter (where not is_active) from doctors
        union all select 'hospitals', count(*) filter (where not is_active) from hospitals
        union all select 'health_workers', count(*) filter (where not is_active) from health_workers) x) as "inactive",
      (select string_agg(t || ':' || n, ',' order by t) from (
        select 'users' t, count(*) n from users where hospital_id = ${other.hospitalId}
        union all select 'departments', count(*) from departments where hospital_id = ${other.hospitalId}
        union all select 'doctors', count(*) from doctors where hospital_id = ${other.hospitalId}
        union all select 'health_workers', count(*) from health_workers where hospital_id = ${other.hospitalId}
        union all select 'appointments', count(*) from appointments where hospital_id = ${other.hospitalId}
        union all select 'patient_hospitals', count(*) from patient_hospitals where hospital_id = ${other.hospitalId}
        union all select 'payments', count(*) from payments where hospital_id = ${other.hospitalId}
        union all select 'ai_analyses', count(*) from ai_analyses where hospital_id = ${other.hospitalId}
        union all select 'diagnoses', count(*) from diagnoses where hospital_id = ${other.hospitalId}) x) as "otherHospital"`,
  );
  return row;
}

/** The expected change of a counter for routes whose valid body rightly moves it. */
function expectedShift(route: string, testCase: Case, key: string): number {
  if (route === "POST /api/patients" && key === "selfPatients") return 1;
  if (route === "POST /api/hospitals/register" && key === "systemAdmins") return 0;
  // A merge deletes the duplicate's row (a patient the hospital registered).
  if (route === "POST /api/patients/[id]/merge" && key === "hospitalPatients") return -1;
  return testCase.who === "admin" && route === "POST /api/patients" && key === "hospitalPatients" ? 1 : 0;
}

it("changes nothing a client may not set, on every mutating route", async () => {
  const routes = discoverApiRoutes();
  const failures: string[] = [];
  let attempts = 0;
  let fields = 0;
  // The notification to mark read and the diagnosis to confirm are read from the database.
  // Confirming a diagnosis and reading a notice need the diagnosis and the booking made before them.
  const later = (key: string) => (key.includes("/confirm") || key.includes("/notifications/") ? 1 : 0);
  const calls = routes
    .flatMap((route) => route.methods.filter((m) => MUTATING.includes(m)).map((method) => ({ route, method, key: `${method} ${route.pattern}` })))
    .sort((x, y) => later(x.key) - later(y.key));
  for (const { route, method, key } of calls) {
    {
      if (route.pattern === "/api/auth/[...nextauth]") continue; // next-auth's own endpoints: malformed-input covers their bodies
      const testCase = cases[key];
      if (!testCase) {
        failures.push(`${key}: no valid body in test/security/mass-assignment.int.test.ts (add one)`);
        continue;
      }
      if (key === "PATCH /api/doctor/diagnosis/[id]/confirm") {
        const [d] = await queryRows<{ id: string }>(getDb(), sql`select id from diagnoses where hospital_id = ${c.hospitalId} order by created_at desc limit 1`);
        testCase.params = { id: d?.id ?? "missing" };
      }
      if (key === "PATCH /api/notifications/[id]/read") {
        const [notice] = await queryRows<{ id: string }>(getDb(), sql`select id from notifications where user_id = ${c.doctors[0].userId} limit 1`);
        testCase.params = { id: notice?.id ?? "missing" };
      }
      const extra = injected(key, testCase);
      const body = { ...(testCase.body as Record<string, Json>), ...extra };
      const before = await invariants();
      const ownedBefore = JSON.stringify(await testCase.owned?.());
      const res = await call(handlerOf(route as DiscoveredRoute, method), fillPattern(route.pattern, testCase.params ?? {}), {
        method,
        body,
        cookie: testCase.cookie ?? (testCase.who === "health_worker" ? undefined : cookies[testCase.who]),
        params: (testCase.params ?? {}) as Record<string, string>,
        ip: "10.93.0.2",
      });
      attempts += 1;
      fields += Object.keys(extra).length;
      if (res.status >= 500) failures.push(`${key}: ${res.status} ${JSON.stringify(res.body)}`);
      // A refused valid body tests nothing: the case must be fixed.
      if (!testCase.refused && res.status >= 300) failures.push(`${key}: the valid body was refused (${res.status} ${JSON.stringify(res.body)})`);
      const after = await invariants();
      const ownedAfter = JSON.stringify(await testCase.owned?.());
      if (ownedAfter !== ownedBefore) failures.push(`${key} (${res.status}): its object went from ${ownedBefore} to ${ownedAfter} with ${JSON.stringify(extra)}`);
      for (const name of Object.keys(before)) {
        const shift = expectedShift(key, testCase, name);
        const changed = shift ? Number(after[name]) - Number(before[name]) !== shift && res.status < 300 : after[name] !== before[name];
        if (changed) failures.push(`${key} (${res.status}): ${name} went from ${before[name]} to ${after[name]} with ${JSON.stringify(extra)}`);
      }
      // An answer that echoes an injected value as the record's own (a created record with the injected id or hospital).
      const answer = JSON.stringify(res.body ?? "");
      if (answer.includes(INJECTED_ID) || answer.includes(`"hospitalId":"${other.hospitalId}"`)) failures.push(`${key}: the answer carries an injected value: ${answer.slice(0, 300)}`);
    }
  }
  console.info(`mass assignment: ${attempts} routes, ${fields} injected fields`);
  expect(failures).toEqual([]);
  expect(attempts).toBeGreaterThanOrEqual(20);
});
