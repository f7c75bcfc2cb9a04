import { sql } from "drizzle-orm";

import { verifyPassword } from "@/lib/auth/password";
import type { DbHandle } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { migratedPglite } from "@/test/db";

import { DEMO_STAFF_PASSWORD, DEMO_WORKER_PASSWORD, isDemoDataLoaded, loadDemoData, type DemoSummary } from "./demo";

// A Wednesday morning in East Africa (10:20 UTC = 13:20 local): past, today and future appointments.
const NOW = new Date("2026-03-11T10:20:00Z");

/** An empty migrated database (a copy of the run's migrated PGlite). */
const freshDatabase = (): Promise<DbHandle> => migratedPglite();

/** What must come out the same from two runs with the same `now`. */
async function snapshot(handle: DbHandle) {
  const patients = await queryRows<{ id: string; first_name: string; last_name: string; date_of_birth: string }>(
    handle.db,
    sql`select id, first_name, last_name, date_of_birth from patients order by id`,
  );
  const appointments = await queryRows<{ doctor_id: string; patient_id: string; at: string; duration: number; status: string }>(
    handle.db,
    sql`select doctor_id, patient_id, to_char(appointment_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at, duration, status
        from appointments order by appointment_date, doctor_id`,
  );
  const doctors = await queryRows<{ id: string; phone: string | null }>(handle.db, sql`select id, phone from doctors order by id`);
  return { patients, appointments, doctors };
}

