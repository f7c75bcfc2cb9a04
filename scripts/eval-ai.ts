// `npm run eval:ai`: the offline diagnosis engine against the project's clinical vignettes (issue 6,
// section 5). Each vignette is run through analyzeSymptoms as a doctor would submit it (symptoms,
// duration, severity, age, sex); the whole set is run once to warm up, then again timed. Prints
// top-1/3/10 accuracy, urgency accuracy, emergency under-triage and over-triage, calibration and
// latency per set (dev, review, holdout, all), then every miss and every urgency error, and exits 1 when the
// selected set misses a target (TARGETS in lib/ai/eval/metrics.ts).
//
//   tsx scripts/eval-ai.ts [--set dev|review|holdout|all] [--json]
//
// dev and review were used to tune the engine (review only after its first, held-out result; see
// vignettes-review.ts). The holdout set was written blind afterwards and is never used for tuning:
// its misses are printed to be reported, not fixed one by one.
import { analyzeSymptoms } from "../lib/ai/engine";
import { checkVignettes, failures, normalizeName, scoreVignette, summarize, TARGETS, type Summary, type VignetteResult } from "../lib/ai/eval/metrics";
import type { Vignette } from "../lib/ai/eval/vignette-types";
import { DEV_VIGNETTES } from "../lib/ai/eval/vignettes-dev";
import { HOLDOUT_VIGNETTES } from "../lib/ai/eval/vignettes-holdout";
import { REVIEW_VIGNETTES } from "../lib/ai/eval/vignettes-review";
import { CONDITIONS } from "../lib/ai/kb";
import type { EngineInput, EngineResult } from "../lib/ai/types";

type SetName = "dev" | "review" | "holdout" | "all";
const SET_NAMES: SetName[] = ["dev", "review", "holdout", "all"];

function parseArgs(argv: string[]): { set: SetName; json: boolean } {
  let set: SetName = "all";
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--json") json = true;
    else if (arg === "--set" || arg.startsWith("--set=")) {
      const value = arg === "--set" ? argv[++i] : arg.slice("--set=".length);
      if (!SET_NAMES.includes(value as SetName)) usage(`unknown set "${value ?? ""}"`);
      set = value as SetName;
    } else if (arg === "--help" || arg === "-h") usage();
    else usage(`unknown option "${arg}"`);
  }
  return { set, json };
}

function usage(error?: string): never {
  if (error) console.error(`eval-ai: ${error}`);
  console.error("usage: tsx scripts/eval-ai.ts [--set dev|review|holdout|all] [--json]");
  process.exit(error ? 2 : 0);
}

const { set: selected, json } = parseArgs(process.argv.slice(2));

type OneSet = Exclude<SetName, "all">;
const sets: Record<OneSet, readonly Vignette[]> = { dev: DEV_VIGNETTES, review: REVIEW_VIGNETTES, holdout: HOLDOUT_VIGNETTES };
const vignettes: readonly Vignette[] = selected === "all" ? [...DEV_VIGNETTES, ...REVIEW_VIGNETTES, ...HOLDOUT_VIGNETTES] : sets[selected];
const setOf = (v: Vignette): OneSet => (v.id.startsWith("h2-") ? "holdout" : v.id.startsWith("rev-") ? "review" : "dev");

