import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageAlert } from "@/components/ui/page-alert";
import { NOT_BOOKABLE_MESSAGE } from "@/lib/services/portal-booking";
import { SLOT_DAYS_AHEAD, type BookableDoctor, type PublicSlot } from "@/lib/services/public-slots";

import { BackToDirectory } from "./back-to-directory";
import { BookingForm } from "./booking-form";
import { DoctorSummaryCard } from "./doctor-summary-card";
import { doctorName } from "./format";

type Props = { doctor: BookableDoctor; date: string; dateProblem: string | null; slots: PublicSlot[]; selected: string | null };

/** The portal patient's booking page: the doctor, then the day, a free slot and the reason. */
export function BookingView({ doctor, date, dateProblem, slots, selected }: Props) {
  const name = doctorName(doctor);
  return (
    <div className="space-y-6">
      <BackToDirectory />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Book an Appointment</h1>
        <p className="text-sm text-muted-foreground">
          Choose a free time and tell the doctor why you are coming. The doctor accepts or declines your request, and you are notified.
        </p>
      </header>
      {doctor.takesBookings ? null : <PageAlert>{NOT_BOOKABLE_MESSAGE}</PageAlert>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <DoctorSummaryCard doctor={doctor} />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">Choose a Time</h2>
            </CardTitle>
            <CardDescription>From today to {SLOT_DAYS_AHEAD} days ahead; a time at least 1 hour from now.</CardDescription>
          </CardHeader>
          <CardContent>
            <BookingForm
              doctor={{ id: doctor.id, name, hospitalName: doctor.hospitalName, takesBookings: doctor.takesBookings }}
              today={doctor.today}
              lastDay={doctor.lastDay}
              date={date}
              dateProblem={dateProblem}
              slots={slots}
              selected={selected}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
