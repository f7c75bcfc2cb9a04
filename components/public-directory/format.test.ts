import type { PublicDoctor } from "@/lib/services/public-directory";

import { readDirectoryAddress } from "./directory-address";
import { bookHref, directoryHref, doctorAnchor, doctorName, nextAvailableText } from "./format";

const doctor = { id: "DOC-KIH-0007", firstName: "Sarah", lastName: "Namubiru", timezone: "Africa/Kampala", nextAvailable: "2026-11-27T11:30:00.000Z" } satisfies Partial<PublicDoctor>;

describe("the directory's wording and links", () => {
  it("names the doctor and the next slot in the hospital's time zone", () => {
    expect(doctorName(doctor)).toBe("Dr. Sarah Namubiru");
    expect(nextAvailableText(doctor)).toBe("Next available: Fri 27 Nov, 14:30 (Africa/Kampala time)");
    expect(nextAvailableText({ ...doctor, nextAvailable: null })).toBe("No free slot in the next 30 days");
  });

  it("books the doctor at its next slot, or lets the patient choose when there is none", () => {
    expect(bookHref(doctor)).toBe("/patient-portal/book?doctorId=DOC-KIH-0007&startsAt=2026-11-27T11%3A30%3A00.000Z");
    expect(bookHref({ ...doctor, nextAvailable: null })).toBe("/patient-portal/book?doctorId=DOC-KIH-0007");
  });

  it("builds filter links without blank filters, and safe anchors", () => {
    expect(directoryHref({ specialization: "Obstetrics & Gynecology", city: "" })).toBe("/doctors?specialization=Obstetrics+%26+Gynecology");
    expect(directoryHref({})).toBe("/doctors");
    expect(doctorAnchor("DOC/1 x")).toBe("doctor-DOC-1-x");
  });
});

describe("the directory's address", () => {
  it("reads the filters with the API's schema, a page of 20 by default", () => {
    const address = readDirectoryAddress({ specialization: "cardiology", availability: "WEEK", city: " Kampala ", offset: "20", search: ["Sarah", "x"] });
    expect(address.errors).toEqual([]);
    expect(address.query).toMatchObject({ specialization: "Cardiology", availability: "week", city: "Kampala", search: "Sarah", limit: 20, offset: 20 });
    expect(address.values).toMatchObject({ specialization: "Cardiology", availability: "week", city: "Kampala", hospitalId: "" });
    expect(address.params.get("offset")).toBeNull();
    expect(address.params.get("specialization")).toBe("cardiology");
  });

  it("says what is wrong with an invalid address instead of searching", () => {
    const address = readDirectoryAddress({ specialization: "Astrology", availability: "someday", offset: "-1" });
    expect(address.query).toBeNull();
    expect(address.errors).toEqual([
      "Page: offset must be a whole number of 0 or more.",
      "Specialization: Please select a valid specialization.",
      "Availability: Availability must be one of today, week, month.",
    ]);
    expect(address.values.specialization).toBe("Astrology");
  });
});
