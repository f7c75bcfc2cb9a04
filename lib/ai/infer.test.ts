import { rankConditions, rankWithUnknown, scoreCondition } from "./infer";
import type { Condition } from "./kb/types";
import type { ParsedFindings } from "./types";

// The model's arithmetic on a small made-up knowledge base, so that each factor is checked alone.

const base = { description: "", category: "primary-care" as const, redFlags: [] as string[], tests: [] as string[], management: [] as string[], sources: [] as string[] };
const flu: Condition = { ...base, id: "flu", name: "Flu", icd10: "J11.1", prior: 100, findings: { fever: 0.9, cough: 0.8, body_aches: 0.7 }, duration: ["days"], urgency: "low" };
const pneumonia: Condition = { ...base, id: "pneumonia", name: "Pneumonia", icd10: "J18.9", prior: 20, findings: { fever: 0.85, cough: 0.9, shortness_of_breath: 0.7, pleuritic_chest_pain: 0.4 }, duration: ["days", "weeks"], urgency: "medium" };
const croup: Condition = { ...base, id: "croup", name: "Croup", icd10: "J05.0", prior: 30, findings: { barking_cough: 0.9, fever: 0.5 }, duration: ["days"], age: { adult: 0, older: 0 }, urgency: "medium" };
const kb = [flu, pneumonia, croup];

const parsed = (over: Partial<ParsedFindings>): ParsedFindings => ({ present: [], absent: [], matched: [], ...over });

describe("rankConditions", () => {
  it("gives probabilities that sum to one, most likely first, the same every time", () => {
    const ranked = rankConditions(parsed({ present: ["fever", "cough"] }), {}, kb);
    expect(ranked.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(1, 10);
    expect(ranked[0].condition.id).toBe("flu");
    expect(rankConditions(parsed({ present: ["fever", "cough"] }), {}, kb).map((r) => r.probability)).toEqual(ranked.map((r) => r.probability));
  });

  it("moves to the condition that explains a discriminating finding", () => {
    const ranked = rankConditions(parsed({ present: ["fever", "cough", "shortness_of_breath"] }), {}, kb);
    expect(ranked[0].condition.id).toBe("pneumonia");
  });

  it("lowers a condition when its expected finding is denied", () => {
    const withFever = scoreCondition(flu, parsed({ present: ["cough"] }), {});
    const noFever = scoreCondition(flu, parsed({ present: ["cough"], absent: ["fever"] }), {});
    expect(noFever).toBeLessThan(withFever + Math.log(0.2));
  });

  it("applies age modifiers: croup is all but impossible in an adult", () => {
    const child = rankConditions(parsed({ present: ["cough", "fever"], ageBand: "child" }), {}, kb);
    const adult = rankConditions(parsed({ present: ["cough", "fever"], ageBand: "adult" }), {}, kb);
    const p = (r: typeof child) => r.find((s) => s.condition.id === "croup")!.probability;
    expect(p(adult)).toBeLessThan(p(child) / 100);
  });

  it("weighs the duration: weeks of cough favour the condition that lasts weeks", () => {
    const days = rankConditions(parsed({ present: ["fever", "cough"], duration: "days" }), {}, kb);
    const weeks = rankConditions(parsed({ present: ["fever", "cough"], duration: "weeks" }), {}, kb);
    const p = (r: typeof days) => r.find((s) => s.condition.id === "pneumonia")!.probability;
    expect(p(weeks)).toBeGreaterThan(p(days));
  });

  it("applies the regional prior and the severity", () => {
    const malaria: Condition = { ...flu, id: "malaria", name: "Malaria", prior: 5, regionalPrior: { "east-africa": 40 }, urgency: "medium" };
    const global = rankConditions(parsed({ present: ["fever"] }), { region: "global" }, [flu, malaria]);
    const eastAfrica = rankConditions(parsed({ present: ["fever"] }), { region: "east-africa" }, [flu, malaria]);
    expect(global[0].condition.id).toBe("flu");
    expect(eastAfrica[0].condition.id).toBe("malaria");
    const mild = scoreCondition(flu, parsed({ present: ["fever"] }), { severity: 2 });
    const severe = scoreCondition(flu, parsed({ present: ["fever"] }), { severity: 9 });
    expect(severe).toBeLessThan(mild);
  });
});

describe("the 'not in the knowledge base' class (rankWithUnknown)", () => {
  it("takes little when one condition explains the findings, most when none does", () => {
    const explained = rankWithUnknown(parsed({ present: ["fever", "cough", "body_aches"] }), {}, kb);
    expect(explained.unknown).toBeLessThan(0.2);
    const unexplained = rankWithUnknown(parsed({ present: ["testicular_pain", "hair_loss", "tinnitus"] }), {}, kb);
    expect(unexplained.unknown).toBeGreaterThan(0.9);
    const total = unexplained.unknown + unexplained.ranked.reduce((s, r) => s + r.probability, 0);
    expect(total).toBeCloseTo(1, 10);
  });
});