// The set must be well formed before anything is measured.
const problems = checkVignettes(vignettes);
if (problems.length > 0) {
  console.error(`eval-ai: the vignette set is malformed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

// A vignette whose expected diagnosis the knowledge base does not have cannot be answered: say so.
const kbNames = new Set(CONDITIONS.flatMap((c) => [c.name, ...(c.aliases ?? [])].map(normalizeName)));
const kbCodes = new Set(CONDITIONS.map((c) => c.icd10));
const notInKb = vignettes.filter((v) => !kbCodes.has(v.icd10) && ![v.expected, ...v.synonyms].some((name) => kbNames.has(normalizeName(name))));
const warnings = notInKb.map((v) => `${v.id}: "${v.expected}" (${v.icd10}) is not in the knowledge base`);

const aliasesById = new Map(CONDITIONS.map((c) => [c.id, c.aliases ?? []]));

/**
 * The vignettes were written for this network's hospitals (Uganda, Kenya), so the priors are the
 * East African ones, as POST /api/ai-diagnosis uses for a hospital there (lib/ai/region.ts).
 */
const REGION = "east-africa" as const;

function inputOf(v: Vignette): EngineInput {
  return { symptoms: v.text, duration: v.duration, severity: v.severity, age: v.age, sex: v.sex, region: REGION };
}

// Warm-up: one untimed run of the whole set (JIT, lazily built indexes).
for (const v of vignettes) analyzeSymptoms(inputOf(v));

const runs: { vignette: Vignette; result: EngineResult; scored: VignetteResult }[] = [];
for (const v of vignettes) {
  const input = inputOf(v);
  const started = performance.now();
  const result = analyzeSymptoms(input);
  const latencyMs = performance.now() - started;
  const ranked = result.ranked.map((r) => ({ name: r.name, icd10: r.icd10, confidence: r.confidence, aliases: aliasesById.get(r.id) ?? [] }));
  runs.push({ vignette: v, result, scored: scoreVignette(v, ranked, result.urgencyLevel, latencyMs) });
}

const reportSets: SetName[] = selected === "all" ? ["dev", "review", "holdout", "all"] : [selected];
const summaries = Object.fromEntries(
  reportSets.map((name) => [name, summarize(runs.filter((r) => name === "all" || setOf(r.vignette) === name).map((r) => r.scored))]),
) as Partial<Record<SetName, Summary>>;
const gate = summaries[selected] as Summary;
const failed = failures(gate);

const misses = runs
  .filter((r) => r.scored.rank !== 1)
  .map(({ vignette, scored }) => ({
    id: vignette.id,
    set: setOf(vignette),
    expected: vignette.expected,
    first: scored.top ? { name: scored.top.name, confidence: scored.top.confidence } : null,
    rank: scored.rank,
  }));
const urgencyErrors = runs
  .filter((r) => r.scored.urgency !== r.scored.expectedUrgency)
  .map(({ vignette, scored }) => ({
    id: vignette.id,
    set: setOf(vignette),
    expected: vignette.expected,
    expectedUrgency: scored.expectedUrgency,
    answered: scored.urgency,
    underTriage: scored.expectedUrgency === "high",
  }));

const engine = runs[0]?.result.engine ?? "unknown";

if (json) {
  console.log(JSON.stringify({ engine, set: selected, targets: TARGETS, summaries, misses, urgencyErrors, warnings, failures: failed }, null, 2));
} else {
  printReport();
}
process.exitCode = failed.length > 0 ? 1 : 0;

// ---- text report ----

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

/** A plain-text table; columns whose cells all start with a digit (or are "-") are right-aligned. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = header.map((_, i) => i > 0 && rows.length > 0 && rows.every((r) => /^([-+]?\d|-$|[<>]=)/.test(r[i]) || r[i] === ""));
  const line = (cells: string[]) => cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function printReport() {
  const names = reportSets;
  const s = names.map((n) => summaries[n] as Summary);
  console.log(`AI diagnosis evaluation: engine ${engine}, ${vignettes.length} vignettes (set: ${selected}, region: ${REGION})\n`);
  const row = (label: string, f: (x: Summary) => string, target = "") => [label, ...s.map(f), target];
  console.log(
    table(
      ["metric", ...names, "target"],
      [
        row("vignettes", (x) => String(x.n)),
        row("top-1 accuracy", (x) => pct(x.top1), `>= ${pct(TARGETS.top1)}`),
        row("top-3 accuracy", (x) => pct(x.top3), `>= ${pct(TARGETS.top3)}`),
        row("top-10 accuracy", (x) => pct(x.top10)),
        row("urgency accuracy", (x) => pct(x.urgencyAccuracy), `>= ${pct(TARGETS.urgencyAccuracy)}`),
        row("emergency under-triage", (x) => `${x.underTriage.count}/${x.underTriage.of} (${pct(x.underTriage.rate)})`, `${TARGETS.emergencyUnderTriage}`),
        row("over-triage (non-emergency → high)", (x) => `${x.overTriage.count}/${x.overTriage.of} (${pct(x.overTriage.rate)})`),
        row("urgency below correct (any)", (x) => String(x.urgencyTooLow)),
        row("mean top confidence", (x) => pct(x.calibration.meanConfidence)),
        row("calibration gap (conf − top-1)", (x) => `${x.calibration.gap >= 0 ? "+" : ""}${(x.calibration.gap * 100).toFixed(1)} pt`),
        row("expected calibration error", (x) => pct(x.calibration.ece)),
        row("latency p50", (x) => `${x.latency.p50.toFixed(2)} ms`),
        row("latency p95", (x) => `${x.latency.p95.toFixed(2)} ms`, `<= ${TARGETS.p95LatencyMs} ms`),
        row("latency max", (x) => `${x.latency.max.toFixed(2)} ms`),
      ],
    ),
  );

  for (const name of names) {
    const summary = summaries[name] as Summary;
    console.log(`\nReliability of the top answer (${name}):`);
    console.log(
      table(
        ["confidence", "count", "mean confidence", "top-1 accuracy"],
        summary.calibration.bins.map((b) => [
          `${Math.round(b.from * 100)}-${Math.round(b.to * 100)} %`,
          String(b.count),
          b.meanConfidence === null ? "-" : pct(b.meanConfidence),
          b.accuracy === null ? "-" : pct(b.accuracy),
        ]),
      ),
    );
    const m = summary.urgencyMatrix;
    console.log(`\nUrgency (${name}), rows expected, columns answered:`);
    console.log(table(["expected \\ answered", "low", "medium", "high"], (["low", "medium", "high"] as const).map((e) => [e, String(m[e].low), String(m[e].medium), String(m[e].high)])));
  }

  console.log(`\nMisses: expected diagnosis not first (${misses.length}):`);
  if (misses.length === 0) console.log("  none");
  else {
    console.log(
      table(
        ["id", "expected", "answered first", "expected at"],
        misses.map((m) => [
          m.id,
          m.expected,
          m.first ? `${m.first.name} (${pct(m.first.confidence)})` : "(nothing ranked)",
          m.rank === null ? "not in top 10" : m.rank > 10 ? `not in top 10 (rank ${m.rank})` : `rank ${m.rank}`,
        ]),
      ),
    );
  }

  console.log(`\nUrgency errors (${urgencyErrors.length}):`);
  if (urgencyErrors.length === 0) console.log("  none");
  else {
    console.log(
      table(
        ["id", "expected diagnosis", "expected", "answered", "note"],
        urgencyErrors.map((e) => [e.id, e.expected, e.expectedUrgency, e.answered, e.underTriage ? "EMERGENCY UNDER-TRIAGED" : ""]),
      ),
    );
  }

  if (warnings.length > 0) console.log(`\nWarnings:\n  ${warnings.join("\n  ")}`);

  if (failed.length > 0) console.log(`\nFAILED (${selected}):\n  ${failed.join("\n  ")}`);
  else console.log(`\nAll targets met (${selected}).`);
}
