import { ListPager, pagedHref } from "@/components/ui/list-pager";

type PatientPagerProps = {
  /** The current address's query, without offset. */
  query: URLSearchParams;
  offset: number;
  limit: number;
  /** Rows on this page: a full page means there may be another. */
  count: number;
};

/** Previous / Next through the list, by `?offset=` (the page size is the specification's 50). */
export function PatientPager({ query, offset, limit, count }: PatientPagerProps) {
  const first = count > 0 ? offset + 1 : offset;
  return (
    <ListPager
      label="Patient list pages"
      shown={count > 0 ? `Showing patients ${first}–${offset + count}` : "No more patients"}
      previous={offset > 0 ? pagedHref("/patients", query, "offset", Math.max(0, offset - limit), 0) : null}
      next={count === limit ? pagedHref("/patients", query, "offset", offset + limit, 0) : null}
    />
  );
}
