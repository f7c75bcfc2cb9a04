import { parseInput } from "../parse";
import { termTokens } from "../text";

import { FINDINGS } from ".";
import { LAY_TERMS } from "./lay-terms";

// The lay phrasings (lay-terms.ts): each belongs to a finding, says something, is said once, and is
// never a single everyday word that has a non-clinical sense; a few of them read in a sentence.

/** Everyday words that mean a finding only in some sentences ("came back", "a hot day"). */
const AMBIGUOUS_WORDS = [
  "back", "hot", "cold", "burn", "burning", "fall", "fell", "hard", "sick", "weak", "blue", "yellow", "water", "fight", "strain",
  "stiff", "heavy", "tight", "sharp", "drop", "flu", "boil", "tense", "barking", "ulcer", "choking", "pressure", "sugar", "run",
  "red", "white", "dark", "black", "big", "full", "wet", "dry", "tired", "low", "high", "pain", "swell", "blood", "bleed",
];
const ambiguous = new Set(AMBIGUOUS_WORDS.flatMap((w) => termTokens(w).tokens));
const key = (phrase: string) => termTokens(phrase).tokens.join(" ");
const own = new Map(FINDINGS.map((f) => [f.id, f] as const));
const entries = Object.entries(LAY_TERMS);

describe("lay terms", () => {
  it("names only existing findings, and each has phrases", () => {
    expect(entries.filter(([id, phrases]) => !own.has(id) || phrases.length === 0).map(([id]) => id)).toEqual([]);
  });

  it("has no empty phrase and no phrase twice within a finding (after folding inflections and synonyms)", () => {
    const problems: string[] = [];
    for (const [id, phrases] of entries) {
      const seen = new Set<string>();
      for (const p of phrases) {
        const k = key(p);
        if (!p.trim() || !k) problems.push(`${id}: empty '${p}'`);
        else if (seen.has(k)) problems.push(`${id}: '${p}' twice`);
        seen.add(k);
      }
    }
    expect(problems).toEqual([]);
  });

  it("adds no phrase that a finding's own terms already have", () => {
    const redundant: string[] = [];
    for (const [id, phrases] of entries) {
      const lay = new Set(phrases);
      const base = new Set((own.get(id)?.terms ?? []).filter((t) => !lay.has(t)).map(key));
      for (const p of phrases) if (base.has(key(p))) redundant.push(`${id}: '${p}'`);
    }
    expect(redundant).toEqual([]);
  });

  it("has no phrase that is a single ambiguous everyday word", () => {
    const single = entries.flatMap(([id, phrases]) =>
      phrases.filter((p) => termTokens(p).tokens.length === 1 && ambiguous.has(termTokens(p).tokens[0])).map((p) => `${id}: '${p}'`),
    );
    expect(single).toEqual([]);
  });

  // Each sentence is read only through its lay phrase (the finding's own terms miss it).
  it.each([
    ["I have been feeling malarial since yesterday", "fever", "feeling malarial"],
    ["I have had homa since Tuesday", "fever", "homa"],
    ["She says her body is finishing", "weight_loss", "body is finishing"],
    ["There are kernels in the neck for a month", "swollen_lymph_nodes", "kernels in the neck"],
    ["The house is turning when I stand up", "vertigo", "house is turning"],
    ["He had kifafa at school today", "seizure", "kifafa"],
    ["Her lips are dark and she is struggling", "cyanosis", "lips dark"],
    ["There is a cat sound in the chest at night", "wheeze", "cat sound in the chest"],
    ["The baby is lifeless since morning", "floppy_lethargic_child", "baby is lifeless"],
    // emergencies the third blind set described in these words (read after its one run)
    ["Now he does not answer when I call him, his eyes are open", "unconscious", "does not answer when I call"],
    ["I see rainbow rings around the lamp and my eye hurts", "halos_around_lights", "rainbow rings"],
    ["Since the delivery the blood is pouring after delivery and she is pale", "vaginal_bleeding", "blood is pouring after delivery"],
  ])("reads '%s' as %s (through '%s')", (symptoms, findingId, phrase) => {
    expect(LAY_TERMS[findingId]).toContain(phrase);
    expect([...parseInput({ symptoms }).present]).toContain(findingId);
  });

  it("negates a lay phrase like any term", () => {
    expect([...parseInput({ symptoms: "Cough for a week, no kernels in the neck" }).absent]).toContain("swollen_lymph_nodes");
  });
});