describe("loadDemoData", () => {
  let h: DbHandle;
  let summary: DemoSummary;

  beforeAll(async () => {
    h = await freshDatabase();
    expect(await isDemoDataLoaded(h.db)).toBe(false);
    summary = await loadDemoData(h.db, { now: NOW });
    expect(await isDemoDataLoaded(h.db)).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it("creates the two hospitals HOSP-001 and HOSP-002, one on trial and one on a paid plan", async () => {
    const rows = await queryRows<{ id: string; subscription_status: string; trial_expires_at: Date | string | null; paid_until: unknown; admin_user_id: string | null }>(
      h.db,
      sql`select id, subscription_status, trial_expires_at, paid_until, admin_user_id from hospitals order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(["HOSP-001", "HOSP-002"]);
    expect(summary.hospitals.map((x) => x.id)).toEqual(["HOSP-001", "HOSP-002"]);
    expect(rows.map((r) => r.subscription_status)).toEqual(["trial", "premium"]);
    // Start of the local day 30 days ahead in Kampala (UTC+3): 2026-04-10 00:00 local.
    expect(new Date(rows[0].trial_expires_at as string).toISOString()).toBe("2026-04-09T21:00:00.000Z");
    expect(rows[1].paid_until).not.toBeNull();
    expect(rows.every((r) => r.admin_user_id)).toBe(true);
  });

  it("puts every doctor in a department of the doctor's own hospital", async () => {
    const wrong = await queryRows<{ id: string }>(
      h.db,
      sql`select d.id from doctors d
          left join departments dep on dep.id = d.department_id
          join users u on u.id = d.user_id
          where dep.id is null or dep.hospital_id <> d.hospital_id
             or u.hospital_id <> d.hospital_id or u.department_id is distinct from d.department_id or u.role <> 'doctor'`,
    );
    expect(wrong).toEqual([]);
    const heads = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from departments dep join doctors d on d.id = dep.head_doctor_id and d.hospital_id = dep.hospital_id`,
    );
    expect(heads[0].n).toBeGreaterThan(0);
    const perHospital = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from doctors group by hospital_id`);
    expect(perHospital.every((r) => r.n >= 4 && r.n <= 5)).toBe(true);
  });

  it("gives every doctor a mobile number of the hospital's country", async () => {
    const rows = await queryRows<{ id: string; phone: string | null; country_code: string }>(
      h.db,
      sql`select d.id, d.phone, case h.country when 'Uganda' then '+256' when 'Kenya' then '+254' end as country_code
          from doctors d join hospitals h on h.id = d.hospital_id order by d.id`,
    );
    expect(rows.length).toBe(summary.counts.doctors);
    for (const r of rows) expect(r.phone?.startsWith(`${r.country_code} `)).toBe(true);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
  });

  it("never gives one doctor two overlapping active appointments", async () => {
    const overlaps = await queryRows<{ a: string; b: string }>(
      h.db,
      sql`select a1.id as a, a2.id as b from appointments a1
          join appointments a2 on a1.doctor_id = a2.doctor_id and a1.id < a2.id
          where a1.status in ('scheduled', 'accepted') and a2.status in ('scheduled', 'accepted')
            and tstzrange(a1.appointment_date, a1.appointment_date + make_interval(mins => a1.duration))
             && tstzrange(a2.appointment_date, a2.appointment_date + make_interval(mins => a2.duration))`,
    );
    expect(overlaps).toEqual([]);
  });

  it("books appointments in the doctor's department, on the 30-minute grid between 09:00 and 17:30 local", async () => {
    const wrong = await queryRows<{ id: string }>(
      h.db,
      sql`select a.id from appointments a
          join doctors d on d.id = a.doctor_id
          join hospitals h on h.id = a.hospital_id
          where a.department_id <> d.department_id
             or (a.appointment_date at time zone h.timezone)::time not between '09:00' and '17:30'
             or extract(minute from a.appointment_date at time zone h.timezone) not in (0, 30)
             or a.duration not in (15, 30, 45, 60)
             or (a.status in ('cancelled', 'rejected') and coalesce(a.doctor_response, '') = '')
             or (a.status = 'completed' and a.appointment_date > ${NOW})`,
    );
    expect(wrong).toEqual([]);
    expect(summary.counts.appointments).toBeGreaterThan(40);
  });

  it("links every patient to at least one hospital, one or two to both", async () => {
    const orphans = await queryRows<{ id: string }>(
      h.db,
      sql`select p.id from patients p where not exists (select 1 from patient_hospitals ph where ph.patient_id = p.id)`,
    );
    expect(orphans).toEqual([]);
    const shared = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from (select patient_id from patient_hospitals group by patient_id having count(*) > 1) s`,
    );
    expect(shared[0].n).toBeGreaterThanOrEqual(1);
    expect(shared[0].n).toBeLessThanOrEqual(2);
    // A "booked" link means an appointment there.
    const unbooked = await queryRows<{ patient_id: string }>(
      h.db,
      sql`select ph.patient_id from patient_hospitals ph where ph.source = 'booked' and not exists
            (select 1 from appointments a where a.patient_id = ph.patient_id and a.hospital_id = ph.hospital_id)`,
    );
    expect(unbooked).toEqual([]);
  });

  it("allocates health numbers of the documented format", async () => {
    const rows = await queryRows<{ id: string }>(h.db, sql`select id from patients`);
    expect(rows.length).toBe(summary.counts.patients);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const { id } of rows) expect(id).toMatch(/^[A-Z]{2}-PAT-\d{4}-\d{3,}$/);
  });

  it("writes a confirmed diagnosis and a medical record for a few completed appointments", async () => {
    const rows = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from diagnoses dg
          join appointments a on a.id = dg.appointment_id and a.status = 'completed' and a.doctor_id = dg.doctor_id
          join medical_records mr on mr.diagnosis_id = dg.id and mr.record_type = 'diagnosis' and mr.record_date = a.appointment_date`,
    );
    expect(rows[0].n).toBe(summary.counts.diagnoses);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it("bills every completed visit in the hospital's currency, with totals equal to the items and the live payments", async () => {
    const bills = await queryRows<{ n: number; currencies: string; wrong: number; unstarted: number }>(
      h.db,
      sql`select (select count(*)::int from bills) as n,
                 (select string_agg(distinct h.id || ':' || b.currency, ',' order by h.id || ':' || b.currency) from bills b join hospitals h on h.id = b.hospital_id) as currencies,
                 (select count(*)::int from bills b
                   where b.total_amount <> (select coalesce(sum(amount), 0) from bill_items i where i.bill_id = b.id)
                      or b.paid_amount <> (select coalesce(sum(amount), 0) from bill_payments p where p.bill_id = b.id and p.voided_at is null)) as wrong,
                 (select count(*)::int from appointments a
                   where a.status = 'completed' and a.appointment_date < ${NOW.toISOString()}::timestamptz
                     and (a.consultation_started_at is null or not exists (select 1 from bills b where b.appointment_id = a.id))) as unstarted`,
    );
    expect(bills[0]).toEqual({ n: summary.counts.bills, currencies: "HOSP-001:UGX,HOSP-002:KES", wrong: 0, unstarted: 0 });
    expect(summary.counts.bills).toBeGreaterThan(5);
    const statuses = await queryRows<{ status: string }>(h.db, sql`select distinct status from bills order by status`);
    expect(statuses.map((r) => r.status)).toEqual(["open", "paid", "partly_paid"]);
    const counts = await queryRows<{ payments: number; ratings: number; incidents: number }>(
      h.db,
      sql`select (select count(*)::int from bill_payments) as payments, (select count(*)::int from visit_ratings) as ratings,
                 (select count(*)::int from incident_reports) as incidents`,
    );
    expect(counts[0]).toEqual({ payments: summary.counts.payments, ratings: summary.counts.ratings, incidents: summary.counts.incidents });
    expect(summary.counts.ratings).toBeGreaterThan(0);
  });

  it("signs the demo accounts in with the exported passwords", async () => {
    const admin = summary.accounts.find((a) => a.role === "hospital_admin");
    const worker = summary.accounts.find((a) => a.role === "health_worker" && a.hospitalId);
    expect(admin?.email).toBe("admin@kampala-general.demo");
    const [user] = await queryRows<{ password_hash: string }>(h.db, sql`select password_hash from users where email = ${admin!.email!}`);
    expect(await verifyPassword(DEMO_STAFF_PASSWORD, user.password_hash)).toBe(true);
    const [hw] = await queryRows<{ password_hash: string }>(
      h.db,
      sql`select password_hash from health_workers where worker_number = ${worker!.workerNumber!}`,
    );
    expect(await verifyPassword(DEMO_WORKER_PASSWORD, hw.password_hash)).toBe(true);
    const unemployed = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from health_workers where hospital_id is null and employment_status = 'unemployed'`,
    );
    expect(unemployed[0].n).toBe(2);
  });

  it("holds a system administrator without two-factor yet, signed in with the demo password", async () => {
    const sysadmin = summary.accounts.filter((a) => a.role === "system_admin");
    expect(sysadmin.map((a) => a.email)).toEqual(["sysadmin@network.demo"]);
    const [user] = await queryRows<{ password_hash: string; hospital_id: string | null; totp_enabled_at: string | null }>(
      h.db,
      sql`select password_hash, hospital_id, totp_enabled_at from users where email = 'sysadmin@network.demo' and role = 'system_admin'`,
    );
    expect(user.hospital_id).toBeNull();
    expect(user.totp_enabled_at).toBeNull();
    expect(await verifyPassword(DEMO_STAFF_PASSWORD, user.password_hash)).toBe(true);
  });

  it("gives the demo health worker WN-000001 tasks in My Tasks, and the Pharmacy the routed prescriptions", async () => {
    const worker = summary.accounts.find((a) => a.workerNumber === "WN-000001");
    expect(worker).toMatchObject({ hospitalId: "HOSP-001", name: "Harriet Nansubuga" });
    const mine = await queryRows<{ status: string; assigned_by_doctor_id: string | null; created_by: string | null; patient_id: string | null }>(
      h.db,
      sql`select t.status, t.assigned_by_doctor_id, t.created_by, t.patient_id from tasks t join health_workers w on w.id = t.assigned_to_health_worker_id
          where w.worker_number = 'WN-000001' and t.hospital_id = w.hospital_id`,
    );
    expect(mine.map((t) => t.status)).toEqual(["in_progress"]);
    expect(mine[0].assigned_by_doctor_id).toMatch(/^DOC-001-/);
    const routed = await queryRows<{ n: number; open: number }>(
      h.db,
      sql`select count(*)::int as n, count(*) filter (where t.status = 'pending' and t.assigned_to_health_worker_id is null)::int as open
          from tasks t join departments d on d.id = t.department_id and d.hospital_id = t.hospital_id
          where d.name = 'Pharmacy' and t.task_type = 'prescription'`,
    );
    expect(routed[0].n).toBe(summary.counts.diagnoses);
    expect(routed[0].open).toBe(summary.counts.diagnoses - 2);
    // Every task stays in its hospital: department, doctor, worker and patient link.
    const strays = await queryRows<{ id: string }>(
      h.db,
      sql`select t.id from tasks t left join health_workers w on w.id = t.assigned_to_health_worker_id
          where (w.id is not null and w.hospital_id <> t.hospital_id)
             or (t.patient_id is not null and not exists (select 1 from patient_hospitals ph where ph.patient_id = t.patient_id and ph.hospital_id = t.hospital_id))`,
    );
    expect(strays).toEqual([]);
    expect(summary.counts.tasks).toBeGreaterThan(10);
  });

  it("is deterministic: the same `now` on another fresh database gives the same rows", async () => {
    const other = await freshDatabase();
    try {
      await loadDemoData(other.db, { now: NOW });
      expect(await snapshot(other)).toEqual(await snapshot(h));
    } finally {
      await other.close();
    }
  }, 60_000);
});
