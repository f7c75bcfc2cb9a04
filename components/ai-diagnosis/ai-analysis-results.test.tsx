import { renderToStaticMarkup } from "react-dom/server";

import { AI_DISCLAIMER } from "@/lib/constants/ai";
import type { AiAnalysis } from "@/lib/validation/diagnosis";

import { AiAnalysisResults } from "./ai-analysis-results";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const analysis: AiAnalysis = {
  topDiagnoses: [
    { name: "Acute coronary syndrome", description: "Heart muscle short of blood", confidence: 0.62, urgency: "high" },
    { name: "Stable angina", description: "", confidence: 0.2, urgency: "medium" },
  ],
  recommendedTests: ["12-lead ECG", "Troponin"],
  treatmentSuggestions: ["Aspirin 300 mg chewed"],
  urgencyLevel: "high",
  urgencyReasons: ["Acute coronary syndrome needs assessment now"],
  uncertain: false,
  engine: "offline-kb 1.0",
};

describe("AiAnalysisResults", () => {
  it("shows each suggestion with its percentage and badge, the urgency in words, tests, treatments and the engine", () => {
    const html = renderToStaticMarkup(<AiAnalysisResults analysis={analysis} />);
    const shown = text(html);
    // An emergency is marked as one beside its confidence; "Medium" alone would read as reassurance.
    expect(shown).toContain("Acute coronary syndrome Emergency about 60% Medium confidence");
    expect(shown).toContain("Stable angina about 20% Low confidence");
    expect(shown.match(/Emergency/g)).toHaveLength(1);
    expect(shown).toContain("Urgency: High");
    expect(html).toContain('aria-label="Why this urgency"');
    expect(shown).toContain("Acute coronary syndrome needs assessment now");
    expect(html).not.toContain('role="alert"');
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

  it("says 'No confident match: assess clinically' above the suggestions when uncertain, and still lists them", () => {
    const uncertain: AiAnalysis = {
      ...analysis,
      topDiagnoses: [
        { name: "Mechanical low back pain", description: "", confidence: 0.078, urgency: "low" },
        { name: "Acute gastroenteritis", description: "", confidence: 0.047, urgency: "low" },
      ],
      urgencyLevel: "medium",
      urgencyReasons: [
        "No confident match: assess clinically",
        "No condition of the knowledge base explains the findings well: a clinician should assess within days",
      ],
      uncertain: true,
    };
    const html = renderToStaticMarkup(<AiAnalysisResults analysis={uncertain} />);
    const shown = text(html);
    expect(html).toContain('role="alert"');
    expect(html.indexOf("No confident match")).toBeLessThan(html.indexOf("Suggested diagnoses"));
    expect(shown).toContain("suggestions below are weak");
    // Said once, in the alert; the other reason stays under the urgency.
    expect(shown.match(/No confident match: assess clinically/g)).toHaveLength(1);
    expect(shown).toContain("explains the findings well: a clinician should assess within days");
    expect(shown).toContain("Mechanical low back pain about 10% Low confidence");
    expect(shown).toContain("Acute gastroenteritis under 5% Low confidence");
  });

  it("reads an analysis stored before issue 19 (no uncertainty, reasons or urgencies): no alert, no reasons, no Emergency badge", () => {
    const old: AiAnalysis = {
      ...analysis,
      topDiagnoses: analysis.topDiagnoses.map(({ name, description, confidence }) => ({ name, description, confidence })),
      urgencyReasons: [],
    };
    const html = renderToStaticMarkup(<AiAnalysisResults analysis={old} />);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("Why this urgency");
    expect(text(html)).not.toContain("Emergency");
    expect(text(html)).toContain("Urgency: High");
  });
});
