// Patient search at scale: BENCH_PATIENTS (200 000) generated patients spread over BENCH_HOSPITALS
// (20) hospitals in a fresh PGlite DATA_DIR with the real migrations. The SQL of the patient
// directory (`patientListSql`, exactly what GET /api/patients runs) is timed directly on the
// database first, then the production server (`npm run build` first) is started on the same data
// directory and `GET /api/patients?search=` is measured with autocannon for the same rotating terms
// (full names, misspelt names, a surname, partial and exact health numbers). Both sides run the
// same number of requests one at a time, then BENCH_SECONDS at BENCH_CONNECTIONS concurrency; the
// table reports the API/SQL ratios. Run: `npm run build && npm run bench:patients`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { hashPassword } from "@/lib/auth/password";
import { openPglite, type Db, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { queryRows } from "@/lib/db/raw";
import { NAME_MATCH_THRESHOLD, patientListSql } from "@/lib/services/patient-directory";
import { ensureSettings } from "@/lib/services/settings";
import { listPatientsQuerySchema } from "@/lib/validation/patient-list";

import { startServer, stopServer, summary, timeApi, timeCalls, waitForServer } from "./harness";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
const HOSPITALS = Number(process.env.BENCH_HOSPITALS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** Requests of the one-at-a-time run (each side), rotating through the terms. */
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const BASE = `http://127.0.0.1:${PORT}`;
const HOSPITAL = "HOSP-001";
const ADMIN = { email: "admin@hosp-001.bench.example", password: "Bench@2026!" };

// ---------------------------------------------------------------------------------------------
// Data: names from East African (and a few other) pools plus generated Bantu-like surnames, so the
// trigram index sees thousands of distinct, similar-looking names rather than "Pat Ient123".

const FEMALE = [
  "Amina", "Aisha", "Achieng", "Akinyi", "Atieno", "Awino", "Babirye", "Nakato", "Nalwoga", "Namata", "Wanjiru", "Wanjiku",
  "Njeri", "Nyambura", "Wambui", "Mumbua", "Mwikali", "Zawadi", "Neema", "Rehema", "Halima", "Fatuma", "Mwanaisha", "Imani",
  "Uwase", "Ingabire", "Keza", "Nyandeng", "Achol", "Abuk", "Hodan", "Fadumo", "Sahra", "Asha", "Tigist", "Meron", "Selam",
  "Hiwot", "Grace", "Mary", "Esther", "Sharon", "Prossy", "Joan", "Florence", "Winnie", "Annet", "Brenda", "Doreen",
  "Christine", "Juliet", "Mercy", "Purity", "Faith", "Joy", "Patience", "Chipo", "Thandiwe", "Nomvula", "Ngozi", "Chiamaka",
  "Ama", "Abena", "Akosua", "Sarah", "Elizabeth", "Priya", "Fatima", "Maria", "Olivia",
];
const MALE = [
  "Kato", "Wasswa", "Mukasa", "Okello", "Opio", "Ochieng", "Otieno", "Odhiambo", "Onyango", "Omondi", "Mwangi", "Kamau",
  "Njoroge", "Kipchoge", "Kiprono", "Cheruiyot", "Baraka", "Juma", "Hamisi", "Rashidi", "Bakari", "Jabari", "Emmanuel",
  "Olivier", "Jean", "Deng", "Garang", "Majok", "Lual", "Abdi", "Mohamed", "Ahmed", "Hassan", "Yusuf", "Abebe", "Tesfaye",
  "Dawit", "Brian", "Ronald", "Isaac", "Samuel", "Denis", "Robert", "Godfrey", "Paul", "Henry", "Ivan", "Kevin", "Collins",
  "Stephen", "John", "Joseph", "George", "Peter", "David", "Moses", "Tendai", "Sipho", "Thabo", "Chinedu", "Emeka", "Kwame",
  "Kofi", "Yaw", "James", "William", "Arjun", "Omar",
];
const SURNAMES = [
  "Mugisha", "Nsubuga", "Kiggundu", "Namubiru", "Tumusiime", "Byaruhanga", "Kyomuhendo", "Lubega", "Wasswa", "Nakimuli",
  "Ochieng", "Akello", "Opio", "Mukasa", "Nabukenya", "Katende", "Ssempala", "Ssebunya", "Kariuki", "Mutua", "Wafula",
  "Njoroge", "Onyango", "Kilonzo", "Chepkoech", "Maina", "Omondi", "Wekesa", "Kimani", "Rotich", "Kamau", "Otieno", "Mwangi",
  "Uwimana", "Niyonzima", "Hakizimana", "Habimana", "Nshimiyimana", "Ndayishimiye", "Mabior", "Akol", "Kuol", "Wani", "Mushi",
  "Mwakyusa", "Massawe", "Kimaro", "Mrema", "Mollel", "Warsame", "Farah", "Abdullahi", "Osman", "Aden", "Tadesse", "Bekele",
  "Haile", "Girma", "Okafor", "Adeyemi", "Mensah", "Owusu", "Dlamini", "Nkosi", "Moyo", "Smith", "Patel", "Khan", "Brown",
  "Wilson",
];
// Generated surnames: prefix + middle + ending (16 x 14 x 14 = 3136 forms such as "Nakisaga", "Mwarungo").
const PREFIX = ["Na", "Ka", "Mu", "Ssa", "Wa", "Ki", "Ba", "O", "Tu", "Nya", "Lu", "Bi", "Se", "Ke", "Ru", "Mwa"];
const MIDDLE = ["ka", "ma", "nga", "ba", "ta", "si", "we", "ru", "mbi", "ko", "gu", "li", "ye", "ho"];
const ENDING = ["to", "la", "ye", "zi", "ngo", "nda", "ra", "li", "mbe", "sa", "ga", "no", "ke", "wa"];
// Country of origin (name, ISO code), weighted towards East Africa.
const ORIGINS: [string, string][] = [
  ...Array<[string, string]>(5).fill(["Uganda", "UG"]),
  ...Array<[string, string]>(4).fill(["Kenya", "KE"]),
  ...Array<[string, string]>(3).fill(["Tanzania", "TZ"]),
  ...Array<[string, string]>(2).fill(["Rwanda", "RW"]),
  ["Burundi", "BI"], ["South Sudan", "SS"], ["Democratic Republic of Congo", "CD"], ["Somalia", "SO"], ["Ethiopia", "ET"],
  ["Nigeria", "NG"], ["Ghana", "GH"], ["South Africa", "ZA"], ["United Kingdom", "GB"], ["United States", "US"],
];
const STREETS = ["Kampala Road", "Jinja Road", "Moi Avenue", "Ngong Road", "Kenyatta Avenue", "Bagamoyo Road", "KN 5 Road", "Entebbe Road", "Gulu Highway", "Mombasa Road"];

const arr = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);
const pick = (values: readonly string[]) => sql`(${arr(values)})[1 + floor(random() * ${values.length})::int]`;

async function generate(db: Db) {
  await db.execute(sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city, timezone, subscription_status, trial_expires_at)
    select 'HOSP-' || lpad(h::text, 3, '0'), 'Bench Hospital ' || h, 'Plot ' || h || ' Kampala Road', '+256700000' || lpad(h::text, 3, '0'),
      'h' || h || '@bench.example', 'LIC-' || h, 'Uganda', 'Central', 'Kampala', 'Africa/Kampala', 'trial', now() + interval '30 days'
    from generate_series(1, ${HOSPITALS}) h`);
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, username, password_hash, role, hospital_id, first_name, last_name, is_verified)
      values (${ADMIN.email}, ${ADMIN.email}, ${await hashPassword(ADMIN.password)}, 'hospital_admin', ${HOSPITAL}, 'Bench', 'Admin', true)
      returning id`,
  );
  await db.execute(sql`update hospitals set admin_user_id = ${admin.id} where id = ${HOSPITAL}`);

  // One row per patient with every random choice made once (setseed: the same data every run).
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`create temp table bench_gen as
    select c.*, c.code || '-PAT-' || c.yr || '-' || lpad(c.seq::text, greatest(3, length(c.seq::text)), '0') as id
    from (select *, row_number() over (partition by code, yr order by i) as seq from (
      select s.*, (${arr(ORIGINS.map((o) => o[1]))})[s.o] as code, (${arr(ORIGINS.map((o) => o[0]))})[s.o] as country
      from (
        select i, 1 + floor(random() * ${ORIGINS.length})::int as o, 2019 + floor(random() * 8)::int as yr, g,
          case when g = 'female' then ${pick(FEMALE)} else ${pick(MALE)} end as first_name,
          case when random() < 0.3 then case when g = 'female' then ${pick(FEMALE)} else ${pick(MALE)} end end as middle_name,
          case when random() < 0.5 then ${pick(SURNAMES)} else ${pick(PREFIX)} || ${pick(MIDDLE)} || ${pick(ENDING)} end as last_name,
          date '1940-01-01' + floor(random() * 28000)::int as dob,
          '+2567' || lpad(floor(random() * 100000000)::text, 8, '0') as phone,
          'Plot ' || (1 + floor(random() * 400)::int) || ' ' || ${pick(STREETS)} as address,
          random() as r1, random() as r2, random() as r3, random() as r4, random() as doy
        from (select i, case when random() < 0.5 then 'female' else 'male' end as g from generate_series(1, ${PATIENTS}) i) base
      ) s
    ) o) c`);

  const CHUNK = 25_000;
  for (let from = 1; from <= PATIENTS; from += CHUNK) {
    const to = Math.min(PATIENTS, from + CHUNK - 1);
    await db.execute(sql`insert into patients (id, first_name, middle_name, last_name, date_of_birth, gender, phone, email, address, city,
        country_of_origin, nationality, emergency_contact, emergency_phone, emergency_relationship, blood_type, is_active,
        registration_source, verification_status, consent_to_treatment, data_privacy_consent, created_at, updated_at)
      select id, first_name, middle_name, last_name, dob, g, phone,
        case when r1 < 0.4 then lower(first_name || '.' || last_name) || i || '@example.com' end,
        address, 'Kampala', country, null, 'Next Of Kin', '+256700' || lpad((i % 1000000)::text, 6, '0'), 'sibling',
        case when r2 < 0.7 then (array['O+','A+','B+','AB+','O-','A-','B-','AB-'])[1 + floor(r2 / 0.7 * 8)::int] end,
        r3 >= 0.05, case when r4 < 0.8 then 'hospital' else 'self' end,
        case when r4 < 0.6 then 'verified' when r4 < 0.95 then 'pending' else 'rejected' end, true, true,
        least(now(), make_timestamptz(yr, 1, 1, 8, 0, 0, 'UTC') + doy * interval '364 days'),
        least(now(), make_timestamptz(yr, 1, 1, 8, 0, 0, 'UTC') + doy * interval '364 days')
      from bench_gen where i between ${from} and ${to}`);
    await db.execute(sql`insert into patient_hospitals (patient_id, hospital_id, source, linked_at)
      select id, 'HOSP-' || lpad((1 + (i - 1) % ${HOSPITALS})::text, 3, '0'), 'registered',
        least(now(), make_timestamptz(yr, 1, 1, 8, 0, 0, 'UTC') + doy * interval '364 days')
      from bench_gen where i between ${from} and ${to}`);
  }
  // Health numbers continue after the generated ones if a patient is registered on this data dir.
  await db.execute(sql`insert into counters (key, value)
    select 'patient:' || code || ':' || yr, count(*) from bench_gen group by code, yr
    on conflict (key) do update set value = excluded.value`);
  await db.execute(sql`drop table bench_gen`);
  await db.execute(sql`analyze`);
}

