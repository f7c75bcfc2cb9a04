import { CONDITIONS } from "../kb";

import { BLIND_NAME_CORRECTIONS, BLIND_VIGNETTES, blindConditionName } from "./blind";

// How the blind set's free-text diagnoses meet the knowledge base (no engine run here).

describe("blindConditionName", () => {
  it("corrects only to conditions the knowledge base holds, and only names the set uses", () => {
    const names = new Set(CONDITIONS.map((c) => c.name));
    const expected = new Set(BLIND_VIGNETTES.map((v) => v.expected));
    for (const [written, name] of Object.entries(BLIND_NAME_CORRECTIONS)) {
      expect(expected.has(written)).toBe(true);
      if (name !== null) expect(names.has(name)).toBe(true);
    }
  });

  it("answers a knowledge-base condition's name or null for every case", () => {
    const names = new Set(CONDITIONS.map((c) => c.name));
    for (const v of BLIND_VIGNETTES) {
      const name = blindConditionName(v);
      if (name !== null) expect(names.has(name)).toBe(true);
    }
  });
});
