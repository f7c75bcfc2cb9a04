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
