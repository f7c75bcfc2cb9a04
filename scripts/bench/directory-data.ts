// The public doctor directory's network for its benchmark (scripts/bench/directory.ts): the national
// network of network-data.ts (`hospitals` hospitals, `doctorsPerHospital` doctors each, `patients`
// patients, past appointments over `months` months), reshaped for the directory, plus a diary of
// the next DIARY_DAYS local days that makes availability discriminating:
//
// - hospitals in five time zones of three offsets (Africa/Kampala and Africa/Nairobi, UTC+3;
//   Africa/Kigali and Africa/Johannesburg, UTC+2; Africa/Lagos, UTC+1) and five countries; all paying or on trial
//   except three that take no bookings: one `expired`, one trial past its end, one paid plan past
//   its `paid_until` (the three branches of takesBookingsSql);
// - eight departments per hospital (an "Emergency Department" or "Emergency and Trauma" in two
//   hospitals of three), doctors spread over them with matching specializations, real-looking
//   names, and languages on four doctors of five;
// - the diary, on the SLOT_TIMES grid of each hospital's local days from today: doctors numbered
//   n ≡ 0, 1 (mod 20) fully booked today, n ≡ 2 all week (7 days), n ≡ 3 all month (30 days), the
//   others with a share of 30 to 80 % of their slots taken (by doctor), each pair of slots holding
//   nothing, one or two 30-minute appointments or one of 60 minutes (so that no two of a doctor's
//   active appointments overlap), mostly accepted, a few pending; and cancelled or rejected rows on
//   a third of the free slots (30 and 60 minutes), which must not block them. A diary appointment's patient is one
//   of the doctor's own patients (linked to its hospital), so no patient holds two at once either.
//
// The appointments' secondary indexes and exclusion constraints are dropped for the whole load (the
// network's past rows and the diary) and rebuilt after it, from their own definitions, as
// network-data.ts does: rebuilding the constraints proves the diary has no overlap. The diary is
// relative to the day it was written: a kept database (BENCH_REUSE=1) whose diary was written on
// another local day is given a new one (refreshDiary).
import { sql, type SQL } from "drizzle-orm";

import { FIRST_SLOT, SLOT_MINUTES, SLOT_TIMES } from "@/lib/constants/appointments";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";

import { generateNetwork } from "./network-data";
import { secondaryStructures } from "./scratch-db";

export type DirectoryScale = {
  hospitals: number;
  doctorsPerHospital: number;
  patients: number;
  /** All appointments, about: the network's past ones are this minus the diary's expected size. */
  appointments: number;
  months: number;
};

/** Local days of diary from today, the longest availability window (WINDOW_DAYS.month). */
export const DIARY_DAYS = 30;

/** Where hospital h is: LOCATIONS[h % 8]. */
export const LOCATIONS = [
  { country: "Uganda", state: "Central", city: "Kampala", timezone: "Africa/Kampala", language: "Luganda" },
  { country: "Kenya", state: "Nairobi", city: "Nairobi", timezone: "Africa/Nairobi", language: "Swahili" },
  { country: "Uganda", state: "Northern", city: "Gulu", timezone: "Africa/Kampala", language: "Acholi" },
  { country: "Nigeria", state: "Lagos", city: "Lagos", timezone: "Africa/Lagos", language: "Yoruba" },
  { country: "Kenya", state: "Coast", city: "Mombasa", timezone: "Africa/Nairobi", language: "Swahili" },
  { country: "South Africa", state: "Gauteng", city: "Johannesburg", timezone: "Africa/Johannesburg", language: "Zulu" },
  { country: "Uganda", state: "Western", city: "Mbarara", timezone: "Africa/Kampala", language: "Runyankole" },
  { country: "Rwanda", state: "Kigali", city: "Kigali", timezone: "Africa/Kigali", language: "Kinyarwanda" },
] as const;

