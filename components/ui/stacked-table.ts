// A data table that becomes one card per row below the md breakpoint, so a phone shows every
// column (the row's actions included) without scrolling sideways. Each cell names its column in
// `data-label`, which the card prints above the value; the header row is hidden there.

/** The <table>: a block of cards on a phone, a table from md (its min width scrolls in its box). */
export const stackedTable = "w-full text-left text-sm max-md:block md:min-w-[760px]";

/** The <thead>: only the cells' own labels name the columns on a phone. */
export const stackedHead = "border-b bg-muted/50 text-muted-foreground max-md:hidden";

/** The <tbody>. */
export const stackedBody = "max-md:block";

/** A <tr>: a two-column card on a phone. */
export const stackedRow = "border-b last:border-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4";

/** The row's <th scope="row">: the card's title across both columns. */
export const stackedRowHeader = "px-4 py-3 text-left max-md:col-span-2 max-md:p-0";

/** A <td data-label="…">; `wide` spans both columns (long values, the actions). */
export function stackedCell(wide = false) {
  return `min-w-0 px-4 py-3 max-md:p-0 max-md:before:block max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] ${wide ? "max-md:col-span-2" : ""}`;
}
