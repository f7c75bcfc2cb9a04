import { emptyScheduleAppointmentForm } from "@/lib/validation/appointment-form";

import { bookingBody, doctorLabel, DURATION_OPTIONS, freeSlot, patientSearchTerm } from "./schedule-values";

const slots = [
  { time: "09:00", available: false, startsAt: "2026-11-23T06:00:00.000Z" },
  { time: "09:30", available: true, startsAt: "2026-11-23T06:30:00.000Z" },
];

describe("the scheduling form's pieces", () => {
  it("searches from two characters, trimmed", () => {
    expect(patientSearchTerm(" m ")).toBeNull();
    expect(patientSearchTerm(" ma ")).toBe("ma");
  });

  it("labels doctors and durations as the specification words them", () => {
    expect(doctorLabel({ firstName: "Sarah", lastName: "Nakato", specialization: "Cardiology" })).toBe(
      "Dr. Sarah Nakato - Cardiology",
    );
    expect(DURATION_OPTIONS.map((o) => o.value)).toEqual(["15", "30", "45", "60", "90", "120"]);
  });

  it("offers only free slots", () => {
    expect(freeSlot(slots, "09:00")).toBeUndefined();
    expect(freeSlot(slots, "09:30")?.startsAt).toBe("2026-11-23T06:30:00.000Z");
    expect(freeSlot(slots, "10:00")).toBeUndefined();
  });

  it("sends the slot's instant and the duration as a number, without blank notes", () => {
    const values = {
      ...emptyScheduleAppointmentForm,
      patientId: "UG-PAT-2026-001",
      departmentId: "dep-1",
      doctorId: "doc-1",
      appointmentDate: "2026-11-23",
      appointmentTime: "09:30",
      duration: "45",
      reason: "  Chest pain on exertion ",
      notes: "  ",
    };
    expect(bookingBody(values, slots[1])).toEqual({
      patientId: "UG-PAT-2026-001",
      departmentId: "dep-1",
      doctorId: "doc-1",
      appointmentDate: "2026-11-23T06:30:00.000Z",
      duration: 45,
      reason: "Chest pain on exertion",
    });
    expect(bookingBody({ ...values, notes: "Bring old ECG" }, slots[1], "HOSP-001")).toMatchObject({
      notes: "Bring old ECG",
      hospitalId: "HOSP-001",
    });
  });
});
