import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

type AdminPagerProps = {
  /** The list's path and its filters (without `page`). */
  path: string;
  query: URLSearchParams;
  page: number;
  /** Rows on this page. */
  count: number;
  pageSize: number;
  /** Rows of every page when the list counts them (X-Total-Count); otherwise `hasNext` decides. */
  total?: number;
  hasNext: boolean;
  /** What the rows are, plural ("hospitals"). */
  noun: string;
  label: string;
};

function pageHref(path: string, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}

/** Previous / Next through an administration list by `?page=`, with the rows shown. */
export function AdminPager({ path, query, page, count, pageSize, total, hasNext, noun, label }: AdminPagerProps) {
  const hasPrevious = page > 1;
  if (!hasPrevious && !hasNext) return null;
  const first = (page - 1) * pageSize + 1;
  const shown = count > 0 ? `Showing ${noun} ${first}–${first + count - 1}${total === undefined ? "" : ` of ${total}`}` : `No more ${noun}`;
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">{shown}</p>
      <div className="flex gap-2">
        <PagerLink href={hasPrevious ? pageHref(path, query, page - 1) : null} rel="prev">
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </PagerLink>
        <PagerLink href={hasNext ? pageHref(path, query, page + 1) : null} rel="next">
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

/** `?page=`: a whole number from 1 (anything else is page 1). */
export function readPage(value: string | string[] | undefined): number {
  const n = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
}
