// The public health worker directory at scale: BENCH_WORKERS (100 000) generated public profiles
// (plus BENCH_HIDDEN private or inactive ones) in a fresh PGlite DATA_DIR with the real migrations.
// The directory's SQL (`directoryWordsSql` for the words a search means, then `directorySql`:
// exactly what GET /api/health-workers/public-search runs) is timed directly on the database, then through the service (`searchDirectory`, in process), then
// the production server (`npm run build` first; NEXT_DIST_DIR is honoured) is started on the same
// data directory and the API is measured for the same rotating queries (misspelt skills, names,
// misspelt names, a surname, a role word, a specialization, searches with filters, filters alone, a deep
// page). Each side runs BENCH_RUNS requests one at a time, then BENCH_SECONDS at
// BENCH_CONNECTIONS concurrency; the table reports p50/p95 and the API/SQL ratios (target: API
// p95 ≤ 50 ms, ratio ≤ 1.5). BENCH_SKIP_API=1 times the SQL and the service only (no build needed).
// Run: `npm run build && npm run bench:health-workers`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql, type SQL } from "drizzle-orm";

import { anonymous } from "@/lib/auth/actor-types";
import { HEALTH_WORKER_ROLES } from "@/lib/db/schema/enums";
import { openPglite, setDbHandle, type Db, type DbHandle, type DbOrTx } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { queryRows } from "@/lib/db/raw";
import { DIRECTORY_MATCH_THRESHOLD, runDirectoryQuery, searchDirectory } from "@/lib/services/health-worker-directory";
import { ensureSettings } from "@/lib/services/settings";
import { directoryQuerySchema, type DirectoryQuery } from "@/lib/validation/health-worker-public";

import { startServer, stopServer, summary, timeApi, timeCalls, waitForServer, type CannonResult, type Timing } from "./harness";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 100_000);
const HIDDEN = Number(process.env.BENCH_HIDDEN ?? 10_000);
const HOSPITALS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const BASE = `http://127.0.0.1:${PORT}`;
const SKIP_API = process.env.BENCH_SKIP_API === "1";

// ---------------------------------------------------------------------------------------------
// Data: East African and other names, the roles of the vocabulary, and skills, languages and
// specializations such as health workers list.