/** Full names, misspelt names, a surname, partial and exact health numbers of HOSP-001's patients. */
async function chooseTerms(db: Db) {
  const rows = await queryRows<{ id: string; first_name: string; last_name: string }>(
    db,
    sql`select p.id, p.first_name, p.last_name from patient_hospitals ph join patients p on p.id = ph.patient_id
      where ph.hospital_id = ${HOSPITAL} order by p.id limit 5000`,
  );
  const at = (k: number) => rows[Math.floor((k * rows.length) / 7) % rows.length];
  // One typo per word: a doubled consonant, a swapped vowel or a dropped letter.
  const typo = (word: string, kind: number) => {
    const m = Math.max(1, Math.floor(word.length / 2));
    if (kind === 0) return word.slice(0, m) + word[m] + word.slice(m);
    if (kind === 1) return word.slice(0, m) + (/[aeiou]/i.test(word[m]) ? (word[m] === "a" ? "e" : "a") : "i") + word.slice(m + 1);
    return word.slice(0, m) + word.slice(m + 1);
  };
  const full = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`;
  // `target`: the patient the term was made from, who must be among the answers (a bare surname
  // matches more than one page, so it has none).
  const terms: { term: string; kind: string; target?: string }[] = [];
  for (let k = 0; k < 4; k++) terms.push({ term: full(at(k)), kind: "full name", target: at(k).id });
  for (let k = 0; k < 4; k++) {
    const r = at(k + 3);
    terms.push({ term: `${typo(r.first_name, k % 3)} ${typo(r.last_name, (k + 1) % 3)}`, kind: "misspelt name", target: r.id });
  }
  terms.push({ term: at(5).last_name, kind: "surname" });
  terms.push({ term: at(1).id.slice(0, -1), kind: "health number prefix", target: at(1).id });
  terms.push({ term: at(2).id.slice(3), kind: "health number, no country", target: at(2).id });
  terms.push({ term: at(6).id, kind: "exact health number", target: at(6).id });
  return terms;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-patients-"));
  const started = performance.now();
  const log = (m: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}`);
  let server: ChildProcess | undefined;
  let handle: DbHandle | undefined;
  try {
    handle = openPglite(path.join(dataDir, "pglite"));
    const { db } = handle;
    await runMigrations(handle);
    await ensureSettings(db);
    log(`generating ${PATIENTS} patients across ${HOSPITALS} hospitals in ${dataDir}`);
    await generate(db);
    const [counts] = await queryRows<{ p: number; l: number }>(
      db,
      sql`select (select count(*) from patients)::int as p, (select count(*) from patient_hospitals where hospital_id = ${HOSPITAL})::int as l`,
    );
    log(`generated: ${counts.p} patients, ${counts.l} linked to ${HOSPITAL}`);

    const terms = await chooseTerms(db);
    // The service sets this per transaction (patientSearchSettings); here once for the session, so
    // that the SQL side times the select alone and the API side adds everything around it.
    await db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_MATCH_THRESHOLD)}, false)`);
    // The query object the route builds from ?search=… (defaults: limit 50, offset 0).
    const queries = terms.map((t) => listPatientsQuerySchema.parse({ search: t.term }));
    const statement = (i: number) => patientListSql(HOSPITAL, queries[i % queries.length]);
    const expected: number[] = [];
    const found: (boolean | null)[] = [];
    for (let k = 0; k < terms.length; k++) {
      const rows = await queryRows<{ id: string }>(db, statement(k));
      expected.push(rows.length);
      found.push(terms[k].target ? rows.some((r) => r.id === terms[k].target) : null);
    }

    // Direct SQL: warm-up pass, then RUNS one at a time, then SECONDS at CONNECTIONS concurrency.
    await timeCalls((i) => db.execute(statement(i)), { concurrency: 1, runs: terms.length * 3 });
    log(`SQL: ${RUNS} statements one at a time`);
    const sqlSeq = await timeCalls((i) => db.execute(statement(i)), { concurrency: 1, runs: RUNS });
    log(`SQL: ${SECONDS} s at concurrency ${CONNECTIONS}`);
    const sqlConc = await timeCalls((i) => db.execute(statement(i)), { concurrency: CONNECTIONS, seconds: SECONDS });
    const perTermSql = terms.map((_, k) => summary({ latencies: sqlSeq.latencies.filter((_, i) => i % terms.length === k), seconds: 1, failures: 0 }).p50);

    // Plans of the slowest term of each kind.
    const plans: string[] = [];
    const seenKinds = new Set<string>();
    const bySlowest = terms.map((t, k) => ({ ...t, k, p50: perTermSql[k] })).sort((a, b) => b.p50 - a.p50);
    for (const t of bySlowest) {
      if (seenKinds.has(t.kind)) continue;
      seenKinds.add(t.kind);
      const rows = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${statement(t.k)}`);
      plans.push(`-- ${t.kind}: "${t.term}" (p50 ${t.p50.toFixed(2)} ms)\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
    }
    await handle.close();
    handle = undefined;

    // The API on the same data directory.
    log("starting next start");
    server = startServer(PORT, dataDir);
    const startMs = await waitForServer(BASE, server);
    const login = await fetch(`${BASE}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const paths = terms.map((t) => `/api/patients?search=${encodeURIComponent(t.term)}`);
    // Same answers as the SQL (and warm-up: every route and statement compiled once).
    for (let k = 0; k < terms.length; k++) {
      for (let w = 0; w < 3; w++) {
        const res = await fetch(`${BASE}${paths[k]}`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`GET ${paths[k]}: ${res.status} ${await res.text()}`);
        const body = (await res.json()) as unknown;
        const list = Array.isArray(body) ? body : ((body as { patients?: unknown[]; data?: unknown[] }).patients ?? (body as { data?: unknown[] }).data ?? []);
        if (w === 0 && list.length !== expected[k]) log(`warning: "${terms[k].term}" API ${list.length} rows, SQL ${expected[k]}`);
      }
    }
    log(`API: ${RUNS} requests one at a time`);
    const apiSeq = await timeApi(BASE, paths, { headers: { cookie }, connections: 1, amount: RUNS });
    log(`API: ${SECONDS} s at ${CONNECTIONS} connections`);
    const apiConc = await timeApi(BASE, paths, { headers: { cookie }, connections: CONNECTIONS, seconds: SECONDS });
    const perTermApi = terms.map((_, k) => summary({ latencies: apiSeq.latencies.filter((_, i) => i % terms.length === k), seconds: 1, failures: 0 }).p50);
    await stopServer(server);
    server = undefined;

    // PGlite has no autovacuum: the GIN indexes' pending lists (fastupdate) stay until they pass
    // gin_pending_list_limit. The figures above are for the data as loaded; the same SQL once more
    // with the pending lists merged, as VACUUM (autovacuum on a PostgreSQL server) would leave them.
    handle = openPglite(path.join(dataDir, "pglite"));
    await handle.db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_MATCH_THRESHOLD)}, false)`);
    const pending = await queryRows<{ index: string; pages: number }>(
      handle.db,
      sql`select c.relname as index, gin_clean_pending_list(c.oid)::int as pages
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and i.indrelid = 'patients'::regclass order by 1`,
    );
    const cleanDb = handle.db;
    await timeCalls((i) => cleanDb.execute(statement(i)), { concurrency: 1, runs: terms.length * 3 });
    const sqlClean = await timeCalls((i) => cleanDb.execute(statement(i)), { concurrency: 1, runs: RUNS });
    const perTermClean = terms.map((_, k) => summary({ latencies: sqlClean.latencies.filter((_, i) => i % terms.length === k), seconds: 1, failures: 0 }).p50);
    await handle.close();
    handle = undefined;

    // Report.
    const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
    const x = (n: number) => `${n.toFixed(1)}x`;
    console.log(`\n${os.cpus().length} cores, Node ${process.version}; ${counts.p} patients, ${HOSPITALS} hospitals, ${counts.l} linked to ${HOSPITAL};`);
    console.log(`server ready in ${f(startMs)} ms; ${terms.length} rotating terms; latency percentiles computed from every response (p95 exact, not autocannon's p97.5).\n`);
    console.log("| run | SQL p50 / p95 | SQL queries/s | API p50 / p95 | API req/s | API/SQL p50 / p95 / throughput |\n|---|---|---|---|---|---|");
    for (const [label, s, a] of [
      [`one at a time, ${RUNS} each`, summary(sqlSeq), summary(apiSeq)],
      [`${CONNECTIONS} concurrent, ${SECONDS} s each`, summary(sqlConc), summary(apiConc)],
    ] as const) {
      console.log(
        `| ${label} | ${f(s.p50)} / ${f(s.p95)} ms | ${f(s.perSecond)} | ${f(a.p50)} / ${f(a.p95)} ms | ${f(a.perSecond)} | ${x(a.p50 / s.p50)} / ${x(a.p95 / s.p95)} / ${(a.perSecond / s.perSecond).toFixed(2)}x |`,
      );
    }
    const c = summary(sqlClean);
    console.log(
      `| SQL only, GIN pending lists merged first (${pending.map((p) => `${p.index} ${p.pages} pages`).join(", ")}), one at a time | ${f(c.p50)} / ${f(c.p95)} ms | ${f(c.perSecond)} | | | |`,
    );
    console.log(`\nnon-2xx or errors: one at a time ${apiSeq.failures}, concurrent ${apiConc.failures} (autocannon p97.5 concurrent ${apiConc.result.latency.p97_5} ms)\n`);
    console.log("| term | kind | rows | intended patient found | SQL p50 | API p50 | SQL p50, pending lists merged |\n|---|---|---|---|---|---|---|");
    terms.forEach((t, k) => {
      const hit = found[k] === null ? "-" : found[k] ? "yes" : `no (${t.target})`;
      console.log(`| ${t.term} | ${t.kind} | ${expected[k]} | ${hit} | ${f(perTermSql[k])} ms | ${f(perTermApi[k])} ms | ${f(perTermClean[k])} ms |`);
    });
    console.log(`\nEXPLAIN ANALYZE (slowest term of each kind):\n\n${plans.join("\n\n")}\n`);
    log("done");
  } finally {
    if (server) await stopServer(server);
    if (handle) await handle.close().catch(() => undefined);
    if (process.env.BENCH_KEEP) console.error(`data directory kept: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
