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

  it("raises low to medium for severe symptoms", () => {
    expect(triage(scored([["cold", "low", 0.9], ["flu", "medium", 0.1]]), [], 9).urgency).toBe("medium");
  });
});
