import { renderToStaticMarkup } from "react-dom/server";

import { AI_DISCLAIMER } from "@/lib/constants/ai";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { AiAnalysisResults } from "./ai-analysis-results";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const analysis: AiAnalysis = {
  topDiagnoses: [
    { name: "Acute coronary syndrome", description: "Heart muscle short of blood", confidence: 0.62 },
    { name: "Pulmonary embolism", description: "", confidence: 0.2 },
  ],
  recommendedTests: ["12-lead ECG", "Troponin"],
  treatmentSuggestions: ["Aspirin 300 mg chewed"],
  urgencyLevel: "high",
  urgencyReasons: [],
  uncertain: false,
  engine: "offline-kb 1.0",
};

describe("AiAnalysisResults", () => {
  it("shows each suggestion with its percentage and badge, the urgency in words, tests, treatments and the engine", () => {
    const html = renderToStaticMarkup(<AiAnalysisResults analysis={analysis} />);
    const shown = text(html);
    expect(shown).toContain("Acute coronary syndrome 62.0% Medium");
    expect(shown).toContain("Pulmonary embolism 20.0% Low");
    expect(shown).toContain("Urgency: High");
    expect(html).toContain('data-urgency="high"');
    expect(shown).toContain("Recommended Tests");
    expect(shown).toContain("Troponin");
    expect(shown).toContain("Treatment Suggestions");
    expect(shown).toContain("Engine: offline-kb 1.0");
    // Without a disclaimer of its own, the page's default one is shown.
    expect(shown).toContain(AI_DISCLAIMER);
    // Read-only without onUse: no 'Use' buttons.
    expect(html).not.toContain("<button");
  });

  it("keeps the server's disclaimer and offers 'Use' when the caller can take a suggestion", () => {
    const html = renderToStaticMarkup(
      <AiAnalysisResults analysis={{ ...analysis, urgencyLevel: "low", disclaimer: "For reference only." }} onUse={() => {}} />,
    );
    expect(text(html)).toContain("Urgency: Low");
    expect(text(html)).toContain("For reference only.");
    expect(html).toContain('aria-label="Use Acute coronary syndrome as the diagnosis"');
  });
});
