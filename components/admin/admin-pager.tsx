import { ListPager, pagedHref } from "@/components/ui/list-pager";

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

/** Previous / Next through an administration list by `?page=`, with the rows shown. */
export function AdminPager({ path, query, page, count, pageSize, total, hasNext, noun, label }: AdminPagerProps) {
  const first = (page - 1) * pageSize + 1;
  const shown = count > 0 ? `Showing ${noun} ${first}–${first + count - 1}${total === undefined ? "" : ` of ${total}`}` : `No more ${noun}`;
  return (
    <ListPager
      label={label}
      shown={shown}
      previous={page > 1 ? pagedHref(path, query, "page", page - 1, 1) : null}
      next={hasNext ? pagedHref(path, query, "page", page + 1, 1) : null}
    />
  );
}

/** `?page=`: a whole number from 1 (anything else is page 1). */
export function readPage(value: string | string[] | undefined): number {
  const n = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
}
