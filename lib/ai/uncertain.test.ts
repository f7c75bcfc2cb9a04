import { NO_CONFIDENT_MATCH, analyzeSymptoms } from "./engine";
import { toAiAnalysis } from "./analysis";

// Issue 19 item 4: when no condition explains the findings, the answer says so in plain words.

describe("No confident match", () => {
  it("is said, first among the urgency reasons, when the complaints fit no single condition", () => {
    const result = analyzeSymptoms({ symptoms: "my teeth are loose, hair is falling out and my knee is swollen", region: "east-africa" });
    expect(result.uncertain).toBe(true);
    expect(result.urgencyReasons[0]).toBe(NO_CONFIDENT_MATCH);
    expect(result.ranked[0].confidence).toBeLessThan(0.4);
    const analysis = toAiAnalysis(result);
    expect(analysis.uncertain).toBe(true);
    expect(analysis.urgencyReasons[0]).toBe("No confident match: assess clinically");
  });

  it("is not said for a classic presentation", () => {
    const result = analyzeSymptoms({ symptoms: "burning when passing urine and going often", age: 30, sex: "female", region: "east-africa" });
    expect(result.uncertain).toBe(false);
    expect(result.urgencyReasons).not.toContain(NO_CONFIDENT_MATCH);
    const analysis = toAiAnalysis(result);
    expect(analysis.uncertain).toBe(false);
    expect(analysis.topDiagnoses[0]).toMatchObject({ name: "Urinary tract infection (cystitis)", urgency: "medium" });
  });
});

describe("no confident match with severe new symptoms (issue 19)", () => {
  it("is answered high, with the reason, and stays medium when mild", () => {
    const text = "my teeth are loose, hair is falling out and my knee is swollen";
    const severe = analyzeSymptoms({ symptoms: text, severity: 7, duration: "2 days" });
    const mild = analyzeSymptoms({ symptoms: text, severity: 3, duration: "2 days" });
    expect(severe.uncertain).toBe(true);
    expect(severe.urgencyLevel).toBe("high");
    expect(severe.urgencyReasons.join(" ")).toMatch(/severe \(7 of 10\) and began within days/);
    expect(mild.urgencyLevel).not.toBe("high");
  });
});
