import { StarIcon } from "lucide-react";

import { cn } from "@/lib/utils";

export const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/** "4 stars (Very good)": the accessible name of a choice and the words of a given rating. */
export const ratingLabel = (n: number) => `${n} ${n === 1 ? "star" : "stars"} (${RATING_WORDS[n - 1]})`;

/** Five stars, the first `value` filled: decoration only, the caller gives the words. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={cn("size-5", n <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}

/** A rating already given, read as words by a screen reader and as stars by everyone else. */
export function GivenRating({ rating, comment }: { rating: number; comment: string | null }) {
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="sr-only">Your rating: {rating} out of 5 stars.</span>
        <Stars value={rating} />
        <span aria-hidden="true" className="text-muted-foreground">
          {RATING_WORDS[rating - 1]}
        </span>
      </p>
      {comment ? <p className="text-sm whitespace-pre-line text-muted-foreground">“{comment}”</p> : null}
    </div>
  );
}
