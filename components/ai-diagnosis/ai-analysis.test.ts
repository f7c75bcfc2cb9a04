import { ApiError } from "@/lib/api-client";

import { NO_CONFIDENT_MATCH as ENGINE_NO_CONFIDENT_MATCH } from "@/lib/ai/engine";

import {
  aiFailureMessage,
  completionDescription,
  confidenceLevel,
  formatConfidence,
  NO_CONFIDENT_MATCH,
  readAiAnalysis,
  topConfidencePercent,
  urgencyReasonsShown,
} from "./ai-analysis";

describe("AI analysis helpers", () => {
  it("shows a confidence in the calibration's steps: whole from 90%, 'about' to the nearest 5 below, 'under 5%' at the bottom", () => {
    expect(formatConfidence(0.9649)).toBe("96%");
    expect(formatConfidence(0.9)).toBe("90%");
    expect(formatConfidence(0.991)).toBe("99%"); // not "99.1%": the decimal is not real
    expect(formatConfidence(0.9996)).toBe("99%"); // never "100%" short of certainty
    expect(formatConfidence(1)).toBe("99%"); // never "100%": the engine is never certain
    expect(formatConfidence(0.8999)).toBe("about 90%");
    expect(formatConfidence(0.8234)).toBe("about 80%");
    expect(formatConfidence(0.636)).toBe("about 65%");
    expect(formatConfidence(0.624)).toBe("about 60%");
    expect(formatConfidence(0.5)).toBe("about 50%");
    expect(formatConfidence(0.05)).toBe("about 5%");
    expect(formatConfidence(0.0499)).toBe("under 5%");
    expect(formatConfidence(0)).toBe("under 5%");
    expect(formatConfidence(1.7)).toBe("99%"); // clamped, and never "100%"
    expect(formatConfidence(Number.NaN)).toBe("under 5%");
  });

  it("grades 80% and above High, 60% to 79% Medium, below 60% Low, by the whole percentage (section 9)", () => {
    expect(confidenceLevel(0.95)).toBe("High");
    expect(confidenceLevel(0.8)).toBe("High");
    expect(confidenceLevel(0.7951)).toBe("High"); // 80%
    expect(confidenceLevel(0.7949)).toBe("Medium"); // 79%
    expect(confidenceLevel(0.6)).toBe("Medium");
    expect(confidenceLevel(0.5949)).toBe("Low");
    expect(confidenceLevel(0)).toBe("Low");
  });

  it("says the engine's own words when there is no confident match", () => {
    // one constant (lib/constants/ai.ts) for the engine, the API and the page, in the words
    expect(NO_CONFIDENT_MATCH).toBe("No confident match: assess clinically");
    expect(ENGINE_NO_CONFIDENT_MATCH).toBe(NO_CONFIDENT_MATCH);
  });

  it("lists the urgency's reasons, without the 'No confident match' statement the alert already makes", () => {
    const reasons = [NO_CONFIDENT_MATCH, "No condition of the knowledge base explains the findings well"];
    expect(urgencyReasonsShown({ uncertain: true, urgencyReasons: reasons })).toEqual([reasons[1]]);
    expect(urgencyReasonsShown({ uncertain: false, urgencyReasons: ["Meningitis needs assessment now"] })).toEqual([
      "Meningitis needs assessment now",
    ]);
    expect(urgencyReasonsShown({ uncertain: false, urgencyReasons: [] })).toEqual([]);
  });

  it("leads the completion toast with 'No confident match' only when the answer is uncertain", () => {
    expect(completionDescription({ uncertain: true }, "3 suggestions to review.")).toBe(
      "No confident match: assess clinically. 3 suggestions to review.",
    );
    expect(completionDescription({ uncertain: false }, "3 suggestions to review.")).toBe("3 suggestions to review.");
  });

  it("stores the top confidence as a percentage with two decimals", () => {
    const topDiagnoses = [
      { name: "Influenza", description: "", confidence: 0.71234 },
      { name: "Malaria", description: "", confidence: 0.82345 },
    ];
    expect(topConfidencePercent({ topDiagnoses })).toBe(82.35);
    expect(topConfidencePercent({ topDiagnoses: [] })).toBeUndefined();
  });

  it("reads only answers shaped like an AiAnalysis", () => {
    const body = {
      topDiagnoses: [{ name: "Malaria", confidence: 0.8 }],
      recommendedTests: ["Blood smear"],
      urgencyLevel: "high",
      disclaimer: "For reference only",
    };
    expect(readAiAnalysis(body)).toMatchObject({ topDiagnoses: [{ name: "Malaria", description: "", confidence: 0.8 }], treatmentSuggestions: [] });
    // Stored before issue 19: neither uncertain nor reasons, read as a confident answer without reasons.
    expect(readAiAnalysis(body)).toMatchObject({ uncertain: false, urgencyReasons: [] });
    expect(readAiAnalysis({ message: "ok" })).toBeNull();
    expect(readAiAnalysis(undefined)).toBeNull();
  });

  it("turns an HTML 404 into a sentence and keeps the server's own messages", () => {
    const html = new ApiError(404, "404: <!DOCTYPE html><html><head><title>404</title></head></html>");
    expect(aiFailureMessage(html)).toBe("The AI analysis service is not available on this server yet (404 Not Found).");
    expect(aiFailureMessage(new ApiError(404, "404: Not Found"))).toBe("The AI analysis service is not available on this server yet (404 Not Found).");
    expect(aiFailureMessage(new ApiError(400, "Please enter the patient's symptoms"))).toBe("Please enter the patient's symptoms");
    expect(aiFailureMessage(new ApiError(404, "Patient not found"))).toBe("Patient not found");
    expect(aiFailureMessage(new ApiError(502, "502: <html><body>Bad gateway</body></html>"))).toBe(
      "The AI analysis service failed (502). Please try again later.",
    );
    expect(aiFailureMessage(new ApiError(0, "Could not reach the server."))).toBe("Could not reach the server.");
    expect(aiFailureMessage(new Error("boom"))).toBe("The AI analysis could not be completed. Please try again.");
  });
});