const FIRST = [
  "Amina", "Aisha", "Achieng", "Akinyi", "Atieno", "Babirye", "Nakato", "Nalwoga", "Wanjiru", "Njeri", "Wambui", "Zawadi", "Neema",
  "Rehema", "Halima", "Fatuma", "Imani", "Uwase", "Ingabire", "Achol", "Hodan", "Tigist", "Grace", "Esther", "Sharon", "Prossy",
  "Florence", "Winnie", "Brenda", "Doreen", "Juliet", "Mercy", "Faith", "Patience", "Chipo", "Ngozi", "Abena", "Sarah", "Harriet",
  "Agnes", "Kato", "Wasswa", "Mukasa", "Okello", "Opio", "Ochieng", "Otieno", "Onyango", "Mwangi", "Kamau", "Njoroge", "Kiprono",
  "Baraka", "Juma", "Hamisi", "Emmanuel", "Olivier", "Deng", "Garang", "Abdi", "Hassan", "Yusuf", "Abebe", "Dawit", "Brian",
  "Ronald", "Isaac", "Samuel", "Denis", "Godfrey", "Paul", "Henry", "Moses", "Tendai", "Sipho", "Chinedu", "Kwame", "Kofi",
];
const SURNAMES = [
  "Mugisha", "Nsubuga", "Kiggundu", "Namubiru", "Tumusiime", "Byaruhanga", "Kyomuhendo", "Lubega", "Nakimuli", "Akello", "Nabukenya",
  "Katende", "Ssempala", "Kariuki", "Mutua", "Wafula", "Kilonzo", "Chepkoech", "Maina", "Omondi", "Wekesa", "Kimani", "Rotich",
  "Uwimana", "Niyonzima", "Hakizimana", "Habimana", "Ndayishimiye", "Mabior", "Akol", "Kuol", "Mushi", "Mwakyusa", "Massawe",
  "Kimaro", "Mrema", "Mollel", "Warsame", "Farah", "Osman", "Tadesse", "Bekele", "Haile", "Okafor", "Adeyemi", "Mensah", "Owusu",
  "Dlamini", "Nkosi", "Moyo", "Nansubuga", "Atim", "Nalwoga", "Odhiambo", "Njeri",
];
const PREFIX = ["Na", "Ka", "Mu", "Ssa", "Wa", "Ki", "Ba", "O", "Tu", "Nya", "Lu", "Bi"];
const MIDDLE = ["ka", "ma", "nga", "ba", "ta", "si", "we", "ru", "mbi", "ko", "gu", "li"];
const ENDING = ["to", "la", "ye", "zi", "ngo", "nda", "ra", "li", "mbe", "sa", "ga", "no"];
const SKILLS = [
  "Triage", "IV cannulation", "Wound care", "Phlebotomy", "Malaria microscopy", "Blood chemistry", "Dispensing", "Medication counselling",
  "Stock management", "Newborn resuscitation", "Breastfeeding support", "Immunisation", "Theatre nursing", "Sterile technique",
  "Post-operative care", "X-ray", "Ultrasound", "CT scanning", "Antimicrobial stewardship", "Inventory control", "Outpatient consultation",
  "Minor procedures", "HIV counselling", "Sports injuries", "Stroke rehabilitation", "Manual therapy", "Basic life support",
  "Advanced cardiac life support", "Patient transport", "Infection prevention", "Health education", "Family planning", "Antenatal care",
  "Postnatal care", "Nutrition assessment", "Diet planning", "Case management", "Psychosocial support", "Medical records",
  "Billing", "Reception", "Data entry", "Haematology", "Microbiology", "Histology", "Serology", "Urinalysis", "Dental prosthetics",
  "Eye examination", "Refraction", "Anaesthesia equipment", "Ventilator care", "Palliative care", "Home visits", "Community mobilisation",
  "Tuberculosis screening", "Diabetes education", "Hypertension screening", "Emergency response", "Ambulance driving",
];
const LANGUAGES = ["English", "Swahili", "Luganda", "French", "Kinyarwanda", "Amharic", "Somali", "Acholi", "Luo", "Kikuyu", "Arabic", "Portuguese"];
const SPECIALIZATIONS = [
  "Emergency and trauma nursing", "Clinical chemistry", "Neonatal care", "Theatre nursing", "Medical imaging", "Community health",
  "Paediatric nursing", "Mental health", "Oncology nursing", "Maternal health", "Musculoskeletal rehabilitation", "Public health",
  "Clinical pharmacy", "Laboratory quality", "Critical care", "Renal care",
];
const NATIONALITIES = ["Ugandan", "Kenyan", "Tanzanian", "Rwandan", "Burundian", "South Sudanese", "Congolese", "Ethiopian", "Somali", "Nigerian", "Ghanaian"];

const arr = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);
const pick = (values: readonly string[]) => sql`(${arr(values)})[1 + floor(random() * ${values.length})::int]`;

