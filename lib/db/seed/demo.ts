// The demo data set loaded at start when DEMO_DATA is on: two East African hospitals with
// departments, staff, health workers, patients and a week of appointments around `now`.
// Deterministic: the same `now` gives the same rows (IDs from the counters, the rest from a
// fixed-seed PRNG). Everything is written in one transaction: all or nothing.

import { eq } from "drizzle-orm";

import { hashPassword } from "@/lib/auth/password";
import { currencyFor } from "@/lib/constants/countries";
import { localDate, zonedInstant } from "@/lib/time";

import type { Db, DbOrTx } from "../client";
import { nextHospitalId } from "../ids";
import { hospitals, patientHospitals, users, type NewHospital } from "../schema";
import { insertDemoBilling } from "./demo-billing";
import { DEMO_HOSPITALS, DEMO_STAFF_PASSWORD, DEMO_SYSTEM_ADMIN, DEMO_UNEMPLOYED_WORKERS, DEMO_WORKER_PASSWORD, type DepartmentName, type HospitalSpec } from "./demo-data";
import {
  insertAppointments,
  insertDepartments,
  insertPatients,
  insertStaff,
  insertWorkers,
  localAt,
  type SeededPatient,
  type SeededStaff,
} from "./demo-insert";
import { buildPatients, type PatientDraft } from "./demo-patients";
import { DEMO_FIRST_DAY, planAppointments, type Interval } from "./demo-schedule";
import { createRng } from "./prng";
import { insertDemoTasks } from "./demo-tasks";

export { DEMO_STAFF_PASSWORD, DEMO_WORKER_PASSWORD } from "./demo-data";

/** Base seed of every PRNG stream of the demo data. */
export const DEMO_SEED = 20_260_101;

/** Confirmed diagnoses (with a medical record) per hospital, among its completed appointments. */
const DIAGNOSED_PER_HOSPITAL = 4;
/** Patients of the first hospital (by position) also seen at the second one. */
const SHARED_PATIENTS = [2, 3];

export type DemoAccount = {
  role: "hospital_admin" | "doctor" | "health_worker" | "system_admin";
  /** Sign-in of staff accounts. */
  email?: string;
  /** Sign-in of health workers. */
  workerNumber?: string;
  hospitalId: string | null;
  name: string;
  /** Specialization of a doctor, role of a health worker. */
  detail?: string;
};

export type DemoSummary = {
  hospitals: { id: string; name: string; timezone: string; subscriptionStatus: string }[];
  accounts: DemoAccount[];
  counts: {
    hospitals: number;
    departments: number;
    doctors: number;
    healthWorkers: number;
    patients: number;
    /** Patients seen by both hospitals. */
    sharedPatients: number;
    appointments: number;
    diagnoses: number;
    medicalRecords: number;
    /** Tasks of the health worker portal and the doctors' Tasks cards. */
    tasks: number;
    /** Issue 17: a bill per completed visit, its payments, visit ratings, incident reports. */
    bills: number;
    payments: number;
    ratings: number;
    incidents: number;
  };
};

/** Patients register one after another between the hospital's registration (or 1 January, so
 * that the health number's year holds) and the first demo appointment day. */
function registeredOverTime(drafts: PatientDraft[], since: Date, now: Date, timeZone: string): PatientDraft[] {
  const to = localAt(now, timeZone, DEMO_FIRST_DAY).getTime();
  const yearStart = zonedInstant(`${localDate(now, timeZone).slice(0, 4)}-01-01`, "00:00", timeZone).getTime();
  let from = Math.max(since.getTime(), yearStart);
  if (from >= to) from = to - 86_400_000;
  const step = (to - from) / (drafts.length + 1);
  return drafts.map((d, i) => {
    const createdAt = new Date(Math.round(from + step * (i + 1)));
    return { ...d, createdAt, updatedAt: createdAt };
  });
}

type SeededHospital = { spec: HospitalSpec; id: string; staff: SeededStaff; patients: SeededPatient[]; departmentIds: Map<DepartmentName, string> };

