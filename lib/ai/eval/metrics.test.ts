import {
  BLIND_TARGETS,
  checkVignettes,
  failures,
  matchesExpected,
  nameForms,
  normalizeName,
  percentile,
  scoreVignette,
  summarize,
  TARGETS,
  type Summary,
  type VignetteResult,
} from "./metrics";
import type { Vignette } from "./vignette-types";
import { DEV_VIGNETTES } from "./vignettes-dev";
import { HOLDOUT_VIGNETTES } from "./vignettes-holdout";
import { REVIEW_VIGNETTES } from "./vignettes-review";

// Made-up rankings and results: these test the scoring, not the engine.

const malaria = { expected: "Uncomplicated malaria", synonyms: ["malaria", "falciparum malaria"], icd10: "B54" };
const quinsy = { expected: "Peritonsillar abscess (quinsy)", synonyms: ["quinsy"], icd10: "J36" };

function result(over: Partial<VignetteResult> = {}): VignetteResult {
  return {
    id: "dev-001",
    expected: "X",
    expectedUrgency: "medium",
    rank: 1,
    top: { name: "X", confidence: 0.9 },
    urgency: "medium",
    latencyMs: 5,
    ...over,
  };
}

describe("normalizeName / nameForms", () => {
  it("lower-cases, drops punctuation, accents, apostrophes and parenthesised parts", () => {
    expect(normalizeName("Guillain-Barré syndrome")).toBe("guillain barre syndrome");
    expect(normalizeName("Bell's palsy")).toBe("bells palsy");
    expect(normalizeName("  Pneumocystis pneumonia (PCP) ")).toBe("pneumocystis pneumonia");
    expect(normalizeName("Sprain / strain (ankle sprain)")).toBe("sprain strain");
    expect(normalizeName("Hand, foot and mouth disease")).toBe("hand foot and mouth disease");
  });

  it("compares a name with and without its parenthesised part", () => {
    expect(nameForms("Nappy (diaper) rash")).toEqual(["nappy diaper rash", "nappy rash"]);
    expect(nameForms("Gout")).toEqual(["gout"]);
  });
});

describe("matchesExpected", () => {
  it("returns the 1-based rank of the expected name", () => {
    const ranked = [
      { name: "Typhoid fever", icd10: "A01.0" },
      { name: "Influenza", icd10: "J11.1" },
      { name: "Uncomplicated Malaria", icd10: "B54.0" },
    ];
    expect(matchesExpected(malaria, ranked)).toBe(3);
  });

  it("accepts a synonym of the vignette and an alias of the ranked condition", () => {
    expect(matchesExpected(malaria, [{ name: "Plasmodium infection", icd10: "B53" }, { name: "Malaria", icd10: "B53.8" }])).toBe(2);
    expect(matchesExpected(malaria, [{ name: "Fever of unknown origin", icd10: "R50", aliases: ["Falciparum malaria"] }])).toBe(1);
  });

  it("matches the name without its parenthesised part, either side", () => {
    expect(matchesExpected(quinsy, [{ name: "Peritonsillar abscess", icd10: "J36.9" }])).toBe(1);
    expect(matchesExpected({ expected: "Croup", synonyms: [], icd10: "J05.0" }, [{ name: "Croup (laryngotracheobronchitis)", icd10: "J05" }])).toBe(1);
  });

  it("matches on the ICD-10 code only when it is exactly the same", () => {
    expect(matchesExpected(malaria, [{ name: "Something else", icd10: "B54" }])).toBe(1);
    expect(matchesExpected(malaria, [{ name: "Something else", icd10: "B54.1" }])).toBeNull();
    expect(matchesExpected(malaria, [{ name: "Something else", icd10: "B5" }])).toBeNull();
  });

  it("does not match partial names or a broader name that is not listed", () => {
    const ranked = [
      { name: "Severe malaria", icd10: "B50.9" },
      { name: "Malaria prophylaxis", icd10: "Z29" },
    ];
    expect(matchesExpected(malaria, ranked)).toBeNull();
    expect(matchesExpected({ expected: "Severe malaria", synonyms: ["cerebral malaria"], icd10: "B50.9" }, [{ name: "Malaria", icd10: "B54" }])).toBeNull();
  });

  it("returns the first match and null for an empty ranking", () => {
    expect(matchesExpected(malaria, [{ name: "Malaria", icd10: "B54" }, { name: "Uncomplicated malaria", icd10: "B54" }])).toBe(1);
    expect(matchesExpected(malaria, [])).toBeNull();
  });
});

