import { CONDITIONS } from "../kb";

import { BLIND_NAME_CORRECTIONS, BLIND_VIGNETTES, blindConditionNames } from "./blind";

// How the blind set's free-text diagnoses meet the knowledge base (no engine run here).

describe("blindConditionName", () => {
  it("corrects only to conditions the knowledge base holds, and only names the set uses", () => {
    const names = new Set(CONDITIONS.map((c) => c.name));
    const expected = new Set(BLIND_VIGNETTES.map((v) => v.expected));
    for (const [written, corrected] of Object.entries(BLIND_NAME_CORRECTIONS)) {
      expect(expected.has(written)).toBe(true);
      for (const name of corrected === null ? [] : typeof corrected === "string" ? [corrected] : corrected) expect(names.has(name)).toBe(true);
    }
  });

  it("answers a knowledge-base condition's name or null for every case", () => {
    const names = new Set(CONDITIONS.map((c) => c.name));
    for (const v of BLIND_VIGNETTES) {
      for (const name of blindConditionNames(v) ?? []) expect(names.has(name)).toBe(true);
    }
  });
});