/** Department k of every hospital (k = 0 is network-data's General Medicine) and its doctors' specializations. */
const DEPARTMENTS: { name: string; specializations: string[] }[] = [
  { name: "General Medicine", specializations: ["Internal Medicine", "Endocrinology", "Gastroenterology"] },
  // Named per hospital by emergencyDepartment(): an emergency department in two hospitals of three.
  { name: "", specializations: ["Emergency Medicine", "Surgery", "Internal Medicine"] },
  { name: "Cardiology", specializations: ["Cardiology"] },
  { name: "Paediatrics", specializations: ["Pediatrics"] },
  { name: "Surgery", specializations: ["Surgery", "Orthopedics", "Anesthesiology", "Urology"] },
  { name: "Maternity", specializations: ["Obstetrics & Gynecology"] },
  { name: "Neurology and Mental Health", specializations: ["Neurology", "Psychiatry"] },
  { name: "Outpatients", specializations: ["Dermatology", "ENT", "Ophthalmology", "Pulmonology"] },
];

const FIRST_NAMES = ["Amina", "Achieng", "Nakato", "Wanjiru", "Grace", "Esther", "Ngozi", "Abena", "Halima", "Uwase", "Kato", "Okello", "Mwangi", "Kamau", "Baraka", "Juma", "Emmanuel", "Chinedu", "Sipho", "Olivier", "Samuel", "Brian", "Faith", "Mercy"];
const LAST_NAMES = ["Mugisha", "Nsubuga", "Kiggundu", "Namubiru", "Akello", "Kariuki", "Mutua", "Wafula", "Omondi", "Kimani", "Uwimana", "Habimana", "Okafor", "Adeyemi", "Mensah", "Dlamini", "Nkosi", "Moyo", "Tumusiime", "Byaruhanga", "Otieno", "Chepkoech", "Mollel", "Osman", "Bekele"];

/** Hospital numbers that take no bookings: an `expired` plan, a trial past its end, a paid plan past its end. */
export const NOT_BOOKING = { expired: 5, trialEnded: 11, planEnded: 17 } as const;

/** The diary's kind of doctor n (1-based, DOC-NET-n): the days from today it is fully booked. */
export const fullyBookedDays = (n: number): number => (n % 20 <= 1 ? 1 : n % 20 === 2 ? 7 : n % 20 === 3 ? DIARY_DAYS : 0);
/** The share of slots taken on the other days, by doctor: 30 to 80 %. */
export const takenShare = (n: number): number => 0.3 + (0.5 * ((n * 37) % 100)) / 100;

const PER_DAY = SLOT_TIMES.length;
const PAIRS = Math.ceil(PER_DAY / 2);
const [firstHour, firstMinute] = FIRST_SLOT.split(":").map(Number);
/** A 60-minute appointment takes this share of pairs where both slots are taken. */
const MERGED = 0.4;
/** Pending (`scheduled`) rather than accepted. */
const PENDING = 0.03;