function hospitalRow(spec: HospitalSpec, id: string, now: Date): NewHospital {
  const base: NewHospital = {
    id,
    name: spec.name,
    address: spec.address,
    phone: spec.phone,
    email: `info@${spec.domain}`,
    website: spec.website,
    licenseNumber: spec.licenseNumber,
    country: spec.country,
    state: spec.state,
    city: spec.city,
    postalCode: spec.postalCode,
    timezone: spec.timezone,
    servicesOffered: spec.services,
    isActive: true,
  };
  const tz = spec.timezone;
  if (spec.plan === "trial") {
    // A 30-day trial ending at the start of the local day 30 days ahead. Registered a few days
    // ago (before its first demo appointment), so the trial shows 30 days left as asked.
    const trialExpiresAt = localAt(now, tz, 30);
    return { ...base, subscriptionStatus: "trial", trialExpiresAt, paymentDueDate: trialExpiresAt, createdAt: localAt(now, tz, -4, "09:00") };
  }
  // Registered about eight months ago; trial over, premium paid for a year ahead.
  const paidUntil = localAt(now, tz, 365);
  return {
    ...base,
    subscriptionStatus: spec.plan,
    trialExpiresAt: localAt(now, tz, -210, "09:00"),
    paidUntil,
    paymentDueDate: paidUntil,
    createdAt: localAt(now, tz, -240, "09:00"),
  };
}

