import { analyzeSymptoms } from "../engine";

import { CONDITIONS } from ".";
import { SOURCES } from "./sources";
import { TRIAGE_CATEGORIES } from "./triage-categories";

// Issue 19, item 2: every emergency category of the triage scales (SATS red/orange discriminators,
// MTS presentations that can be emergencies) has a condition of the knowledge base that is `high`.

describe("emergency categories of the triage scales", () => {
  const byId = new Map(CONDITIONS.map((c) => [c.id, c]));

  it("each have a `high` condition of the knowledge base", () => {
    const uncovered = TRIAGE_CATEGORIES.filter((t) => !t.conditions.some((id) => byId.get(id)?.urgency === "high")).map((t) => t.id);
    expect(uncovered).toEqual([]);
  });

  it("name only conditions that exist and are `high`", () => {
    const wrong = TRIAGE_CATEGORIES.flatMap((t) =>
      t.conditions.filter((id) => byId.get(id)?.urgency !== "high").map((id) => `${t.id}: ${id} is ${byId.get(id)?.urgency ?? "missing"}`),
    );
    expect(wrong).toEqual([]);
  });

  it("each cite a triage scale among the sources and name its discriminator or presentation", () => {
    const keys = new Set(SOURCES.map((s) => s.key));
    const bad = TRIAGE_CATEGORIES.filter(
      (t) => t.sats.length + t.mts.length === 0 || !t.sources.some((k) => k === "sats" || k === "mts") || t.sources.some((k) => !keys.has(k)),
    ).map((t) => t.id);
    expect(bad).toEqual([]);
    expect(new Set(TRIAGE_CATEGORIES.map((t) => t.id)).size).toBe(TRIAGE_CATEGORIES.length);
  });

  it("cover the presentations the issue names", () => {
    const ids = TRIAGE_CATEGORIES.map((t) => t.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "airway-obstruction", "acute-breathlessness", "shock-haemorrhage", "chest-pain", "focal-neurology", "seizure", "reduced-consciousness",
        "hypoglycaemia", "surgical-abdomen", "testicular-pain", "pregnancy-bleeding-pain", "labour-complications", "eye-chemical", "eye-injury",
        "acute-vision-loss", "poisoning-overdose", "envenomation", "burns", "major-trauma", "heat", "cold", "drowning", "electrical",
        "paediatric-danger-signs", "suicide-risk", "acute-psychosis", "anaphylaxis", "sepsis",
      ]),
    );
  });
});

describe("the emergencies those categories found answered only by a generic or non-urgent condition (emergency-6)", () => {
  // Before, each of these sentences put the generic or elective condition first (poisoning, burns,
  // inguinal hernia) or had no acute condition at all (pulmonary oedema).
  it.each([
    ["took a whole packet of paracetamol 3 hours ago after a fight with her boyfriend", { age: 17, sex: "female" as const }, "paracetamol-overdose"],
    ["his clothes caught fire, burns on the chest and arms, face burnt", { age: 30 }, "major-burn"],
    ["my hernia will not go back since this morning, it is hard and painful and I am vomiting", { age: 60, sex: "male" as const }, "strangulated-hernia"],
    ["woke up suddenly very breathless, cannot lie flat, coughing up pink frothy sputum", { age: 68 }, "acute-pulmonary-oedema"],
  ])("'%s' puts %s first, as an emergency", (symptoms, extra, id) => {
    const result = analyzeSymptoms({ symptoms, ...extra });
    expect(result.ranked[0].id).toBe(id);
    expect(result.urgencyLevel).toBe("high");
  });

  it.each([
    // A small red burn is the self-care minor burn (common-13), still not the major burn.
    ["kettle spilled on her hand, small red burn", "minor-burn"],
    ["kettle spilled on her arm, it has blistered", "burns"],
    ["hernia in the groin that comes and goes for a year", "inguinal-hernia"],
    ["swollen ankles and breathless walking for months", "heart-failure"],
  ])("leaves the everyday presentation '%s' to %s", (symptoms, id) => {
    expect(analyzeSymptoms({ symptoms, age: 55 }).ranked[0].id).toBe(id);
  });
});
