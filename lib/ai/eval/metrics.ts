import type { Urgency } from "@/lib/ai/kb/types";

import { kindOfUrgency, type Vignette } from "./vignette-types";

// Pure scoring of the evaluation (issue 6, section 5): does a ranking contain the expected
// diagnosis, and how does a set of answers do against the targets. No engine, no I/O: the script
// scripts/eval-ai.ts runs the engine and feeds these functions.

/** A ranked condition as the scorer needs it (the engine's RankedCondition plus the KB's aliases). */
export type RankedName = { name: string; icd10: string; aliases?: string[] };

/** What a vignette is scored against. */
export type ExpectedDiagnosis = Pick<Vignette, "expected" | "synonyms" | "icd10">;

/** The targets of the issue: the benchmark the engine must meet. */
export const TARGETS = {
  top1: 0.65,
  top3: 0.85,
  urgencyAccuracy: 0.85,
  /** Emergencies answered below "high". */
  emergencyUnderTriage: 0,
  p95LatencyMs: 50,
} as const;

/**
 * Issue 19's targets on the blind set: besides the above, over-triage at most 10 % and at least 80 %
 * of the cases written deliberately outside the knowledge base (that it indeed lacks) answered
 * "No confident match".
 */
export const BLIND_TARGETS = {
  top1: 0.7,
  top3: 0.9,
  urgencyAccuracy: 0.85,
  emergencyUnderTriage: 0,
  p95LatencyMs: 50,
  overTriage: 0.1,
  outOfKbUncertain: 0.8,
} as const;

export type Targets = {
  top1: number;
  top3: number;
  urgencyAccuracy: number;
  emergencyUnderTriage: number;
  p95LatencyMs: number;
  overTriage?: number;
  outOfKbUncertain?: number;
};

const URGENCY_ORDER: Record<Urgency, number> = { low: 0, medium: 1, high: 2 };
const URGENCIES: Urgency[] = ["low", "medium", "high"];

/**
 * Lower case, accents and apostrophes dropped ("Bell's" = "bells", "Barré" = "barre"),
 * parenthesised parts removed, other punctuation as spaces, spaces collapsed.
 */
export function normalizeName(name: string): string {
  return collapse(stripParenthesised(baseForm(name)));
}

/** The forms a name is compared in: with the parenthesised words kept (brackets dropped) and without them. */
export function nameForms(name: string): string[] {
  const base = baseForm(name);
  const forms = new Set([collapse(base), collapse(stripParenthesised(base))]);
  forms.delete("");
  return [...forms];
}

function baseForm(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "");
}

function stripParenthesised(text: string): string {
  let out = text;
  let previous: string;
  do {
    previous = out;
    out = out.replace(/\([^()]*\)|\[[^[\]]*\]/g, " ");
  } while (out !== previous);
  return out;
}