async function generate(db: Db) {
  await db.execute(sql`insert into hospitals (id, name, address, phone, email, license_number, country, state, city, timezone, subscription_status, trial_expires_at)
    select 'HOSP-' || lpad(h::text, 3, '0'), 'Bench Hospital ' || h, 'Plot ' || h || ' Kampala Road', '+256700000' || lpad(h::text, 3, '0'),
      'h' || h || '@bench.example', 'LIC-' || h, 'Uganda', 'Central', 'Kampala', 'Africa/Kampala', 'trial', now() + interval '30 days'
    from generate_series(1, ${HOSPITALS}) h`);
  await db.execute(sql`select setseed(0.14)`);
  const total = WORKERS + HIDDEN;
  const CHUNK = 20_000;
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    // The subqueries name `i`, so that each row draws its own skills and languages. Of the rows past
    // WORKERS, the even ones are public but inactive and the odd ones active but private.
    await db.execute(sql`insert into health_workers (health_worker_id, worker_number, password_hash, first_name, last_name, email, phone, role,
        specialization, qualifications, license_number, employment_status, hospital_id, is_public_profile, is_active, experience_years,
        date_of_birth, nationality, address, skills, languages, emergency_contact, emergency_relationship, license_verified_at)
      select 'HW-2026-' || lpad(i::text, 6, '0'), 'WN-' || lpad(i::text, 6, '0'), 'bench-no-login', ${pick(FIRST)},
        case when random() < 0.6 then ${pick(SURNAMES)} else ${pick(PREFIX)} || ${pick(MIDDLE)} || ${pick(ENDING)} end,
        'w' || i || '@bench.example', '+2567' || lpad(floor(random() * 100000000)::text, 8, '0'),
        (${arr(HEALTH_WORKER_ROLES)})[1 + (i * 7919) % ${HEALTH_WORKER_ROLES.length}],
        case when random() < 0.6 then ${pick(SPECIALIZATIONS)} end,
        'Diploma in a health discipline', 'LIC-' || i,
        case when e then 'employed' else 'unemployed' end,
        case when e then 'HOSP-' || lpad((1 + i % ${HOSPITALS})::text, 3, '0') end,
        i <= ${WORKERS} or i % 2 = 0, i <= ${WORKERS} or i % 2 = 1,
        floor(random() * 35)::int, date '1960-01-01' + floor(random() * 15000)::int, ${pick(NATIONALITIES)}, 'Plot 1, Bench Road, Kampala',
        (select array_agg(distinct (${arr(SKILLS)})[1 + floor(random() * ${SKILLS.length})::int]) from generate_series(1, 2 + i % 4) g),
        (select array_agg(distinct (${arr(LANGUAGES)})[1 + floor(random() * ${LANGUAGES.length})::int]) from generate_series(1, 1 + i % 3) g),
        '+256700999000', 'sibling', case when e and random() < 0.5 then now() end
      from (select i, random() < 0.3 as e from generate_series(${from}::int, ${to}::int) i) s`);
  }
  await db.execute(sql`insert into counters (key, value) values ('health_worker:2026', ${total}), ('worker_number', ${total})
    on conflict (key) do update set value = excluded.value`);
  await db.execute(sql`analyze`);
}

// ---------------------------------------------------------------------------------------------
// The rotating queries, made from the generated rows.

type Term = { query: Record<string, string>; kind: string; target?: { firstName: string; lastName: string } };

/** One typo in a word: a doubled letter, a changed vowel or a dropped letter. */
function typo(word: string, kind: number): string {
  const m = Math.max(1, Math.floor(word.length / 2));
  if (kind === 0) return word.slice(0, m) + word[m] + word.slice(m);
  if (kind === 1) return word.slice(0, m) + (/[aeiou]/i.test(word[m]) ? (word[m] === "a" ? "e" : "a") : "i") + word.slice(m + 1);
  return word.slice(0, m) + word.slice(m + 1);
}

