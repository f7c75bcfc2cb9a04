// Tuning of the "condition not in the knowledge base" class (MODEL.unknown), the softmax temperature
// and the "No confident match" threshold on the top condition, together, on the development sets
// only (dev, review, holdout and the blind sets after their one run: never the newest blind set).
// The blind sets already run and read add real cases the knowledge base does not hold ("outside").
// In-KB: each vignette as it is; "left out": the same vignette with its own condition removed from
// the knowledge base (a stand-in for a condition the knowledge base lacks, pessimistic: a near
// neighbour usually remains). Reports, per setting, the calibration of the top confidence on the
// in-KB runs (mean confidence − top-1 accuracy, and the expected calibration error), how often an
// in-KB answer says "No confident match" (and how often a right one does), and how often a
// left-out one does.
//
//   tsx scripts/ai-unknown.ts
import { BLIND_1, BLIND_2, BLIND_3, BLIND_4, BLIND_5, BLIND_6, blindConditionNames } from "../lib/ai/eval/blind";
import { nameForms } from "../lib/ai/eval/metrics";
import { DEV_VIGNETTES } from "../lib/ai/eval/vignettes-dev";
import { HOLDOUT_VIGNETTES } from "../lib/ai/eval/vignettes-holdout";
import { REVIEW_VIGNETTES } from "../lib/ai/eval/vignettes-review";
import { scoreCondition, unknownScore } from "../lib/ai/infer";
import { CONDITIONS } from "../lib/ai/kb";
import type { Condition } from "../lib/ai/kb/types";
import { parseInput } from "../lib/ai/parse";

type Case = { scores: number[]; right: boolean[]; present: number; absent: number };

// The blind sets already run once and read (never the newest, the measurement).
const READ_BLIND = [...BLIND_1, ...BLIND_2, ...BLIND_3, ...BLIND_4, ...BLIND_5, ...BLIND_6];
const blindOutside = READ_BLIND.filter((v) => blindConditionNames(v) === null);
const blindInside = READ_BLIND.filter((v) => blindConditionNames(v) !== null).map((v) => ({ ...v, synonyms: [...(blindConditionNames(v) ?? []), ...v.synonyms] }));
const vignettes = [...DEV_VIGNETTES, ...REVIEW_VIGNETTES, ...HOLDOUT_VIGNETTES, ...blindInside];
const inKb: Case[] = [];
const leftOut: Case[] = [];
const outside: Case[] = [];
for (const v of blindOutside) {
  const parsed = parseInput({ symptoms: v.text, duration: v.duration, severity: v.severity, age: v.age, sex: v.sex });
  outside.push({ scores: CONDITIONS.map((c) => scoreCondition(c, parsed, { region: "east-africa", severity: v.severity })), right: CONDITIONS.map(() => false), present: parsed.present.length, absent: parsed.absent.length });
}
for (const v of vignettes) {
  const forms = new Set([v.expected, ...v.synonyms].flatMap(nameForms));
  const isIt = (c: Condition) => [c.name, ...(c.aliases ?? [])].flatMap(nameForms).some((n) => forms.has(n));
  const parsed = parseInput({ symptoms: v.text, duration: v.duration, severity: v.severity, age: v.age, sex: v.sex });
  const make = (conditions: readonly Condition[]): Case => ({
    scores: conditions.map((c) => scoreCondition(c, parsed, { region: "east-africa", severity: v.severity })),
    right: conditions.map(isIt),
    present: parsed.present.length,
    absent: parsed.absent.length,
  });
  inKb.push(make(CONDITIONS));
  leftOut.push(make(CONDITIONS.filter((c) => !isIt(c))));
}

function answer(c: Case, T: number, prior: number, rate: number) {
  const other = unknownScore({ present: new Array(c.present).fill(""), absent: new Array(c.absent).fill(""), matched: [] }, { prior, findingRate: rate });
  let best = 0;
  for (let i = 1; i < c.scores.length; i++) if (c.scores[i] > c.scores[best]) best = i;
  const max = Math.max(other, c.scores[best]);
  let total = Math.exp((other - max) / T);
  for (const s of c.scores) total += Math.exp((s - max) / T);
  return { top: Math.exp((c.scores[best] - max) / T) / total, unknown: Math.exp((other - max) / T) / total, right: c.right[best] };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`${inKb.length} cases inside the knowledge base, ${outside.length} real cases outside it (blind sets already read)`);
console.log("T     prior  rate   top<   conf-acc   ECE    in-KB flagged (right ones)   left-out flagged   outside flagged");
for (const T of [0.5, 0.55, 0.6, 0.65, 0.7]) {
  for (const prior of [2, 5, 10, 20, 50]) {
    for (const rate of [0.08, 0.1, 0.12, 0.15]) {
      for (const top of [0.4, 0.5, 0.6]) {
        const a = inKb.map((c) => answer(c, T, prior, rate));
        const flag = (r: ReturnType<typeof answer>) => r.unknown >= 0.5 || r.top < top;
        const acc = a.filter((r) => r.right).length / a.length;
        const conf = a.reduce((s, r) => s + r.top, 0) / a.length;
        let ece = 0;
        for (let k = 0; k < 5; k++) {
          const bin = a.filter((r) => r.top >= k / 5 && (r.top < (k + 1) / 5 || k === 4));
          if (bin.length === 0) continue;
          const bAcc = bin.filter((r) => r.right).length / bin.length;
          const bConf = bin.reduce((s, r) => s + r.top, 0) / bin.length;
          ece += (bin.length / a.length) * Math.abs(bAcc - bConf);
        }
        const flaggedIn = a.filter(flag);
        const flaggedRight = flaggedIn.filter((r) => r.right).length / Math.max(a.filter((r) => r.right).length, 1);
        const flaggedOut = leftOut.map((c) => answer(c, T, prior, rate)).filter(flag).length / leftOut.length;
        const flaggedOutside = outside.map((c) => answer(c, T, prior, rate)).filter(flag).length / Math.max(outside.length, 1);
        console.log(
          `${T.toFixed(2)}  ${String(prior).padEnd(5)}  ${rate.toFixed(2)}   ${top.toFixed(1)}   ${(conf - acc >= 0 ? "+" : "") + ((conf - acc) * 100).toFixed(1)} pt   ${pct(ece).padEnd(6)} ${pct(flaggedIn.length / a.length).padEnd(6)} (${pct(flaggedRight)})              ${pct(flaggedOut).padEnd(6)}             ${pct(flaggedOutside)}`,
        );
      }
    }
  }
}
