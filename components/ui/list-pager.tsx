import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

/** `path?query` with `key` set to `value`, or removed when `value` is the first page's. */
export function pagedHref(path: string, query: URLSearchParams, key: string, value: number, first: number): string {
  const next = new URLSearchParams(query);
  if (value !== first) next.set(key, String(value));
  else next.delete(key);
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Previous / Next links of a paged list (plain links: the page is a server component and the
 * address holds the page), with what is shown. Nothing when there is only one page.
 */
export function ListPager({ label, shown, previous, next }: { label: string; shown: string; previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown}
      </p>
      <div className="flex gap-2">
        <PagerLink href={previous} rel="prev">
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </PagerLink>
        <PagerLink href={next} rel="next">
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