async function chooseTerms(db: Db): Promise<Term[]> {
  const rows = await queryRows<{ id: string; hw: string; first_name: string; last_name: string }>(
    db,
    sql`select id, health_worker_id as hw, first_name, last_name from health_workers where is_public_profile and is_active order by health_worker_id limit 5000`,
  );
  const at = (k: number) => rows[Math.floor((k * rows.length) / 7) % rows.length];
  const terms: Term[] = [];
  for (const [k, skill] of ["Phlebotomy", "Breastfeeding support", "Stroke rehabilitation", "Tuberculosis screening"].entries()) {
    const words = skill.split(" ");
    terms.push({ query: { search: words.map((w, j) => (j === 0 ? typo(w.toLowerCase(), k % 3) : w.toLowerCase())).join(" ") }, kind: "misspelt skill" });
  }
  for (let k = 0; k < 2; k++) terms.push({ query: { search: `${at(k).first_name} ${at(k).last_name}` }, kind: "full name", target: { firstName: at(k).first_name, lastName: at(k).last_name } });
  for (let k = 0; k < 2; k++) {
    const r = at(k + 3);
    terms.push({ query: { search: `${typo(r.first_name, k % 3)} ${typo(r.last_name, (k + 1) % 3)}` }, kind: "misspelt name", target: { firstName: r.first_name, lastName: r.last_name } });
  }
  terms.push({ query: { search: at(5).last_name }, kind: "surname" });
  terms.push({ query: { search: "midwife" }, kind: "role word" });
  terms.push({ query: { search: "neonatal care" }, kind: "specialization" });
  terms.push({ query: { search: "wound care", role: "nurse", available: "true" }, kind: "skill + role + available" });
  terms.push({ query: { search: "triage", language: "swahili", minExperience: "5" }, kind: "skill + language + experience" });
  terms.push({ query: { role: "laboratory_technician" }, kind: "role filter only" });
  terms.push({ query: { language: "French", available: "true" }, kind: "language + available" });
  terms.push({ query: {}, kind: "everyone, first page" });
  terms.push({ query: { page: "50" }, kind: "everyone, page 50" });
  return terms;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-workers-"));
  const started = performance.now();
  const log = (m: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}`);
  let server: ChildProcess | undefined;
  let handle: DbHandle | undefined;
  try {
    handle = openPglite(path.join(dataDir, "pglite"));
    const { db } = handle;
    await runMigrations(handle);
    await ensureSettings(db);
    log(`generating ${WORKERS} public profiles and ${HIDDEN} private or inactive ones in ${dataDir}`);
    await generate(db);
    const [counts] = await queryRows<{ all: number; pub: number }>(
      db,
      sql`select count(*)::int as all, (count(*) filter (where is_public_profile and is_active))::int as pub from health_workers`,
    );
    log(`generated: ${counts.all} workers, ${counts.pub} active public profiles`);

    const terms = await chooseTerms(db);
    const queries: DirectoryQuery[] = terms.map((t) => directoryQuerySchema.parse(t.query));
    // The service sets the threshold per transaction; here once for the session, so that the SQL
    // side times the select alone and the service and API sides add everything around it.
    await db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(DIRECTORY_MATCH_THRESHOLD)}, false)`);
    // The service's statements, run directly: the dictionary words of the search (when there is
    // one), then the directory's select or two (`runDirectoryQuery`), without the service's
    // transaction and per-transaction threshold around them.
    const runSql = (i: number, on: DbOrTx = db) => runDirectoryQuery(on, queries[i % queries.length]);
    /** The statements one query runs, for their plans. */
    const statementsOf = async (i: number): Promise<SQL[]> => {
      const seen: SQL[] = [];
      const recorder = { execute: (s: SQL) => (seen.push(s), db.execute(s)) } as unknown as DbOrTx;
      await runSql(i, recorder);
      return seen;
    };
    const expected: number[] = [];
    const found: (boolean | null)[] = [];
    for (let k = 0; k < terms.length; k++) {
      const rows = await runSql(k);
      expected.push(Math.min(rows.length, 20));
      // Names repeat (small pools): the intended worker's name must come first.
      const t = terms[k].target;
      found.push(t ? rows[0]?.firstName === t.firstName && rows[0]?.lastName === t.lastName : null);
    }

    await timeCalls(runSql, { concurrency: 1, runs: terms.length * 3 });
    log(`SQL: ${RUNS} requests one at a time`);
    const sqlSeq = await timeCalls(runSql, { concurrency: 1, runs: RUNS });
    log(`SQL: ${SECONDS} s at concurrency ${CONNECTIONS}`);
    const sqlConc = await timeCalls(runSql, { concurrency: CONNECTIONS, seconds: SECONDS });
    const perTerm = (t: Timing) => terms.map((_, k) => summary({ latencies: t.latencies.filter((_, i) => i % terms.length === k), seconds: 1, failures: 0 }).p50);
    const perTermSql = perTerm(sqlSeq);

    // The service in process: its transaction and threshold setting around the same statement.
    setDbHandle(handle);
    const visitor = anonymous("127.0.0.1");
    await timeCalls((i) => searchDirectory(visitor, queries[i % queries.length]), { concurrency: 1, runs: terms.length * 3 });
    log(`service: ${RUNS} calls one at a time`);
    const serviceSeq = await timeCalls((i) => searchDirectory(visitor, queries[i % queries.length]), { concurrency: 1, runs: RUNS });
    setDbHandle(undefined);

    const plans: string[] = [];
    const seenKinds = new Set<string>();
    for (const t of terms.map((t, k) => ({ ...t, k, p50: perTermSql[k] })).sort((a, b) => b.p50 - a.p50)) {
      if (seenKinds.has(t.kind) || plans.length >= 4) continue;
      seenKinds.add(t.kind);
      const explained: string[] = [];
      for (const statement of await statementsOf(t.k)) {
        const rows = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${statement}`);
        explained.push(rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
      plans.push(`-- ${t.kind}: ${JSON.stringify(t.query)} (p50 ${t.p50.toFixed(2)} ms)\n${explained.join("\n--\n")}`);
    }
    await handle.close();
    handle = undefined;

    let apiSeq: (Timing & { result: CannonResult }) | undefined;
    let apiConc: (Timing & { result: CannonResult }) | undefined;
    let startMs = 0;
    if (!SKIP_API) {
      log("starting next start");
      server = startServer(PORT, dataDir);
      startMs = await waitForServer(BASE, server);
      const paths = terms.map((t) => `/api/health-workers/public-search?${new URLSearchParams(t.query)}`);
      for (let k = 0; k < terms.length; k++) {
        for (let w = 0; w < 3; w++) {
          const res = await fetch(`${BASE}${paths[k]}`);
          if (res.status !== 200) throw new Error(`GET ${paths[k]}: ${res.status} ${await res.text()}`);
          const list = (await res.json()) as unknown[];
          if (w === 0 && list.length !== expected[k]) log(`warning: ${paths[k]} API ${list.length} rows, SQL ${expected[k]}`);
        }
      }
      // The bench process has run the statements thousands of times (PGlite's WebAssembly is
      // compiled to optimized code as it runs); the server gets as many requests before timing.
      log(`API: warm-up, ${RUNS} requests`);
      await timeApi(BASE, paths, { connections: 1, amount: RUNS });
      log(`API: ${RUNS} requests one at a time`);
      apiSeq = await timeApi(BASE, paths, { connections: 1, amount: RUNS });
      log(`API: ${SECONDS} s at ${CONNECTIONS} connections`);
      apiConc = await timeApi(BASE, paths, { connections: CONNECTIONS, seconds: SECONDS });
      await stopServer(server);
      server = undefined;
    }

    const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
    const x = (n: number) => `${n.toFixed(2)}x`;
    console.log(`\n${os.cpus().length} cores, Node ${process.version}; ${counts.pub} active public profiles of ${counts.all} workers;`);
    console.log(`${terms.length} rotating queries; percentiles from every response (p95 exact)${startMs ? `; server ready in ${f(startMs)} ms` : ""}.\n`);
    console.log("| run | SQL p50 / p95 | service p50 / p95 | API p50 / p95 | API/SQL p50 / p95 | SQL q/s | API req/s |\n|---|---|---|---|---|---|---|");
    const s1 = summary(sqlSeq);
    const sv = summary(serviceSeq);
    const a1 = apiSeq ? summary(apiSeq) : null;
    console.log(
      `| one at a time, ${RUNS} each | ${f(s1.p50)} / ${f(s1.p95)} ms | ${f(sv.p50)} / ${f(sv.p95)} ms | ${a1 ? `${f(a1.p50)} / ${f(a1.p95)} ms` : "-"} | ${a1 ? `${x(a1.p50 / s1.p50)} / ${x(a1.p95 / s1.p95)}` : "-"} | ${f(s1.perSecond)} | ${a1 ? f(a1.perSecond) : "-"} |`,
    );
    const s2 = summary(sqlConc);
    const a2 = apiConc ? summary(apiConc) : null;
    console.log(
      `| ${CONNECTIONS} concurrent, ${SECONDS} s each | ${f(s2.p50)} / ${f(s2.p95)} ms | | ${a2 ? `${f(a2.p50)} / ${f(a2.p95)} ms` : "-"} | ${a2 ? `${x(a2.p50 / s2.p50)} / ${x(a2.p95 / s2.p95)}` : "-"} | ${f(s2.perSecond)} | ${a2 ? f(a2.perSecond) : "-"} |`,
    );
    if (apiSeq && apiConc) console.log(`\nnon-2xx or errors: one at a time ${apiSeq.failures}, concurrent ${apiConc.failures}`);
    const perTermApi = apiSeq ? perTerm(apiSeq) : null;
    console.log("\n| query | kind | rows (page) | intended name first | SQL p50 | API p50 |\n|---|---|---|---|---|---|");
    terms.forEach((t, k) => {
      const hit = found[k] === null ? "-" : found[k] ? "yes" : `no (${t.target?.firstName} ${t.target?.lastName})`;
      console.log(`| ${new URLSearchParams(t.query).toString() || "(none)"} | ${t.kind} | ${expected[k]} | ${hit} | ${f(perTermSql[k])} ms | ${perTermApi ? `${f(perTermApi[k])} ms` : "-"} |`);
    });
    console.log(`\nEXPLAIN ANALYZE (slowest queries):\n\n${plans.join("\n\n")}\n`);
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
