import { MISSING_SYMPTOMS } from "@/lib/validation/ai-diagnosis";

import { toastParts } from "./ai-diagnosis-api";

describe("toastParts", () => {
  it("splits the specification's 'Title: sentence' messages into a toast's title and description", () => {
    expect(toastParts(MISSING_SYMPTOMS)).toEqual({ title: "Missing Information", description: "Please enter the patient's symptoms." });
    expect(toastParts("Severity must be a whole number from 1 to 10")).toEqual({ title: "Severity must be a whole number from 1 to 10" });
  });
});
