import { renderToStaticMarkup } from "react-dom/server";

import { ConfidenceBadge, EmergencyBadge, UrgencyBadge } from "./ai-badges";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("AI analysis badges", () => {
  it("shows the confidence in steps with a badge that names what it grades", () => {
    expect(text(renderToStaticMarkup(<ConfidenceBadge confidence={0.9649} />))).toBe("96% High confidence");
    expect(text(renderToStaticMarkup(<ConfidenceBadge confidence={0.636} />))).toBe("about 65% Medium confidence");
    expect(text(renderToStaticMarkup(<ConfidenceBadge confidence={0.2} />))).toBe("about 20% Low confidence");
    expect(text(renderToStaticMarkup(<ConfidenceBadge confidence={0.01} />))).toBe("under 5% Low confidence");
  });

  it("never dresses 'High confidence' in the urgency's all-clear green", () => {
    const high = renderToStaticMarkup(<ConfidenceBadge confidence={0.95} />);
    const lowUrgency = renderToStaticMarkup(<UrgencyBadge urgency="low" />);
    expect(lowUrgency).toContain("emerald");
    expect(high).not.toContain("emerald");
    expect(high).toContain('data-confidence="high"');
  });

  it("marks an emergency in words, in the destructive style", () => {
    const html = renderToStaticMarkup(<EmergencyBadge />);
    expect(text(html)).toBe("Emergency");
    expect(html).toContain("bg-destructive");
    expect(html).toContain('aria-hidden="true"'); // the icon is decoration; the word says it
  });

  it("says the urgency in words, destructive when high", () => {
    const high = renderToStaticMarkup(<UrgencyBadge urgency="high" />);
    expect(text(high)).toBe("Urgency: High");
    expect(high).toContain("bg-destructive");
    expect(text(renderToStaticMarkup(<UrgencyBadge urgency="medium" />))).toBe("Urgency: Medium");
  });
});
