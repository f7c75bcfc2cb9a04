import { readFileSync } from "node:fs";
import path from "node:path";

import { analyzeSymptoms } from "./engine";
import type { Scored } from "./infer";
import { FINDING_BY_ID } from "./kb";
import type { Condition } from "./kb/types";
import { redFlagReasons, triage } from "./triage";

// Red flags and urgency: a danger sign sets `high` whatever the differential; an emergency that
// is plausible but not first still sets `high`.

const condition = (id: string, urgency: Condition["urgency"]) => ({ id, name: id, urgency }) as Condition;
const scored = (list: [string, Condition["urgency"], number][]): Scored[] =>
  list.map(([id, urgency, probability]) => ({ condition: condition(id, urgency), score: 0, probability }));

describe("red-flag rules", () => {
  it("name only findings that exist in the vocabulary", () => {
    const source = readFileSync(path.join(__dirname, "triage.ts"), "utf8");
    const ids = [...source.matchAll(/"([a-z0-9]+(?:_[a-z0-9]+)+|[a-z]+)"/g)].map((m) => m[1]).filter((s) => /_/.test(s) || FINDING_BY_ID.has(s));
    const unknown = ids.filter((id) => !FINDING_BY_ID.has(id) && !["high", "medium", "low"].includes(id));
    expect(unknown).toEqual([]);
  });

  it.each([
    ["unconscious and not responding", {}],
    ["fever with a stiff neck", {}],
    ["she is 32 weeks pregnant with vaginal bleeding", {}],
    ["thinking of killing himself", {}],
    ["face and lips swelling after a bee sting, wheezing", {}],
    ["fever", { age: 0.1 }],
  ])("'%s' fires a red flag", (symptoms, extra) => {
    const result = analyzeSymptoms({ symptoms, ...extra });
    expect(result.urgencyLevel).toBe("high");
    expect(result.urgencyReasons.length).toBeGreaterThan(0);
  });

  it("fires no red flag for a cold", () => {
    expect(redFlagReasons(new Set(["runny_nose", "sneezing", "sore_throat"]), { vitals: {} })).toEqual([]);
  });
});

describe("red-flag rules fire only in their clinical context", () => {
  const reasons = (ids: string[], context: Parameters<typeof redFlagReasons>[1] = { vitals: {} }) => redFlagReasons(new Set(ids), context);
  const ACS = "Chest pain with sweating, breathlessness, or spreading to the arm or jaw";
  const SHOCK = "Shock: low blood pressure, or cold clammy skin with fainting, confusion or bleeding";
  const POSTPARTUM = "Heavy bleeding or fever after giving birth";

  it("keeps the acute-coronary rule for cardiac chest pain, not for a chest infection", () => {
    expect(reasons(["chest_pain", "sweating"], { age: 58, vitals: {} })).toContain(ACS);
    expect(reasons(["chest_pain", "shortness_of_breath"], { age: 58, vitals: {} })).toContain(ACS);
    expect(reasons(["chest_pain", "pain_radiating_arm_jaw"], { age: 40, vitals: {} })).toContain(ACS);
    expect(reasons(["chest_pain", "shortness_of_breath", "fever", "productive_cough"], { age: 58, vitals: {} })).not.toContain(ACS);
    expect(reasons(["chest_pain", "pleuritic_chest_pain", "sweating", "fever", "cough"], { age: 45, vitals: {} })).not.toContain(ACS);
  });

  it("calls cold clammy skin shock only with signs of failing circulation", () => {
    expect(reasons(["cold_clammy_skin", "nausea", "vomiting", "dizziness"])).not.toContain(SHOCK);
    expect(reasons(["cold_clammy_skin", "fainting"])).toContain(SHOCK);
    expect(reasons(["cold_clammy_skin"], { vitals: { heartRate: 134 } })).toContain(SHOCK);
    expect(reasons(["nausea"], { vitals: { systolic: 78 } })).toContain(SHOCK);
  });

  it("keeps the obstetric rules to a woman who can be pregnant or have just given birth", () => {
    expect(reasons(["postpartum", "vaginal_bleeding"], { age: 27, sex: "female", duration: "days", vitals: {} })).toContain(POSTPARTUM);
    expect(reasons(["postpartum", "heavy_periods"], { age: 27, sex: "female", duration: "months", vitals: {} })).not.toContain(POSTPARTUM);
    expect(reasons(["postpartum", "fever"], { age: 34, sex: "male", vitals: {} })).not.toContain(POSTPARTUM);
    expect(reasons(["postpartum", "vaginal_bleeding"], { age: 71, vitals: {} })).not.toContain(POSTPARTUM);
    expect(reasons(["pregnant", "vaginal_bleeding"], { age: 8, vitals: {} })).toEqual([]);
    expect(reasons(["pregnant", "vaginal_bleeding"], { age: 24, vitals: {} }).length).toBe(1);
  });
});

describe("triage", () => {
  it("is high when an emergency is plausible though not first", () => {
    const ranked = scored([["gord", "low", 0.6], ["acs", "high", 0.2], ["angina", "medium", 0.2]]);
    expect(triage(ranked, []).urgency).toBe("high");
  });

  it("is medium when conditions needing a clinician dominate, low when self-care ones do", () => {
    expect(triage(scored([["uti", "medium", 0.7], ["cold", "low", 0.3]]), []).urgency).toBe("medium");
    expect(triage(scored([["cold", "low", 0.8], ["flu", "medium", 0.2]]), []).urgency).toBe("low");
  });

  it("is high whenever a red flag fired", () => {
    expect(triage(scored([["cold", "low", 1]]), ["Seizure"]).urgency).toBe("high");
  });

  it("gives the top condition's own urgency, with a reason that is true of it", () => {
    // A chronic disease first: medium even when self-care conditions share the rest.
    const thyroid = triage(scored([["Hypothyroidism", "medium", 0.45], ["cold", "low", 0.3], ["tension", "low", 0.25]]), []);
    expect(thyroid).toEqual({ urgency: "medium", reasons: ["Hypothyroidism needs a clinician's assessment and treatment within days"] });
    const cold = triage(scored([["Common cold", "low", 0.8], ["flu", "medium", 0.2]]), []);
    expect(cold).toEqual({ urgency: "low", reasons: ["Common cold usually settles with self-care or routine advice"] });
    const mass = triage(scored([["Tension headache", "low", 0.4], ["Sinusitis", "medium", 0.35], ["Migraine", "medium", 0.25]]), []);
    expect(mass.urgency).toBe("medium");
    expect(mass.reasons[0]).toBe("Conditions that need a clinician within days (first Sinusitis) are together 60% likely");
  });

  it("raises low to medium for severe symptoms", () => {
    expect(triage(scored([["cold", "low", 0.9], ["flu", "medium", 0.1]]), [], 9).urgency).toBe("medium");
  });
});