describe("scoreVignette", () => {
  it("records the rank, the top answer and the answered urgency", () => {
    const v = { id: "dev-007", ...malaria, urgency: "medium" as const };
    const r = scoreVignette(
      v,
      [
        { name: "Dengue fever", icd10: "A90", confidence: 0.5 },
        { name: "Uncomplicated malaria", icd10: "B54", confidence: 0.3 },
      ],
      "high",
      3.2,
    );
    expect(r).toEqual({
      id: "dev-007",
      expected: "Uncomplicated malaria",
      expectedUrgency: "medium",
      rank: 2,
      top: { name: "Dengue fever", confidence: 0.5 },
      urgency: "high",
      latencyMs: 3.2,
    });
    expect(scoreVignette(v, [], "low", 1).top).toBeNull();
  });
});

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const xs = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 95)).toBe(10);
    expect(percentile(xs, 100)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

describe("summarize", () => {
  const results: VignetteResult[] = [
    result({ id: "a", rank: 1, top: { name: "A", confidence: 0.9 }, expectedUrgency: "high", urgency: "high", latencyMs: 1 }),
    result({ id: "b", rank: 2, top: { name: "B", confidence: 0.7 }, expectedUrgency: "high", urgency: "medium", latencyMs: 2 }),
    result({ id: "c", rank: 3, top: { name: "C", confidence: 0.5 }, expectedUrgency: "medium", urgency: "high", latencyMs: 3 }),
    result({ id: "d", rank: 7, top: { name: "D", confidence: 0.3 }, expectedUrgency: "low", urgency: "low", latencyMs: 4 }),
    result({ id: "e", rank: null, top: { name: "E", confidence: 0.1 }, expectedUrgency: "low", urgency: "medium", latencyMs: 100 }),
  ];
  const s = summarize(results);

  it("computes top-k and urgency accuracy", () => {
    expect(s.n).toBe(5);
    expect(s.top1).toBeCloseTo(0.2);
    expect(s.top3).toBeCloseTo(0.6);
    expect(s.top10).toBeCloseTo(0.8);
    expect(s.urgencyAccuracy).toBeCloseTo(0.4);
  });

  it("counts under-triage of emergencies and over-triage of the others", () => {
    expect(s.underTriage).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(s.overTriage.count).toBe(1);
    expect(s.overTriage.of).toBe(3);
    expect(s.overTriage.rate).toBeCloseTo(1 / 3);
    expect(s.urgencyTooLow).toBe(1);
    expect(s.urgencyMatrix.high).toEqual({ low: 0, medium: 1, high: 1 });
    expect(s.urgencyMatrix.low).toEqual({ low: 1, medium: 1, high: 0 });
  });

  it("reports calibration: mean top confidence against top-1 accuracy, in 5 bins", () => {
    expect(s.calibration.meanConfidence).toBeCloseTo(0.5);
    expect(s.calibration.top1Accuracy).toBeCloseTo(0.2);
    expect(s.calibration.gap).toBeCloseTo(0.3);
    expect(s.calibration.bins.map((b) => b.count)).toEqual([1, 1, 1, 1, 1]);
    expect(s.calibration.bins[4]).toMatchObject({ from: 0.8, to: 1, count: 1, accuracy: 1 });
    expect(s.calibration.bins[4].meanConfidence).toBeCloseTo(0.9);
    expect(s.calibration.bins[0].accuracy).toBe(0);
    // |1-0.9| + |0-0.7| + |0-0.5| + |0-0.3| + |0-0.1|, each weighted 1/5
    expect(s.calibration.ece).toBeCloseTo((0.1 + 0.7 + 0.5 + 0.3 + 0.1) / 5);
  });

  it("puts confidence 1 in the last bin, leaves empty bins null and counts no answer as confidence 0", () => {
    const t = summarize([result({ top: { name: "X", confidence: 1 } }), result({ rank: null, top: null })]);
    expect(t.calibration.bins.map((b) => b.count)).toEqual([1, 0, 0, 0, 1]);
    expect(t.calibration.bins[2]).toMatchObject({ count: 0, meanConfidence: null, accuracy: null });
    expect(t.calibration.meanConfidence).toBeCloseTo(0.5);
  });

  it("reports p50 / p95 / max latency", () => {
    expect(s.latency).toEqual({ p50: 3, p95: 100, max: 100 });
  });

  it("handles an empty set", () => {
    const empty = summarize([]);
    expect(empty.n).toBe(0);
    expect(empty.top1).toBe(0);
    expect(empty.underTriage).toEqual({ count: 0, of: 0, rate: 0 });
    expect(empty.latency).toEqual({ p50: 0, p95: 0, max: 0 });
  });
});

describe("summarize: cases outside the knowledge base", () => {
  const results: VignetteResult[] = [
    result({ id: "in1", rank: 1, top: { name: "A", confidence: 0.9 }, uncertain: false }),
    result({ id: "in2", rank: null, top: { name: "B", confidence: 0.3 }, uncertain: true }),
    // a common condition the knowledge base lacks: a miss for accuracy, and in the out-of-KB rate
    result({ id: "common", rank: null, top: { name: "C", confidence: 0.8 }, uncertain: false, outOfKb: true, deliberatelyRare: false }),
    // written outside it and indeed outside: only the uncertainty rate counts it
    result({ id: "rare1", rank: null, top: { name: "D", confidence: 0.1 }, uncertain: true, outOfKb: true, deliberatelyRare: true }),
    result({ id: "rare2", rank: null, top: { name: "E", confidence: 0.6 }, uncertain: false, outOfKb: true, deliberatelyRare: true }),
  ];
  const s = summarize(results);

  it("scores accuracy and calibration on every case but the deliberately rare ones the knowledge base lacks", () => {
    expect(s.n).toBe(5);
    expect(s.nAccuracy).toBe(3);
    expect(s.top1).toBeCloseTo(1 / 3);
    expect(s.calibration.meanConfidence).toBeCloseTo((0.9 + 0.3 + 0.8) / 3);
  });

  it("counts 'No confident match' outside the knowledge base (deliberately and all) and inside it", () => {
    expect(s.uncertainty.deliberate).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(s.uncertainty.outOfKb).toEqual({ count: 1, of: 3, rate: 1 / 3 });
    expect(s.uncertainty.inKb).toEqual({ count: 1, of: 2, rate: 0.5 });
  });

  it("fails the blind targets on over-triage and on too few admitted uncertainties", () => {
    const missed = failures(s, BLIND_TARGETS);
    expect(missed).toContain('1 of 2 cases outside the knowledge base answered "No confident match" (50.0 %, target 80.0 %)');
    expect(failures(s, TARGETS).some((f) => f.includes("No confident match"))).toBe(false);
  });
});

describe("failures", () => {
  const passing: Summary = summarize(
    Array.from({ length: 20 }, (_, i) => result({ id: `p${i}`, rank: i < 14 ? 1 : 2, expectedUrgency: i < 5 ? "high" : "medium", urgency: i < 5 ? "high" : "medium", latencyMs: 10 })),
  );

  it("is empty when every target is met", () => {
    expect(passing.top1).toBeCloseTo(0.7);
    expect(failures(passing)).toEqual([]);
  });

  it("names each missed target", () => {
    const bad: Summary = {
      ...passing,
      top1: 0.6,
      top3: 0.8,
      urgencyAccuracy: 0.84,
      underTriage: { count: 1, of: 5, rate: 0.2 },
      latency: { p50: 10, p95: 51, max: 80 },
    };
    const f = failures(bad);
    expect(f).toHaveLength(5);
    expect(f.join("\n")).toMatch(/top-1/);
    expect(f.join("\n")).toMatch(/top-3/);
    expect(f.join("\n")).toMatch(/urgency accuracy/);
    expect(f.join("\n")).toMatch(/1 of 5 emergencies/);
    expect(f.join("\n")).toMatch(/p95 latency 51\.0 ms/);
  });

  it("accepts values exactly at the targets", () => {
    const edge: Summary = { ...passing, top1: TARGETS.top1, top3: TARGETS.top3, urgencyAccuracy: TARGETS.urgencyAccuracy, latency: { p50: 1, p95: 50, max: 50 } };
    expect(failures(edge)).toEqual([]);
  });

  it("fails an empty evaluation", () => {
    expect(failures(summarize([]))).toEqual(["no vignettes were evaluated"]);
  });
});

describe("checkVignettes", () => {
  const good: Vignette = {
    id: "dev-001",
    text: "fever and chills",
    expected: "Uncomplicated malaria",
    synonyms: ["malaria"],
    icd10: "B54",
    urgency: "medium",
    kind: "routine",
    system: "infectious",
  };
  const list = [{ name: "Uncomplicated malaria", icd10: "B54" }];

  it("accepts a well-formed set", () => {
    expect(checkVignettes([good, { ...good, id: "h2-001" }], list)).toEqual([]);
  });

  it("reports duplicate ids, kind/urgency mismatches, bad severity and names or codes not in the list", () => {
    const problems = checkVignettes(
      [
        good,
        { ...good, kind: "emergency" },
        { ...good, id: "dev-002", severity: 11 },
        { ...good, id: "dev-003", expected: "Malaria" },
        { ...good, id: "dev-004", icd10: "B50.9" },
        { ...good, id: "x" },
      ],
      list,
    );
    expect(problems).toEqual([
      "dev-001: duplicate id",
      "dev-001: kind emergency does not match urgency medium",
      "dev-002: severity 11 is not an integer 1..10",
      'dev-003: expected "Malaria" is not a condition of the list',
      'dev-004: ICD-10 B50.9 is not the list\'s B54 for "Uncomplicated malaria"',
      "x: id must look like dev-001, rev-001, h2-001 or ba-001 … bw-001",
    ]);
  });
});

describe("the vignette sets", () => {
  // Structure and spread only (issue 6, section 5); how the engine does on them is scripts/eval-ai.ts.
  const all = [...DEV_VIGNETTES, ...REVIEW_VIGNETTES, ...HOLDOUT_VIGNETTES];
  const count = (vs: readonly Vignette[], urgency: Vignette["urgency"]) => vs.filter((v) => v.urgency === urgency).length;

  it("are well formed, with unique ids and kinds that match the urgency", () => {
    expect(checkVignettes(all)).toEqual([]);
    expect(DEV_VIGNETTES.every((v) => v.id.startsWith("dev-"))).toBe(true);
    expect(REVIEW_VIGNETTES.every((v) => v.id.startsWith("rev-"))).toBe(true);
    expect(HOLDOUT_VIGNETTES.every((v) => v.id.startsWith("h2-"))).toBe(true);
  });

  it("hold 165 development, 65 review and 90 holdout cases with enough emergencies and self-care cases", () => {
    expect(DEV_VIGNETTES).toHaveLength(165);
    expect(REVIEW_VIGNETTES).toHaveLength(65);
    expect(HOLDOUT_VIGNETTES).toHaveLength(90);
    expect(count(HOLDOUT_VIGNETTES, "high")).toBeGreaterThanOrEqual(28);
    // 11 of the holdout's and 17 of dev's self-care cases became medium under issue 19's urgency
    // definition (chronic or clinician-treated conditions; listed at the top of each file).
    expect(count(HOLDOUT_VIGNETTES, "low")).toBeGreaterThanOrEqual(13);
    expect(count(DEV_VIGNETTES, "high")).toBeGreaterThanOrEqual(32);
    expect(count(DEV_VIGNETTES, "low")).toBeGreaterThanOrEqual(30);
    expect(count(all, "high")).toBeGreaterThanOrEqual(45);
    expect(count(all, "low")).toBeGreaterThanOrEqual(45);
  });
});
