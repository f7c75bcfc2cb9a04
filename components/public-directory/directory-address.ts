import { publicDoctorsQuerySchema, type PublicDoctorsQuery } from "@/lib/validation/public-directory";

// The directory's state lives in its address (/doctors?specialization=…&availability=week…): read
// here with the same schema as GET /api/public/doctors, so that the page and the API agree.

/** Doctors on one page of the directory (the API's `limit`, which the address may still set). */
export const DIRECTORY_PAGE_SIZE = 20;

export const FILTER_KEYS = ["specialization", "hospitalId", "city", "country", "availability", "search", "language"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

type SearchParams = Record<string, string | string[] | undefined>;

export type DirectoryAddress = {
  /** The filters as typed (refilled into the form even when invalid). */
  values: Record<FilterKey, string>;
  /** The parsed query, or null when the address holds an invalid value. */
  query: PublicDoctorsQuery | null;
  /** What is wrong with the address, one sentence a field. */
  errors: string[];
  /** The address's query without `offset`, for the pager. */
  params: URLSearchParams;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

const FIELD_NAMES: Record<string, string> = {
  specialization: "Specialization",
  hospitalId: "Hospital",
  city: "City",
  country: "Country",
  availability: "Availability",
  search: "Doctor's name",
  language: "Language",
  limit: "Page size",
  offset: "Page",
};

export function readDirectoryAddress(searchParams: SearchParams): DirectoryAddress {
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, first(searchParams[key]).trim()])) as Record<FilterKey, string>;
  const raw: Record<string, string> = { ...values, limit: String(DIRECTORY_PAGE_SIZE) };
  for (const key of ["limit", "offset"]) if (first(searchParams[key])) raw[key] = first(searchParams[key]);
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "limit"]) if (first(searchParams[key])) params.set(key, first(searchParams[key]));

  const parsed = publicDoctorsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "");
      return `${FIELD_NAMES[field] ?? field}: ${issue.message.replace(/[.!]?$/, ".")}`;
    });
    return { values, query: null, errors: [...new Set(errors)], params };
  }
  const query = parsed.data;
  // Show the filters as the search understood them ("cardiology" → "Cardiology").
  if (query.specialization) values.specialization = query.specialization;
  if (query.availability) values.availability = query.availability;
  return { values, query, errors: [], params };
}

/** Whether any filter is set (the empty state then offers to clear them). */
export const isFiltered = (values: Record<FilterKey, string>) => FILTER_KEYS.some((key) => values[key] !== "");