function collapse(text: string): string {
  return text
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * The 1-based rank of the first condition of `ranked` that is the expected diagnosis, or null.
 * A condition matches when its name or one of its aliases equals the expected name or a synonym
 * (after normalisation, with or without the parenthesised part), or when its ICD-10 code equals the
 * vignette's exactly.
 */
export function matchesExpected(v: ExpectedDiagnosis, ranked: readonly RankedName[]): number | null {
  const accepted = new Set([v.expected, ...v.synonyms].flatMap(nameForms));
  const code = v.icd10.trim();
  for (let i = 0; i < ranked.length; i++) {
    const candidate = ranked[i];
    if (code !== "" && candidate.icd10.trim() === code) return i + 1;
    const names = [candidate.name, ...(candidate.aliases ?? [])];
    if (names.some((name) => nameForms(name).some((form) => accepted.has(form)))) return i + 1;
  }
  return null;
}

/** One vignette's outcome. */
export type VignetteResult = {
  id: string;
  expected: string;
  expectedUrgency: Urgency;
  /** Rank of the expected diagnosis in the engine's ranking (1-based), null when absent. */
  rank: number | null;
  /** The engine's first answer, null when it ranked nothing. */
  top: { name: string; confidence: number } | null;
  /** The urgency the engine answered. */
  urgency: Urgency;
  latencyMs: number;
  /** The engine said "No confident match". */
  uncertain?: boolean;
  /** The knowledge base holds no condition for the expected diagnosis (blind set). */
  outOfKb?: boolean;
  /** Written for a condition deliberately outside a general knowledge base (blind set). */
  deliberatelyRare?: boolean;
};

/**
 * Whether a result counts for diagnostic accuracy and calibration: every case but those written
 * deliberately outside the knowledge base that it indeed does not hold (those are scored on whether
 * the engine admits uncertainty). A common condition the knowledge base lacks counts, as a miss.
 */
export const countsForAccuracy = (r: VignetteResult): boolean => !(r.outOfKb && r.deliberatelyRare);

/** Scores one engine answer for a vignette. */
export function scoreVignette(
  v: Pick<Vignette, "id" | "expected" | "synonyms" | "icd10" | "urgency">,
  ranked: readonly (RankedName & { confidence: number })[],
  urgency: Urgency,
  latencyMs: number,
  extra: Pick<VignetteResult, "uncertain" | "outOfKb" | "deliberatelyRare"> = {},
): VignetteResult {
  const first = ranked[0];
  return {
    ...extra,
    id: v.id,
    expected: v.expected,
    expectedUrgency: v.urgency,
    rank: extra.outOfKb ? null : matchesExpected(v, ranked),
    top: first ? { name: first.name, confidence: first.confidence } : null,
    urgency,
    latencyMs,
  };
}

export type ReliabilityBin = {
  /** Confidence range [from, to) (the last bin includes 1). */
  from: number;
  to: number;
  count: number;
  /** Mean confidence of the top answers in the bin; null when the bin is empty. */
  meanConfidence: number | null;
  /** Share of the bin's top answers that were right; null when the bin is empty. */
  accuracy: number | null;
};

export type Rate = { count: number; of: number; rate: number };

export type Summary = {
  n: number;
  /** Cases counted for accuracy and calibration (countsForAccuracy). */
  nAccuracy: number;
  top1: number;
  top3: number;
  top10: number;
  urgencyAccuracy: number;
  /** Emergency vignettes (expected urgency high) answered below high. */
  underTriage: { count: number; of: number; rate: number };
  /** Non-emergency vignettes answered high. */
  overTriage: { count: number; of: number; rate: number };
  /** Any vignette answered with an urgency below the correct one (includes underTriage). */
  urgencyTooLow: number;
  /** expected urgency -> answered urgency -> count */
  urgencyMatrix: Record<Urgency, Record<Urgency, number>>;
  calibration: {
    /** Mean confidence of the top answer (0 when nothing was ranked). */
    meanConfidence: number;
    top1Accuracy: number;
    /** meanConfidence - top1Accuracy: positive = overconfident. */
    gap: number;
    /** Expected calibration error over the 5 bins. */
    ece: number;
    bins: ReliabilityBin[];
  };
  latency: { p50: number; p95: number; max: number };
  /** "No confident match" answers: on cases the knowledge base does not hold, on those written deliberately outside it, and on those it holds. */
  uncertainty: { outOfKb: Rate; deliberate: Rate; inKb: Rate };
};

const BIN_COUNT = 5;

/** Nearest-rank percentile (p in 0..100) of the values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function share(count: number, of: number): number {
  return of === 0 ? 0 : count / of;
}

function clamp01(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.min(1, Math.max(0, x));
}

const rate = (hits: readonly VignetteResult[], of: readonly VignetteResult[]): Rate => ({ count: hits.length, of: of.length, rate: share(hits.length, of.length) });

export function summarize(results: readonly VignetteResult[]): Summary {
  const n = results.length;
  const scored = results.filter(countsForAccuracy);
  const within = (k: number) => scored.filter((r) => r.rank !== null && r.rank <= k).length;
  const outOfKb = results.filter((r) => r.outOfKb);
  const deliberate = outOfKb.filter((r) => r.deliberatelyRare);
  const inKb = results.filter((r) => !r.outOfKb);

  const emergencies = results.filter((r) => r.expectedUrgency === "high");
  const others = results.filter((r) => r.expectedUrgency !== "high");
  const under = emergencies.filter((r) => r.urgency !== "high").length;
  const over = others.filter((r) => r.urgency === "high").length;

  const urgencyMatrix = Object.fromEntries(
    URGENCIES.map((expected) => [expected, Object.fromEntries(URGENCIES.map((answered) => [answered, 0]))]),
  ) as Record<Urgency, Record<Urgency, number>>;
  for (const r of results) urgencyMatrix[r.expectedUrgency][r.urgency] += 1;

  const points = scored.map((r) => ({ confidence: clamp01(r.top?.confidence ?? 0), correct: r.rank === 1 }));
  const bins: ReliabilityBin[] = [];
  for (let b = 0; b < BIN_COUNT; b++) {
    const from = b / BIN_COUNT;
    const to = (b + 1) / BIN_COUNT;
    const inBin = points.filter((p) => Math.min(BIN_COUNT - 1, Math.floor(p.confidence * BIN_COUNT)) === b);
    bins.push({
      from,
      to,
      count: inBin.length,
      meanConfidence: inBin.length ? inBin.reduce((s, p) => s + p.confidence, 0) / inBin.length : null,
      accuracy: inBin.length ? inBin.filter((p) => p.correct).length / inBin.length : null,
    });
  }
  const m = scored.length;
  const meanConfidence = m ? points.reduce((s, p) => s + p.confidence, 0) / m : 0;
  const top1 = share(within(1), m);
  const ece = bins.reduce(
    (s, bin) => (bin.count && bin.meanConfidence !== null && bin.accuracy !== null ? s + (bin.count / m) * Math.abs(bin.accuracy - bin.meanConfidence) : s),
    0,
  );

  const latencies = results.map((r) => r.latencyMs);
  const uncertain = (list: readonly VignetteResult[]) => list.filter((r) => r.uncertain);
  return {
    n,
    nAccuracy: m,
    top1,
    top3: share(within(3), m),
    top10: share(within(10), m),
    urgencyAccuracy: share(results.filter((r) => r.urgency === r.expectedUrgency).length, n),
    underTriage: { count: under, of: emergencies.length, rate: share(under, emergencies.length) },
    overTriage: { count: over, of: others.length, rate: share(over, others.length) },
    urgencyTooLow: results.filter((r) => URGENCY_ORDER[r.urgency] < URGENCY_ORDER[r.expectedUrgency]).length,
    urgencyMatrix,
    calibration: { meanConfidence, top1Accuracy: top1, gap: meanConfidence - top1, ece, bins },
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.length ? Math.max(...latencies) : 0 },
    uncertainty: { outOfKb: rate(uncertain(outOfKb), outOfKb), deliberate: rate(uncertain(deliberate), deliberate), inKb: rate(uncertain(inKb), inKb) },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The targets the summary misses, as sentences; empty when all are met. */
export function failures(summary: Summary, targets: Targets = TARGETS): string[] {
  if (summary.n === 0) return ["no vignettes were evaluated"];
  const out: string[] = [];
  if (summary.top1 < targets.top1) out.push(`top-1 accuracy ${pct(summary.top1)} is below the target ${pct(targets.top1)}`);
  if (summary.top3 < targets.top3) out.push(`top-3 accuracy ${pct(summary.top3)} is below the target ${pct(targets.top3)}`);
  if (summary.urgencyAccuracy < targets.urgencyAccuracy) {
    out.push(`urgency accuracy ${pct(summary.urgencyAccuracy)} is below the target ${pct(targets.urgencyAccuracy)}`);
  }
  if (summary.underTriage.count > targets.emergencyUnderTriage) {
    out.push(`${summary.underTriage.count} of ${summary.underTriage.of} emergencies answered below high (target ${targets.emergencyUnderTriage})`);
  }
  if (targets.overTriage !== undefined && summary.overTriage.rate > targets.overTriage) {
    out.push(`over-triage ${pct(summary.overTriage.rate)} is above the target ${pct(targets.overTriage)}`);
  }
  const deliberate = summary.uncertainty.deliberate;
  if (targets.outOfKbUncertain !== undefined && deliberate.rate < targets.outOfKbUncertain) {
    out.push(`${deliberate.count} of ${deliberate.of} cases outside the knowledge base answered "No confident match" (${pct(deliberate.rate)}, target ${pct(targets.outOfKbUncertain)})`);
  }
  if (summary.latency.p95 > targets.p95LatencyMs) {
    out.push(`p95 latency ${summary.latency.p95.toFixed(1)} ms is above the target ${targets.p95LatencyMs} ms`);
  }
  return out;
}

/**
 * Structural problems of a vignette set: duplicate or badly formed ids, kind not matching urgency,
 * severity outside 1..10, empty fields, and (when the condition list is given) an expected name or
 * ICD-10 code that is not the list's.
 */
export function checkVignettes(vignettes: readonly Vignette[], conditions?: readonly { name: string; icd10: string }[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const byName = conditions ? new Map(conditions.map((c) => [c.name, c.icd10])) : null;
  for (const v of vignettes) {
    const where = v.id || "(no id)";
    if (!/^(dev|rev|h2|b[a-w])-\d{3}$/.test(v.id)) problems.push(`${where}: id must look like dev-001, rev-001, h2-001 or ba-001 … bw-001`);
    if (seen.has(v.id)) problems.push(`${where}: duplicate id`);
    seen.add(v.id);
    if (!v.text.trim()) problems.push(`${where}: empty text`);
    if (!v.expected.trim()) problems.push(`${where}: empty expected diagnosis`);
    if (!v.icd10.trim()) problems.push(`${where}: empty ICD-10 code`);
    if (!v.system.trim()) problems.push(`${where}: empty system`);
    if (v.kind !== kindOfUrgency(v.urgency)) problems.push(`${where}: kind ${v.kind} does not match urgency ${v.urgency}`);
    if (v.severity !== undefined && !(Number.isInteger(v.severity) && v.severity >= 1 && v.severity <= 10)) {
      problems.push(`${where}: severity ${v.severity} is not an integer 1..10`);
    }
    if (v.age !== undefined && !(v.age >= 0 && v.age <= 120)) problems.push(`${where}: age ${v.age} out of range`);
    if (byName) {
      const code = byName.get(v.expected);
      if (code === undefined) problems.push(`${where}: expected "${v.expected}" is not a condition of the list`);
      else if (code !== v.icd10) problems.push(`${where}: ICD-10 ${v.icd10} is not the list's ${code} for "${v.expected}"`);
    }
  }
  return problems;
}
