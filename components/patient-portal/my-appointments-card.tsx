"use client";

import { CalendarDaysIcon, CalendarPlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/api-client";

import { LoadMore, useLoadMore } from "./load-more";
import { MyAppointmentItem } from "./my-appointment-item";
import { MY_APPOINTMENTS_MORE, myAppointmentsPath, type MyAppointmentPeriod } from "./my-appointments-format";
import type { MyAppointment, MyAppointmentPage } from "./types";

type Props = { upcoming: MyAppointmentPage; past: MyAppointmentPage };

/**
 * 'My Appointments': the patient's upcoming appointments (soonest first) and past ones (newest
 * first) at every hospital, each with its status and, while the hospital's window allows, Cancel;
 * more of either on request (GET /api/portal/appointments?period=…). 'Book Appointment' opens the
 * doctor directory, whose Book action leads to the booking page.
 */
export function MyAppointmentsCard({ upcoming, past }: Props) {
  const none = upcoming.appointments.length === 0 && past.appointments.length === 0;
  return (
    <Card id="my-appointments" className="scroll-mt-4 lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDaysIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>My Appointments</h2>
        </CardTitle>
        <CardDescription>Your appointments at every hospital. Times are each hospital&apos;s local time.</CardDescription>
        <CardAction>
          <Button asChild size="sm">
            <a href="/doctors">
              <CalendarPlusIcon aria-hidden="true" />
              Book Appointment
            </a>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-6">
        {none ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No appointments found</p>
        ) : (
          <>
            <AppointmentSection period="upcoming" title="Upcoming" empty="No upcoming appointments" more="Show more upcoming appointments" initial={upcoming} />
            <AppointmentSection period="past" title="Past" empty="No past appointments" more="Show older appointments" initial={past} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type SectionProps = { period: MyAppointmentPeriod; title: string; empty: string; more: string; initial: MyAppointmentPage };

function AppointmentSection({ period, title, empty, more, initial }: SectionProps) {
  const router = useRouter();
  const headingId = `my-appointments-${period}`;
  const { items, setItems, hasMore, loading, error, loadMore } = useLoadMore<MyAppointment>(
    { items: initial.appointments, hasMore: initial.hasMore },
    async (offset) => {
      const page = await apiRequest<MyAppointmentPage>(myAppointmentsPath(period, MY_APPOINTMENTS_MORE, offset));
      return { items: page.appointments, hasMore: page.hasMore };
    },
    (appointment) => appointment.id,
    `Your ${period} appointments could not be loaded. Please try again.`,
  );
  const changed = (next: MyAppointment) => {
    setItems((list) => list.map((a) => (a.id === next.id ? next : a)));
    // The overview's figures and the notifications follow.
    router.refresh();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y" aria-labelledby={headingId}>
          {items.map((a) => (
            <MyAppointmentItem key={a.id} appointment={a} upcoming={period === "upcoming"} onChanged={changed} />
          ))}
        </ul>
      )}
      <LoadMore hasMore={hasMore} loading={loading} error={error} onLoad={() => void loadMore()} label={more} />
    </section>
  );
}
