import type { Metadata } from "next";

import { BookingLocked } from "@/components/portal-booking/booking-locked";
import { BookingNotFound } from "@/components/portal-booking/booking-not-found";
import { BookingView } from "@/components/portal-booking/booking-view";
import { loadBooking } from "@/components/portal-booking/load-booking";
import { getPortalPatient } from "@/lib/auth/actor";
import { anonymous } from "@/lib/auth/actor-types";

export const metadata: Metadata = { title: "Book an Appointment", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /patient-portal/book?doctorId=…&startsAt=…&date=…: the patient's self-booking (issue 18). Public
// data only until this browser holds a portal session: without one, the portal's access form names
// the doctor and slot, and unlocking renders this same address again with the booking form.
export default async function BookAppointmentPage({ searchParams }: { searchParams: SearchParams }) {
  const portal = await getPortalPatient();
  const page = await loadBooking(portal ?? anonymous(), await searchParams);
  if (page.state === "not-found") return <BookingNotFound />;
  if (page.state === "locked") return <BookingLocked doctor={page.doctor} chosen={page.chosen} />;
  return <BookingView doctor={page.doctor} date={page.date} dateProblem={page.dateProblem} slots={page.slots} selected={page.selected} />;
}
