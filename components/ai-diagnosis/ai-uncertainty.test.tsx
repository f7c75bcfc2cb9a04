import { renderToStaticMarkup } from "react-dom/server";

import { NoConfidentMatchAlert, UrgencyReasons } from "./ai-uncertainty";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("What an AI analysis says about its limits", () => {
  it("alerts 'No confident match: assess clinically' with a one-line explanation", () => {
    const html = renderToStaticMarkup(<NoConfidentMatchAlert />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toMatch(/^No confident match: assess clinically .*suggestions below are weak: examine the patient/);
  });

  it("lists the urgency's reasons, and nothing when there is none", () => {
    const html = renderToStaticMarkup(<UrgencyReasons reasons={["Meningitis needs assessment now", "Stiff neck with fever"]} />);
    expect(html).toContain('aria-label="Why this urgency"');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(text(html)).toBe("Meningitis needs assessment now Stiff neck with fever");
    expect(renderToStaticMarkup(<UrgencyReasons reasons={[]} />)).toBe("");
  });
});
