"use client";

import { StarIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { VisitRatingView } from "@/lib/services/visit-ratings";
import { cn } from "@/lib/utils";
import { characterCount, COMMENT_MAX_CHARACTERS, COMMENT_TOO_LONG, RATING_REQUIRED } from "@/lib/validation/visit-rating";

import { ratingLabel } from "./star-rating";

type Props = {
  appointmentId: string;
  /** "Dr. Sarah Namubiru on 2026-11-24": tells a screen reader which visit the form rates. */
  visit: string;
  onRated: (rating: VisitRatingView) => void;
};

/**
 * 'Rate this visit': five stars as native radio buttons (arrow keys move between them, each has
 * its words as its name), an optional comment with its character count, and one submission. The
 * server decides whether the visit may still be rated (completed, not yet rated: 409 otherwise).
 */
export function RateVisitForm({ appointmentId, visit, onRated }: Props) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const count = characterCount(comment.trim());
  const tooLong = count > COMMENT_MAX_CHARACTERS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { rating: rating === null ? RATING_REQUIRED : undefined, comment: tooLong ? COMMENT_TOO_LONG : undefined };
    setErrors(found);
    if (found.rating || found.comment) {
      document.getElementById(found.rating ? `${id}-star-1` : `${id}-comment`)?.focus();
      return;
    }
    setPending(true);
    try {
      const saved = await apiRequest<VisitRatingView>(`/api/portal/appointments/${encodeURIComponent(appointmentId)}/rating`, {
        method: "POST",
        body: { rating, comment: comment.trim() || null },
      });
      toast.success("Thank you for your rating", { description: `Your rating of the visit with ${visit} has been saved.` });
      onRated(saved);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({
        rating: fields.rating,
        comment: fields.comment,
        form: error instanceof ApiError ? error.message : "Your rating could not be saved. Please try again.",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Rate your visit with ${visit}`} className="space-y-3">
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium">Rate this visit</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              htmlFor={`${id}-star-${n}`}
              title={ratingLabel(n)}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:bg-muted"
            >
              <input
                id={`${id}-star-${n}`}
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setErrors((e) => ({ ...e, rating: undefined }));
                }}
                disabled={pending}
                className="sr-only"
              />
              <StarIcon aria-hidden="true" className={cn("size-7", rating !== null && n <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
              <span className="sr-only">{ratingLabel(n)}</span>
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {rating === null ? "Choose from 1 (poor) to 5 (excellent) stars." : `You chose ${ratingLabel(rating)}.`}
        </p>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="text-sm text-destructive" role="alert">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            if (errors.comment) setErrors((prev) => ({ ...prev, comment: undefined }));
          }}
          disabled={pending}
          rows={3}
          aria-invalid={tooLong || Boolean(errors.comment)}
          aria-describedby={`${id}-count${errors.comment ? ` ${id}-comment-error` : ""}`}
          placeholder="What went well, and what could be better?"
        />
        <p id={`${id}-count`} className={cn("text-xs", tooLong ? "text-destructive" : "text-muted-foreground")}>
          {count} / {COMMENT_MAX_CHARACTERS} characters
        </p>
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="text-sm text-destructive" role="alert">
            {errors.comment}
          </p>
        ) : null}
      </div>

      {errors.form ? (
        <p className="text-sm text-destructive" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner aria-hidden="true" /> : null}
        {pending ? "Submitting..." : "Submit rating"}
      </Button>
    </form>
  );
}
