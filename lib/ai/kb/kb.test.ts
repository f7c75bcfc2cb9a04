import { termTokens } from "../text";

import { CONDITIONS, FINDINGS, validateKnowledgeBase } from ".";
import { SOURCES } from "./sources";

// The knowledge base's data files: sound references, the breadth the issue asks for, and one
// meaning per phrase.

describe("knowledge base", () => {
  it("has no broken reference", () => {
    expect(validateKnowledgeBase()).toEqual([]);
  });

  it("covers at least 200 conditions across the six areas", () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(200);
    const categories = new Set(CONDITIONS.map((c) => c.category));
    expect([...categories].sort()).toEqual(
      ["emergency", "infectious-tropical", "mental-health", "obstetrics-gynaecology", "paediatrics", "primary-care"].sort(),
    );
  });

  it.each(["uncomplicated-malaria", "severe-malaria", "typhoid-fever", "pulmonary-tuberculosis", "advanced-hiv", "cholera", "schistosomiasis-intestinal", "brucellosis", "dengue"])(
    "includes the East African infection %s with a raised regional prior",
    (id) => {
      const c = CONDITIONS.find((x) => x.id === id);
      expect(c).toBeDefined();
      expect(c!.regionalPrior?.["east-africa"] ?? 1).toBeGreaterThanOrEqual(1);
    },
  );

  it("gives every condition its description, tests, management, sources, and red flags to the emergencies", () => {
    const incomplete = CONDITIONS.filter(
      (c) => !c.description || c.tests.length === 0 || c.management.length === 0 || c.sources.length === 0 || Object.keys(c.findings).length < 3 || (c.urgency === "high" && c.redFlags.length === 0),
    ).map((c) => c.id);
    expect(incomplete).toEqual([]);
  });

  it("gives each phrase of the vocabulary one meaning", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const f of FINDINGS) {
      for (const term of f.terms) {
        const key = termTokens(term).tokens.join(" ");
        const other = owner.get(key);
        if (other && other !== f.id) clashes.push(`${key}: ${other} / ${f.id}`);
        owner.set(key, f.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("names its sources", () => {
    expect(SOURCES.length).toBeGreaterThan(10);
    expect(new Set(SOURCES.map((s) => s.key)).size).toBe(SOURCES.length);
  });
});
