import { analyzeSymptoms } from "../engine";
import type { EngineInput } from "../types";

// The common-13 conditions (conditions/common-13.ts, findings/extra-n.ts): each presentation, written
// for this test in a patient's or parent's words (not taken from an evaluation set), puts the new
// condition first with its urgency; the neighbours they could take the answer from keep their own.

type Case = [string, Omit<EngineInput, "symptoms">, string, "high" | "medium" | "low"];

describe("common-13 conditions in everyday words", () => {
  it.each<Case>([
    ["My daughter has two scaly patches on her head where the hair is breaking and falling off, it itches", { age: 7, sex: "female", duration: "3 weeks" }, "tinea-capitis", "medium"],
    ["A boggy swelling on my son's scalp with pus and the hair falling out there", { age: 5, sex: "male", duration: "2 weeks" }, "tinea-capitis", "medium"],
  ])("'%s' (%j) → %s, %s", (symptoms, context, id, urgency) => {
    const result = analyzeSymptoms({ symptoms, ...context });
    expect(result.ranked[0].id).toBe(id);
    expect(result.urgencyLevel).toBe(urgency);
  });

  it.each<[string, Omit<EngineInput, "symptoms">, string]>([
    ["An itchy round scaly ring on my arm with a clear centre, growing slowly", { age: 30, sex: "male", duration: "3 weeks" }, "tinea"],
    ["A smooth round bald patch appeared on the back of my head, no scales, no itch", { age: 24, sex: "male", duration: "3 weeks" }, "alopecia"],
  ])("leaves the neighbour's presentation '%s' (%j) to %s", (symptoms, context, id) => {
    expect(analyzeSymptoms({ symptoms, ...context }).ranked[0].id).toBe(id);
  });
});

describe("the self-care ends of burns and wounds", () => {
  it.each<Case>([
    ["Hot oil splashed on the back of my hand while cooking, it is red and stinging but no blisters, the size of a coin", { age: 34, sex: "female", duration: "1 hour" }, "minor-burn", "low"],
    ["My son fell off his bicycle and scraped his knee, the skin is rubbed off with a little dirt, he walks fine", { age: 9, sex: "male", duration: "2 hours" }, "minor-wound", "low"],
    ["Cut my finger slicing onions, the cut is small and not deep, the bleeding stopped after pressing", { age: 29, sex: "female", duration: "30 minutes" }, "minor-wound", "low"],
    ["I am 76, the skin on my shins is very dry, itchy and cracking, I bathe with hot water and strong bar soap", { age: 76, sex: "male", duration: "2 months" }, "xerosis", "low"],
  ])("'%s' (%j) → %s, %s", (symptoms, context, id, urgency) => {
    const result = analyzeSymptoms({ symptoms, ...context });
    expect(result.ranked[0].id).toBe(id);
    expect(result.urgencyLevel).toBe(urgency);
  });

  it.each<[string, Omit<EngineInput, "symptoms">, string]>([
    ["Boiling water spilled on my arm, big blisters came up and it is very painful", { age: 30, sex: "female", duration: "2 hours" }, "burns"],
    ["Deep cut on my hand from a panga, it is gaping and keeps bleeding, needs stitches", { age: 40, sex: "male", duration: "1 hour" }, "laceration"],
    ["My baby has itchy red patches on the cheeks and in the elbow creases that weep, since she was 3 months", { age: 1, sex: "female", duration: "2 months" }, "eczema"],
  ])("leaves the presentation '%s' (%j) to %s", (symptoms, context, id) => {
    expect(analyzeSymptoms({ symptoms, ...context }).ranked[0].id).toBe(id);
  });
});
