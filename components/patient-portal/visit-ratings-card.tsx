"use client";

import { StarIcon } from "lucide-react";

import { formatDay } from "@/components/patients/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/api-client";
import { PORTAL_VISITS_PAGE } from "@/lib/constants/patient";
import type { CompletedVisit, CompletedVisitPage } from "@/lib/services/visit-ratings";

import { LoadMore, useLoadMore } from "./load-more";
import { RateVisitForm } from "./rate-visit-form";
import { GivenRating } from "./star-rating";

const who = (v: CompletedVisit) => v.doctorName ?? "your doctor";

/**
 * The patient's completed visits, newest first: each one not yet rated offers 'Rate this visit',
 * each rated one shows its rating (once given, a rating cannot be changed). Older visits load on
 * request (GET /api/portal/visits).
 */
export function VisitRatingsCard({ initial }: { initial: CompletedVisitPage }) {
  const { items: visits, setItems: setVisits, hasMore, loading, error, loadMore } = useLoadMore(
    { items: initial.visits, hasMore: initial.hasMore },
    async (offset) => {
      const page = await apiRequest<CompletedVisitPage>(`/api/portal/visits?limit=${PORTAL_VISITS_PAGE}&offset=${offset}`);
      return { items: page.visits, hasMore: page.hasMore };
    },
    (visit) => visit.appointmentId,
    "Older visits could not be loaded. Please try again.",
  );

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <StarIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="visit-ratings-heading">Rate Your Visits</h2>
        </CardTitle>
        <CardDescription>Your completed visits, newest first. Rate each one once, from 1 to 5 stars; the hospital sees your rating.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {visits.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No completed visits yet</p>
        ) : (
          <ul className="divide-y" aria-labelledby="visit-ratings-heading">
            {visits.map((v) => (
              <li key={v.appointmentId} className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium">{v.doctorName ?? "Doctor not assigned"}</p>
                  {v.department ? <p className="text-sm text-muted-foreground">{v.department}</p> : null}
                  <p className="text-sm">
                    {formatDay(v.date)} at {v.time}
                  </p>
                  <p className="text-xs text-muted-foreground">{v.hospitalName}</p>
                </div>
                {v.rating ? (
                  <GivenRating rating={v.rating.rating} comment={v.rating.comment} />
                ) : (
                  <RateVisitForm
                    appointmentId={v.appointmentId}
                    visit={`${who(v)} on ${formatDay(v.date)}`}
                    onRated={(rating) => setVisits((list) => list.map((x) => (x.appointmentId === v.appointmentId ? { ...x, rating } : x)))}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasMore={hasMore} loading={loading} error={error} onLoad={() => void loadMore()} label="Show older visits" />
      </CardContent>
    </Card>
  );
}