const n = (v: number) => sql.raw(String(Math.trunc(v)));
const text = (v: string) => `'${v.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => sql.raw(`array[${values.map(text).join(",")}]::text[]`);
const pick = (values: readonly string[], index: string) => sql.raw(`(array[${values.map(text).join(",")}]::text[])[1 + (${index}) % ${values.length}]`);

/** The diary's expected number of rows (active and cancelled or rejected), as writeDiary draws them. */
export function expectedDiaryRows(doctors: number): number {
  let rows = 0;
  for (let doc = 1; doc <= doctors; doc++) {
    const r = takenShare(doc);
    const booked = Math.min(fullyBookedDays(doc), DIARY_DAYS);
    const free = r + (r - MERGED * r * r) + 0.15 * (1 - r) ** 2 + 0.45 * (1 - r);
    rows += PAIRS * (booked * (2 - MERGED) + (DIARY_DAYS - booked) * free);
  }
  return Math.round(rows);
}

/** The network (network-data.ts) reshaped for the directory, with its diary; everything indexed and analysed after. */
export async function generateDirectory(db: Db, scale: DirectoryScale, log: (line: string) => void = () => {}): Promise<void> {
  const D = scale.hospitals * scale.doctorsPerHospital;
  if (scale.patients < 2 * D) throw new Error(`at least ${2 * D} patients are needed for ${D} doctors' diaries`);
  // The appointments' indexes and constraints are dropped here, so that generateNetwork (which
  // drops and rebuilds those it finds) leaves them to this load's end.
  const rebuild = await secondaryStructures(db, ["appointments"]);
  for (const r of rebuild) await db.execute(sql.raw(r.drop));
  // network-data puts its first 16 rows per doctor on today (06:00-13:30 UTC): writeDiary deletes them.
  const past = Math.max(0, scale.appointments - expectedDiaryRows(D) + 16 * D);
  await generateNetwork(db, { hospitals: scale.hospitals, doctorsPerHospital: scale.doctorsPerHospital, patients: scale.patients, appointments: past, auditRows: 0, months: scale.months }, log);
  const t0 = performance.now();
  const lap = (what: string) => log(`${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await reshapeNetwork(db, scale);
  lap("hospitals, departments and doctors reshaped");
  const now = new Date();
  await writeDiary(db, scale, now, new Date(now.getTime() - 86_400_000));
  lap("diary");
  for (const r of rebuild) await db.execute(sql.raw(r.create));
  lap(`${rebuild.length} indexes and constraints of appointments rebuilt`);
  await db.execute(sql`vacuum analyze`);
  lap("vacuum analyze");
}

/** When the diary was written, or null (none yet). */
export async function diaryWrittenAt(db: Db): Promise<Date | null> {
  await db.execute(sql`create table if not exists bench_directory_diary (written_at timestamptz not null)`);
  const [row] = await queryRows<{ at: Date | string }>(db, sql`select written_at as at from bench_directory_diary limit 1`);
  return row ? new Date(row.at) : null;
}

/** Whether the diary was written on the current local day of every hospital's zone. */
export async function diaryIsCurrent(db: Db, now: Date): Promise<boolean> {
  const written = await diaryWrittenAt(db);
  if (!written) return false;
  const [row] = await queryRows<{ current: boolean }>(
    db,
    sql`select coalesce(bool_and((${written.toISOString()}::timestamptz at time zone z.timezone)::date = (${now.toISOString()}::timestamptz at time zone z.timezone)::date), false) as current
      from (select distinct timezone from hospitals) z`,
  );
  return row.current;
}

/** A new diary from today for a kept database: the old one deleted, the new one written, the appointments' structures rebuilt. */
export async function refreshDiary(db: Db, scale: DirectoryScale, log: (line: string) => void = () => {}): Promise<void> {
  const t0 = performance.now();
  const lap = (what: string) => log(`${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const written = (await diaryWrittenAt(db)) ?? new Date();
  const rebuild = await secondaryStructures(db, ["appointments"]);
  for (const r of rebuild) await db.execute(sql.raw(r.drop));
  await setSubscriptions(db);
  await writeDiary(db, scale, new Date(), new Date(written.getTime() - 86_400_000));
  lap("diary rewritten");
  for (const r of rebuild) await db.execute(sql.raw(r.create));
  lap(`${rebuild.length} indexes and constraints of appointments rebuilt`);
  await db.execute(sql`vacuum analyze appointments`);
  lap("vacuum analyze");
}

/** Trials running for 20 days from now, paid plans for 200, and the three hospitals that take no bookings. */
async function setSubscriptions(db: Db): Promise<void> {
  const { expired, trialEnded, planEnded } = NOT_BOOKING;
  await db.execute(sql`update hospitals h set
      subscription_status = case x.n when ${n(expired)} then 'expired' when ${n(trialEnded)} then 'trial' when ${n(planEnded)} then 'basic'
        else case when h.subscription_status = 'expired' then 'trial' else h.subscription_status end end,
      trial_expires_at = case x.n when ${n(expired)} then null when ${n(planEnded)} then null when ${n(trialEnded)} then now() - interval '2 days'
        else case when h.subscription_status in ('trial', 'expired') then now() + interval '20 days' end end,
      paid_until = case x.n when ${n(expired)} then null when ${n(trialEnded)} then null when ${n(planEnded)} then now() - interval '1 day'
        else case when h.subscription_status in ('basic', 'premium', 'enterprise') then now() + interval '200 days' end end,
      updated_at = now()
    from (select id, substr(id, 6)::int as n from hospitals where id like 'HOSP-%') x
    where x.id = h.id`);
}

async function reshapeNetwork(db: Db, scale: DirectoryScale): Promise<void> {
  const H = scale.hospitals;
  const loc = (field: keyof (typeof LOCATIONS)[number]) => pick(LOCATIONS.map((l) => l[field]), "x.n");
  await db.execute(sql`update hospitals h set country = ${loc("country")}, state = ${loc("state")}, city = ${loc("city")}, timezone = ${loc("timezone")},
      name = ${loc("city")} || ' ' || ${pick(["General Hospital", "Medical Centre", "Referral Hospital", "Community Hospital"], "x.n / 8")} || ' ' || x.n
    from (select id, substr(id, 6)::int as n from hospitals where id like 'HOSP-%') x
    where x.id = h.id`);
  await setSubscriptions(db);

  const emergency = sql`case h % 3 when 0 then 'Family Medicine' when 1 then 'Emergency Department' else 'Emergency and Trauma' end`;
  const names = sql.raw(`(array[${DEPARTMENTS.map((d) => text(d.name)).join(",")}]::text[])[k + 1]`);
  await db.execute(sql`insert into departments (id, hospital_id, name, is_active)
    select 'DEPT-' || lpad(h::text, 3, '0') || '-' || lpad((k + 1)::text, 3, '0'), 'HOSP-' || lpad(h::text, 3, '0'),
      case when k = 1 then ${emergency} else ${names} end, true
    from generate_series(1, ${n(H)}) h cross join generate_series(1, ${n(DEPARTMENTS.length - 1)}) k`);

  // Doctor n (DOC-NET-n) of hospital h = 1 + (n - 1) % H is its q-th (q = (n - 1) / H): department
  // q % 8, the specialization (q / 8)-th of the department's (Internal Medicine in a Family Medicine department).
  const specialization = sql.raw(
    `case x.k ${DEPARTMENTS.map((d, k) => `when ${k} then (array[${d.specializations.map(text).join(",")}]::text[])[1 + (x.q / ${DEPARTMENTS.length}) % ${d.specializations.length}]`).join(" ")} end`,
  );
  const local = pick(LOCATIONS.map((l) => l.language), "x.h");
  await db.execute(sql`update doctors d set
      department_id = 'DEPT-' || lpad(x.h::text, 3, '0') || '-' || lpad((x.k + 1)::text, 3, '0'),
      specialization = case when x.k = 1 and x.h % 3 = 0 then 'Internal Medicine' else ${specialization} end,
      languages = case x.n % 5 when 0 then '{}'::text[] when 1 then ${arr(["English"])} when 2 then array['English', ${local}]
        when 3 then ${arr(["English", "French"])} else array['English', 'Swahili', ${local}] end,
      experience = x.n % 31, qualification = ${pick(["MBChB", "MBBS", "MMed", "MD"], "x.n")},
      bio = case when x.n % 3 = 0 then 'Consultant with ' || x.n % 31 || ' years of practice.' end
    from (select id, n, 1 + (n - 1) % ${n(H)} as h, (n - 1) / ${n(H)} as q, ((n - 1) / ${n(H)}) % ${n(DEPARTMENTS.length)} as k
      from (select id, substr(id, 9)::int as n from doctors where id like 'DOC-NET-%') s) x
    where x.id = d.id`);
  await db.execute(sql`update users u set first_name = ${pick(FIRST_NAMES, "x.n * 7")}, last_name = ${pick(LAST_NAMES, "x.n * 13")}
    from (select user_id, substr(id, 9)::int as n from doctors where id like 'DOC-NET-%') x
    where x.user_id = u.id`);
}

/**
 * The diary of DIARY_DAYS local days from `now`'s local today, after deleting every appointment
 * from `since` on (network-data's rows of today, or the previous diary). Doctor n's slot s
 * (day × PER_DAY + slot of the day) goes to patient (n - 1) + D × (1 + s % K): a patient of the
 * doctor's hospital that no other doctor sees.
 */
async function writeDiary(db: Db, scale: DirectoryScale, now: Date, since: Date): Promise<void> {
  const D = scale.hospitals * scale.doctorsPerHospital;
  const K = Math.floor(scale.patients / D) - 1;
  await db.execute(sql`delete from appointments where appointment_date >= ${since.toISOString()}::timestamptz`);
  await db.execute(sql`select setseed(0.18)`);
  const at = sql`${now.toISOString()}::timestamptz`;
  const first = firstHour * 60 + firstMinute;
  const slotOf = (x: string) => sql.raw(`(2 * c.pair + ${x})`);
  const CHUNK = 200;
  for (let from = 1; from <= D; from += CHUNK) {
    const to = Math.min(D, from + CHUNK - 1);
    const statement: SQL = sql`with cells as materialized (
        select dd.id, dd.n, dd.hospital_id, dd.department_id, h.timezone, (${at} at time zone h.timezone)::date as today, g.day, p.pair,
          g.day < case when dd.n % 20 <= 1 then 1 when dd.n % 20 = 2 then 7 when dd.n % 20 = 3 then ${n(DIARY_DAYS)} else 0 end as booked,
          0.3 + 0.5 * ((dd.n * 37) % 100) / 100.0 as share,
          random() as u1, random() as u2, random() as u3, random() as u4, random() as u5
        from (select id, substr(id, 9)::int as n, hospital_id, department_id from doctors where id like 'DOC-NET-%') dd
        join hospitals h on h.id = dd.hospital_id
        cross join generate_series(0, ${n(DIARY_DAYS - 1)}) g(day)
        cross join generate_series(0, ${n(PAIRS - 1)}) p(pair)
        where dd.n between ${n(from)} and ${n(to)}
      ),
      pairs as (
        select c.*, (c.booked or c.u1 < c.share) as a, 2 * c.pair + 1 < ${n(PER_DAY)} and (c.booked or c.u2 < c.share) as b from cells c
      )
      insert into appointments (hospital_id, department_id, doctor_id, patient_id, appointment_date, duration, status, reason, created_at, updated_at)
      select c.hospital_id, c.department_id, c.id,
        'UG-PAT-2026-' || lpad(((c.n - 1) + ${n(D)} * (1 + (c.day * ${n(PER_DAY)} + ${slotOf("v.slot")}) % ${n(K)}))::text, 7, '0'),
        ((c.today + c.day) + make_interval(mins => ${n(first)} + ${n(SLOT_MINUTES)} * ${slotOf("v.slot")})) at time zone c.timezone,
        v.minutes,
        case when v.active then case when c.u5 < ${sql.raw(String(PENDING))} then 'scheduled' else 'accepted' end
          else case when c.u5 < 0.5 then 'cancelled' else 'rejected' end end,
        'Directory visit', w.created, w.created
      from pairs c
      cross join lateral (select c.a and c.b and c.u3 < ${sql.raw(String(MERGED))} as merged) m
      cross join lateral (values
        (case when c.a then 0 end, case when m.merged then 60 else 30 end, true),
        (case when c.b and not m.merged then 1 end, 30, true),
        (case when not c.a and not c.b and c.u4 < 0.15 then 0 end, 60, false),
        (case when not c.a and c.u4 >= 0.15 and c.u4 < 0.35 then 0 end, 30, false),
        (case when not c.b and 2 * c.pair + 1 < ${n(PER_DAY)} and c.u4 >= 0.75 then 1 end, 30, false)
      ) v(slot, minutes, active)
      -- A pending request was made in the last 12 hours (an older one would be flagged as unanswered).
      cross join lateral (select case when v.active and c.u5 < ${sql.raw(String(PENDING))} then ${at} - c.u4 * interval '12 hours'
        else ${at} - (3 + c.u4 * 20) * interval '1 day' end as created) w
      where v.slot is not null`;
    await db.execute(statement);
  }
  await db.execute(sql`create table if not exists bench_directory_diary (written_at timestamptz not null)`);
  await db.execute(sql`delete from bench_directory_diary`);
  await db.execute(sql`insert into bench_directory_diary (written_at) values (${at})`);
}
