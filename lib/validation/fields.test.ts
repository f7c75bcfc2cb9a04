import { createAppointmentSchema, listAppointmentsQuerySchema, slotsQuerySchema, updateAppointmentSchema } from "./appointment";
import { createDiagnosisSchema } from "./diagnosis";
import { hospitalIdField, isCalendarDate, isCalendarInstant, optionalText, textAtLeast, UNSAFE_TEXT_MESSAGE } from "./fields";

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("calendar dates", () => {
  it("accepts real days, leap days included", () => {
    for (const d of ["2027-01-31", "2028-02-29", "2000-02-29", "2027-12-31"]) expect(isCalendarDate(d)).toBe(true);
  });

  it("refuses days that would roll over to another one", () => {
    for (const d of ["2027-02-30", "2027-02-29", "1900-02-29", "2027-04-31", "2027-13-01", "2027-00-10", "2027-01-00", "2027-1-5"]) {
      expect(isCalendarDate(d)).toBe(false);
    }
  });

  it("refuses instants on an impossible day or time, which Date.parse rolls over", () => {
    expect(isCalendarInstant("2027-03-02T10:00:00Z")).toBe(true);
    expect(isCalendarInstant("2027-03-02T10:00+03:00")).toBe(true);
    expect(isCalendarInstant("2027-03-02T23:59:59.999-0530")).toBe(true);
    for (const v of ["2027-02-30T10:00:00Z", "2027-02-31T10:00:00+03:00", "2027-02-28T24:00:00Z", "2027-02-28T10:60:00Z", "2027-02-28T10:00:00+24:00", "2027-02-28T10:00:00"]) {
      expect(isCalendarInstant(v)).toBe(false);
    }
  });
});

describe("every date field of the schemas checks the calendar", () => {
  const booking = { patientId: "UG-PAT-2026-001", departmentId: "DEPT-001-001", doctorId: "DOC-001-001", appointmentDate: "2027-02-30T09:00:00+03:00", reason: "Persistent headaches" };

  it("appointmentDate of a booking and of a move", () => {
    expect(messages(createAppointmentSchema.safeParse(booking))).toEqual([
      "appointmentDate: Please give the appointment date as an ISO date and time with an offset",
    ]);
    expect(createAppointmentSchema.safeParse({ ...booking, appointmentDate: "2027-02-28T09:00:00+03:00" }).success).toBe(true);
    expect(updateAppointmentSchema.safeParse({ appointmentDate: "2027-02-29T09:00:00Z", duration: 30 }).success).toBe(false);
  });

  it("the slots date and the list's from and to", () => {
    expect(messages(slotsQuerySchema.safeParse({ doctorId: "DOC-001-001", date: "2027-02-30" }))).toEqual(["date: Please give the date as YYYY-MM-DD"]);
    expect(messages(listAppointmentsQuerySchema.safeParse({ from: "2027-04-31" }))).toEqual(["from: from must be a date (YYYY-MM-DD)"]);
    expect(messages(listAppointmentsQuerySchema.safeParse({ to: "2027-06-31" }))).toEqual(["to: to must be a date (YYYY-MM-DD)"]);
  });

  it("followUpDate of a diagnosis", () => {
    const result = createDiagnosisSchema.safeParse({ appointmentId: "x", diagnosis: "Migraine", followUpDate: "2027-02-30" });
    expect(messages(result)).toContain("followUpDate: Please enter a valid follow-up date");
  });
});

describe("shared strings refuse what the database cannot store", () => {
  it.each([
    ["textAtLeast", textAtLeast(1, "Name is required")],
    ["optionalText", optionalText()],
    ["hospitalIdField", hospitalIdField],
  ])("%s refuses NUL and a lone surrogate, with one clear message", (_name, schema) => {
    expect(schema.safeParse("Ami\u0000na").error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(schema.safeParse("Amina\ud800").error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(schema.safeParse("Amina 🤕").success).toBe(true);
  });

  it("names the field of a body", () => {
    expect(messages(createAppointmentSchema.safeParse({ ...booking(), reason: "Headache\u0000 for days" }))).toEqual([`reason: ${UNSAFE_TEXT_MESSAGE}`]);
  });
});

function booking() {
  return { patientId: "UG-PAT-2026-001", departmentId: "DEPT-001-001", doctorId: "DOC-001-001", appointmentDate: "2027-02-28T09:00:00+03:00", reason: "Persistent headaches" };
}
