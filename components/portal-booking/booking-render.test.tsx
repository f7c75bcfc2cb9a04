import { renderToStaticMarkup } from "react-dom/server";

import { MyAppointmentsCard } from "@/components/patient-portal/my-appointments-card";
import type { MyAppointment } from "@/components/patient-portal/types";
import type { BookableDoctor, PublicSlot } from "@/lib/services/public-slots";

import { BookingForm } from "./booking-form";
import { BookingLocked } from "./booking-locked";
import { bookingHref, formatLongDate, slotLabel } from "./format";

// The booking form, the locked booking page and the portal's 'My Appointments' card as the server
// renders them: what each control is named, which slots are offered, which appointments offer Cancel.

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, replace: () => undefined, push: () => undefined }) }));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const slot = (time: string, available: boolean): PublicSlot => ({ time, startsAt: `2031-06-10T${time}:00.000+03:00`, available });
const slots = [slot("09:00", false), slot("09:30", true), slot("10:00", true)];
const form = (props: Partial<Parameters<typeof BookingForm>[0]> = {}) =>
  renderToStaticMarkup(
    <BookingForm
      doctor={{ id: "DOC-001-001", name: "Dr. Sarah Namubiru", hospitalName: "Kampala General Hospital", takesBookings: true }}
      today="2031-06-10"
      lastDay="2031-07-10"
      date="2031-06-10"
      dateProblem={null}
      slots={slots}
      selected={null}
      {...props}
    />,
  );

describe("format", () => {
  it("spells out the day, and the booking address carries the doctor, day and slot", () => {
    expect(formatLongDate("2031-06-10")).toBe("Tuesday, 10 June 2031");
    expect(slotLabel("2031-06-10", "09:30")).toBe("Tuesday, 10 June 2031 at 09:30");
    expect(bookingHref("DOC-001-001", "2031-06-10", "2031-06-10T06:30:00.000Z")).toBe(
      "/patient-portal/book?doctorId=DOC-001-001&date=2031-06-10&startsAt=2031-06-10T06%3A30%3A00.000Z",
    );
  });
});

describe("BookingForm", () => {
  it("lists the day's slots as radio buttons, the taken one disabled and marked, with the date, reason and submit button", () => {
    const html = form();
    expect(html).toContain('aria-label="Request an appointment with Dr. Sarah Namubiru"');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""[^>]*value="2031-06-10T09:00:00.000\+03:00"/);
    expect(html).not.toMatch(/<input type="radio"[^>]*disabled=""[^>]*value="2031-06-10T09:30/);
    expect(text(html)).toContain("09:00 Unavailable");
    expect(html).toMatch(/<label[^>]*for="booking-date"[^>]*>Date<\/label>/);
    expect(html).toMatch(/id="booking-date"[^>]*min="2031-06-10"[^>]*max="2031-07-10"/);
    expect(html).toMatch(/<label[^>]*for="booking-reason"[^>]*>Reason for visit<\/label>/);
    expect(text(html)).toContain("Request Appointment");
    expect(html).not.toContain('checked=""');
  });

  it("preselects the chosen slot while it is free", () => {
    const html = form({ selected: slots[1].startsAt });
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="2031-06-10T09:30/);
    expect(text(html)).toContain("Requesting Tuesday, 10 June 2031 at 09:30 with Dr. Sarah Namubiru");
  });

  it("shows why a day cannot be booked instead of its slots", () => {
    const html = form({ dateProblem: "That day has passed: please choose today or a later date.", slots: [] });
    expect(html).toContain("That day has passed");
    expect(html).not.toContain('type="radio"');
  });

  it("disables booking when the hospital takes no bookings", () => {
    const html = form({ doctor: { id: "DOC-001-001", name: "Dr. Sarah Namubiru", hospitalName: "Kampala General Hospital", takesBookings: false } });
    expect(html).toMatch(/type="submit" disabled=""/);
  });
});

describe("BookingLocked", () => {
  it("shows the portal's access form naming the doctor and the slot being booked", () => {
    const doctor = { firstName: "Sarah", lastName: "Namubiru", specialization: "Cardiology", hospitalName: "Kampala General Hospital" } as BookableDoctor;
    const html = text(renderToStaticMarkup(<BookingLocked doctor={doctor} chosen={{ date: "2031-06-10", time: "09:30" }} />));
    expect(html).toContain("You are booking Dr. Sarah Namubiru (Cardiology) at Kampala General Hospital on Tuesday, 10 June 2031 at 09:30 (hospital time)");
    expect(html).toContain("Access Patient Portal");
    expect(html).toContain("Back to Find a Doctor");
  });
});

const appointment = (overrides: Partial<MyAppointment>): MyAppointment => ({
  id: "a1",
  status: "scheduled",
  appointmentDate: "2031-06-12T07:00:00.000Z",
  date: "2031-06-12",
  time: "10:00",
  duration: 30,
  reason: "Headaches",
  doctorId: "DOC-001-001",
  doctorName: "Dr. Sarah Namubiru",
  departmentId: "DEPT-001-001",
  departmentName: "Cardiology",
  hospitalId: "HOSP-001",
  hospitalName: "Kampala General Hospital",
  doctorResponse: null,
  cancelUntil: "2031-06-12T03:00:00.000Z",
  cancellable: true,
  ...overrides,
});

describe("MyAppointmentsCard", () => {
  it("lists upcoming and past appointments with their status, Cancel only where the window allows", () => {
    const html = renderToStaticMarkup(
      <MyAppointmentsCard
        upcoming={{ appointments: [appointment({}), appointment({ id: "a2", status: "accepted", time: "11:00", cancellable: false })], hasMore: true }}
        past={{ appointments: [appointment({ id: "a3", status: "rejected", date: "2031-06-01", cancellable: false, doctorResponse: "On leave that week" })], hasMore: false }}
      />,
    );
    const words = text(html);
    expect(words).toContain("My Appointments");
    expect(words).toContain("Book Appointment");
    expect(html).toContain('href="/doctors"');
    expect(words).toContain("Awaiting doctor");
    expect(words).toContain("Accepted");
    expect(words).toContain("Declined");
    expect(words).toContain("Doctor's note: On leave that week");
    expect(html.match(/aria-label="Cancel appointment with [^"]*"/g)).toEqual(['aria-label="Cancel appointment with Dr. Sarah Namubiru on Jun 12, 2031 at 10:00"']);
    expect(words).toContain("Too late to cancel online: please call the hospital.");
    expect(words).toContain("Show more upcoming appointments");
    expect(words).not.toContain("Show older appointments");
  });

  it("says 'No appointments found' when there are none", () => {
    const html = text(renderToStaticMarkup(<MyAppointmentsCard upcoming={{ appointments: [], hasMore: false }} past={{ appointments: [], hasMore: false }} />));
    expect(html).toContain("No appointments found");
  });
});
