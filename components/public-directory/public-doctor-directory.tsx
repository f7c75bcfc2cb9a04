import { ListPager, pagedHref } from "@/components/ui/list-pager";
import { PageAlert } from "@/components/ui/page-alert";
import type { Actor } from "@/lib/auth/actor-types";
import { jsonLdGraph, physiciansJsonLd } from "@/lib/seo/json-ld";
import { searchPublicDoctors } from "@/lib/services/public-directory";
import { listPublicHospitals } from "@/lib/services/public-hospitals";
import { siteOrigin } from "@/lib/site-url";

import { isFiltered, type DirectoryAddress } from "./directory-address";
import { NoDoctorsFound } from "./directory-extras";
import { DirectoryLinks } from "./directory-links";
import { DoctorCard } from "./doctor-card";
import { DoctorFilters } from "./doctor-filters";
import { DIRECTORY_PATH } from "./format";
import { HospitalNetwork } from "./hospital-network";
import { JsonLdScript } from "./json-ld-script";
import { SpecializationTiles } from "./specialization-tiles";

/** Active hospitals for the hospital filter and the network cards (the API's largest page). */
const HOSPITAL_LIMIT = 200;

/** "Showing 1-20 doctors", or "Showing 1-3 of 3 doctors" when that is all of them. */
function shownText(offset: number, count: number, hasMore: boolean): string {
  const total = !hasMore && offset === 0 ? ` of ${count}` : "";
  return `Showing ${offset + 1}-${offset + count}${total} doctor${count === 1 && offset === 0 ? "" : "s"}`;
}

export function DirectoryHeading() {
  return (
    <header className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Find a Doctor</h1>
      <p className="text-muted-foreground">
        Doctors of the hospital network with their next free appointment, read from their diaries. Filter by specialization,
        hospital, city, availability or language, and book online.
      </p>
    </header>
  );
}

/**
 * /doctors for visitors (issue 18): the filters, one page of doctors by next free slot, the
 * specialization tiles, the hospital network and the links onward, rendered on the server from the
 * address. An invalid address shows what is wrong instead of the results.
 */
export async function PublicDoctorDirectory({ actor, address }: { actor: Actor; address: DirectoryAddress }) {
  const { query, values, errors, params } = address;
  const [hospitals, result, origin] = await Promise.all([
    listPublicHospitals(actor, { limit: HOSPITAL_LIMIT, offset: 0, search: undefined }),
    query ? searchPublicDoctors(actor, query) : null,
    siteOrigin(),
  ]);
  const filtered = isFiltered(values);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <DirectoryHeading />
      <DoctorFilters values={values} hospitals={hospitals.items} />
      <section aria-labelledby="doctor-results-heading" className="grid gap-4">
        <h2 id="doctor-results-heading" className="sr-only">
          Doctors
        </h2>
        {!result ? (
          <PageAlert>
            This search cannot be run: {errors.join(" ")} <a href={DIRECTORY_PATH} className="font-medium underline underline-offset-4">Clear filters</a>
          </PageAlert>
        ) : result.items.length === 0 ? (
          <NoDoctorsFound filtered={filtered || result.offset > 0} />
        ) : (
          <>
            <JsonLdScript data={jsonLdGraph(physiciansJsonLd(result.items, origin))} />
            <p role="status" className="text-sm text-muted-foreground">
              {shownText(result.offset, result.items.length, result.hasMore)}
              {query?.availability ? " with a free slot in that window" : ""}, soonest first
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="doctor-results">
              {result.items.map((doctor) => (
                <li key={doctor.id}>
                  <DoctorCard doctor={doctor} />
                </li>
              ))}
            </ul>
          </>
        )}
        {result ? (
          <ListPager
            label="Pages of doctors"
            shown={`Page ${Math.floor(result.offset / result.limit) + 1}`}
            previous={result.offset > 0 ? pagedHref(DIRECTORY_PATH, params, "offset", Math.max(0, result.offset - result.limit), 0) : null}
            next={result.hasMore ? pagedHref(DIRECTORY_PATH, params, "offset", result.offset + result.limit, 0) : null}
          />
        ) : null}
      </section>
      <SpecializationTiles current={values.specialization} />
      <HospitalNetwork hospitals={hospitals.items} />
      <DirectoryLinks />
    </div>
  );
}
