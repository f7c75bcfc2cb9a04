import {
  changeIncidentStatusSchema,
  incidentBody,
  incidentFormSchema,
  listIncidentsQuerySchema,
  NOTE_TO_CLOSE,
  reportIncidentSchema,
} from "./incident";

// The incident schemas shared by the report form and the API (issue 17).

const form = {
  occurredDate: "2026-03-01",
  occurredTime: "23:30",
  place: "Ward 3",
  category: "Fall",
  harmLevel: "Severe harm",
  description: "The patient fell on the way to the bathroom.",
  peopleInvolved: "",
  patientId: "ug-pat-2026-001",
  immediateAction: "  ",
};

describe("the report form", () => {
  it("turns the hospital's local date and time into one instant, with labels read as values and blanks left out", () => {
    const values = incidentFormSchema("2026-03-02").parse(form);
    // 23:30 in Kampala (UTC+3) is 20:30 UTC the same day.
    expect(incidentBody(values, "Africa/Kampala")).toEqual({
      occurredAt: "2026-03-01T20:30:00.000Z",
      place: "Ward 3",
      category: "fall",
      harmLevel: "severe_harm",
      description: "The patient fell on the way to the bathroom.",
      patientId: "UG-PAT-2026-001",
    });
    expect(incidentBody(values, "UTC", "HOSP-002")).toMatchObject({ occurredAt: "2026-03-01T23:30:00.000Z", hospitalId: "HOSP-002" });
  });

  it("refuses a date after the hospital's today and a missing time", () => {
    const result = incidentFormSchema("2026-02-28").safeParse({ ...form, occurredTime: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(["occurredDate: The date cannot be in the future", "occurredTime: Time is required"]));
  });

  it("is the API's body once sent", () => {
    const values = incidentFormSchema("2026-03-02").parse(form);
    expect(reportIncidentSchema.parse(incidentBody(values, "Africa/Kampala")).occurredAt).toEqual(new Date("2026-03-01T20:30:00Z"));
  });
});

describe("the follow-up", () => {
  it("takes the next status by value or label, and needs a note to close", () => {
    expect(changeIncidentStatusSchema.parse({ status: "Under review" })).toEqual({ status: "under_review", note: undefined });
    const noNote = changeIncidentStatusSchema.safeParse({ status: "closed", note: " " });
    expect(noNote.error?.issues).toMatchObject([{ path: ["note"], message: NOTE_TO_CLOSE }]);
    expect(changeIncidentStatusSchema.safeParse({ status: "reported" }).success).toBe(false);
  });
});

describe("the list's filters", () => {
  it("reads blanks as no filter and refuses a period that ends before it starts", () => {
    expect(listIncidentsQuerySchema.parse({ status: "", harmLevel: "death", from: "" })).toMatchObject({ status: undefined, harmLevel: "death", limit: 50, offset: 0 });
    expect(listIncidentsQuerySchema.safeParse({ from: "2026-03-05", to: "2026-03-01" }).success).toBe(false);
  });
});
