import { ApiError } from "@/lib/api-client";

import { aiFailureMessage, confidenceLevel, formatConfidence, readAiAnalysis, topConfidencePercent } from "./ai-analysis";

describe("AI analysis helpers", () => {
  it("shows a fraction as a percentage with one decimal", () => {
    expect(formatConfidence(0.8234)).toBe("82.3%");
    expect(formatConfidence(0.5)).toBe("50.0%");
    expect(formatConfidence(1)).toBe("100.0%");
    expect(formatConfidence(0)).toBe("0.0%");
    expect(formatConfidence(1.7)).toBe("100.0%"); // never more than certain
    expect(formatConfidence(Number.NaN)).toBe("0.0%");
  });

  it("badges 80 and above High, 60 to 79 Medium, below 60 Low (section 9)", () => {
    expect(confidenceLevel(0.95)).toBe("High");
    expect(confidenceLevel(0.8)).toBe("High");
    expect(confidenceLevel(0.79996)).toBe("High"); // shown as 80.0%
    expect(confidenceLevel(0.799)).toBe("Medium");
    expect(confidenceLevel(0.6)).toBe("Medium");
    expect(confidenceLevel(0.5949)).toBe("Low");
    expect(confidenceLevel(0)).toBe("Low");
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