/** Whether the demo data set is already loaded (loading it again would fail on its unique emails). */
export async function isDemoDataLoaded(db: DbOrTx): Promise<boolean> {
  const email = `admin@${DEMO_HOSPITALS[0].domain}`;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/** Loads the demo data set into an empty database, in one transaction. */
export async function loadDemoData(db: Db, options: { now?: Date } = {}): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  // bcrypt is slow by design: hash each distinct password once, before the transaction opens.
  const staffHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const workerHash = DEMO_WORKER_PASSWORD === DEMO_STAFF_PASSWORD ? staffHash : await hashPassword(DEMO_WORKER_PASSWORD);

  return db.transaction(async (tx) => {
    const summary: DemoSummary = {
      hospitals: [],
      accounts: [],
      counts: {
        hospitals: 0,
        departments: 0,
        doctors: 0,
        healthWorkers: 0,
        patients: 0,
        sharedPatients: 0,
        appointments: 0,
        diagnoses: 0,
        medicalRecords: 0,
        tasks: 0,
        bills: 0,
        payments: 0,
        ratings: 0,
        incidents: 0,
      },
    };
    const takenNames = new Set<string>();
    const seeded: SeededHospital[] = [];

    // Hospitals first (they are referenced by everything else), in one statement.
    const ids: string[] = [];
    for (let i = 0; i < DEMO_HOSPITALS.length; i++) ids.push(await nextHospitalId(tx));
    const hospitalRows = DEMO_HOSPITALS.map((spec, i) => hospitalRow(spec, ids[i], now));
    await tx.insert(hospitals).values(hospitalRows);

    for (const [i, spec] of DEMO_HOSPITALS.entries()) {
      const id = ids[i];
      const since = hospitalRows[i].createdAt ?? now;
      const rng = createRng(`${DEMO_SEED}:${spec.name}:staff`);
      const year = Number(localDate(now, spec.timezone).slice(0, 4));
      const departmentIds = await insertDepartments(tx, spec, id, since);
      const phones = createRng(`${DEMO_SEED}:${spec.name}:doctor-phones`);
      const staff = await insertStaff(tx, rng, spec, id, departmentIds, staffHash, since, phones);
      await tx.update(hospitals).set({ adminUserId: staff.adminUserId }).where(eq(hospitals.id, id));
      const workers = await insertWorkers(tx, rng, spec.workers, { spec, hospitalId: id, departmentIds }, year, workerHash, since);
      const drafts = buildPatients(createRng(`${DEMO_SEED}:${spec.name}:patients`), spec, localDate(now, spec.timezone), takenNames);
      const patients = await insertPatients(tx, registeredOverTime(drafts, since, now, spec.timezone), id, year);
      seeded.push({ spec, id, staff, patients, departmentIds });

      summary.hospitals.push({ id, name: spec.name, timezone: spec.timezone, subscriptionStatus: spec.plan });
      summary.accounts.push(
        { role: "hospital_admin", email: staff.adminEmail, hospitalId: id, name: `${spec.admin.firstName} ${spec.admin.lastName}` },
        ...staff.doctors.map((d): DemoAccount => ({ role: "doctor", email: d.email, hospitalId: id, name: d.name, detail: d.specialization })),
        ...workers.map((w): DemoAccount => ({ role: "health_worker", workerNumber: w.workerNumber, hospitalId: id, name: w.name, detail: w.role })),
      );
      summary.counts.departments += departmentIds.size;
      summary.counts.doctors += staff.doctors.length;
      summary.counts.healthWorkers += workers.length;
      summary.counts.patients += patients.length;
    }

    // Public health worker profiles with no employer (the directory's "available" workers).
    const first = DEMO_HOSPITALS[0];
    const unemployed = await insertWorkers(
      tx,
      createRng(`${DEMO_SEED}:unemployed`),
      DEMO_UNEMPLOYED_WORKERS,
      null,
      Number(localDate(now, first.timezone).slice(0, 4)),
      workerHash,
      localAt(now, first.timezone, -20, "10:00"),
    );
    summary.accounts.push(...unemployed.map((w): DemoAccount => ({ role: "health_worker", workerNumber: w.workerNumber, hospitalId: null, name: w.name, detail: w.role })));
    summary.counts.healthWorkers += unemployed.length;

    // The network's system administrator (two-factor enrolment at the first sign-in).
    const sysadmin = DEMO_SYSTEM_ADMIN;
    await tx.insert(users).values({
      email: sysadmin.email,
      username: sysadmin.email,
      passwordHash: staffHash,
      role: "system_admin",
      firstName: sysadmin.firstName,
      lastName: sysadmin.lastName,
      isVerified: true,
    });
    summary.accounts.push({ role: "system_admin", email: sysadmin.email, hospitalId: null, name: `${sysadmin.firstName} ${sysadmin.lastName}` });

    // A few patients of the first hospital were also booked at the second one.
    const shared = seeded.length > 1 ? SHARED_PATIENTS.map((index) => seeded[0].patients[index]).filter((p) => p && !p.isChild) : [];
    if (shared.length > 0) {
      const linkedAt = localAt(now, seeded[1].spec.timezone, DEMO_FIRST_DAY);
      await tx.insert(patientHospitals).values(shared.map((p) => ({ patientId: p.id, hospitalId: seeded[1].id, source: "booked", linkedAt })));
    }
    summary.counts.sharedPatients = shared.length;

    const patientBusy = new Map<string, Interval[]>();
    for (const [i, h] of seeded.entries()) {
      const rng = createRng(`${DEMO_SEED}:${h.spec.name}:appointments`);
      const visiting = i === 1 ? shared : [];
      const planned = planAppointments(rng, {
        timezone: h.spec.timezone,
        now,
        doctors: h.staff.doctors,
        patients: [...h.patients, ...visiting],
        mustBook: visiting.map((p) => p.id),
        patientBusy,
      });
      const done = await insertAppointments(tx, rng, planned, {
        hospitalId: h.id,
        timezone: h.spec.timezone,
        createdBy: h.staff.adminUserId,
        now,
        diagnosed: DIAGNOSED_PER_HOSPITAL,
      });
      summary.counts.appointments += done.appointments;
      summary.counts.diagnoses += done.diagnoses;
      summary.counts.medicalRecords += done.diagnoses;
      summary.counts.tasks += await insertDemoTasks(tx, {
        hospitalId: h.id,
        timezone: h.spec.timezone,
        now,
        adminUserId: h.staff.adminUserId,
        patientIds: h.patients.filter((p) => !p.isChild).map((p) => p.id),
      });
      const money = await insertDemoBilling(tx, createRng(`${DEMO_SEED}:${h.spec.name}:billing`), {
        hospitalId: h.id,
        currency: currencyFor(h.spec.country),
        adminUserId: h.staff.adminUserId,
        departmentIds: h.departmentIds,
        now,
      });
      summary.counts.bills += money.bills;
      summary.counts.payments += money.payments;
      summary.counts.ratings += money.ratings;
      summary.counts.incidents += money.incidents;
    }
    summary.counts.hospitals = seeded.length;
    return summary;
  });
}
