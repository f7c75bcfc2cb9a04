import { toAiAnalysis } from "./analysis";
import { analyzeSymptoms } from "./engine";

// The presentations the end-to-end AI spec (e2e/staff/ai-diagnosis.spec.ts) types on the page, with
// what the spec expects of them: a knowledge-base change that would break the browser test fails
// here first, in seconds. The demo doctor's hospital is in Kampala (East African priors).

const region = "east-africa" as const;

it("the emergency presentation is answered high, with an emergency among the suggestions", () => {
  const analysis = toAiAnalysis(
    analyzeSymptoms({ symptoms: "crushing chest pain radiating to the left arm, sweating, short of breath", severity: 9, age: 58, sex: "male", region }),
  );
  expect(analysis.urgencyLevel).toBe("high");
  expect(analysis.urgencyReasons.length).toBeGreaterThan(0);
  expect(analysis.topDiagnoses.some((d) => d.urgency === "high")).toBe(true);
});

it("the unexplained presentation is answered 'No confident match' with only low confidences", () => {
  const analysis = toAiAnalysis(analyzeSymptoms({ symptoms: "ringing in the ears, dry lips and a twitching eyelid", region }));
  expect(analysis.uncertain).toBe(true);
  // "Low confidence" is below 60 % (the specification's badge thresholds)
  for (const d of analysis.topDiagnoses) expect(Math.round(d.confidence * 100)).toBeLessThan(60);
});

it("the malaria-like presentation gives at least one suggestion", () => {
  const analysis = toAiAnalysis(
    analyzeSymptoms({ symptoms: "fever with chills and headache for 3 days, joint pains, vomiting (ab12)", duration: "1-3-days", age: 34, sex: "female", region }),
  );
  expect(analysis.topDiagnoses.length).toBeGreaterThan(0);
});
