import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

type PatientPagerProps = {
  /** The current address's query, without offset. */
  query: URLSearchParams;
  offset: number;
  limit: number;
  /** Rows on this page: a full page means there may be another. */
  count: number;
};

function pageHref(query: URLSearchParams, offset: number): string {
  const next = new URLSearchParams(query);
  if (offset > 0) next.set("offset", String(offset));
  else next.delete("offset");
  const text = next.toString();
  return text ? `/patients?${text}` : "/patients";
}

/** Previous / Next through the list, by `?offset=` (the page size is the specification's 50). */
export function PatientPager({ query, offset, limit, count }: PatientPagerProps) {
  const hasPrevious = offset > 0;
  const hasNext = count === limit;
  if (!hasPrevious && !hasNext) return null;
  const first = count > 0 ? offset + 1 : offset;
  return (
    <nav aria-label="Patient list pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count > 0 ? `Showing patients ${first}–${offset + count}` : "No more patients"}
      </p>
      <div className="flex gap-2">
        <PagerLink href={hasPrevious ? pageHref(query, Math.max(0, offset - limit)) : null} rel="prev">
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </PagerLink>
        <PagerLink href={hasNext ? pageHref(query, offset + limit) : null} rel="next">
          Next
          <ChevronRightIcon aria-hidden="true" />
        </PagerLink>
      </div>
    </nav>
  );
}

function PagerLink({ href, rel, children }: { href: string | null; rel: string; children: ReactNode }) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} rel={rel}>
        {children}
      </a>
    </Button>
  );
}
