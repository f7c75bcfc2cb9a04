import { likelihood, type Scored } from "./infer";
import { CONDITIONS, FINDINGS } from "./kb";

// The alternatives behind the top condition are its clinical differentials: conditions that present
// the way it does. After a confident top, a condition is listed when it is itself material, when it
// is an emergency still in view, or when it explains one of the top's presenting complaints: the
// reported findings the top explains that are not generic (fever, vomiting, headache … are given by
// a large share of all conditions). A common condition that explains only a side finding
// (gastroenteritis behind a testicular torsion "with vomiting") drops out. The order stays by
// probability: the list is a filter of the ranking.

export const DIFFERENTIAL = {
  /** Below this the top is too unsure to define the presentation: the list stays by probability alone. */
  confidentTop: 0.5,
  /** An alternative this likely is listed whatever it explains. */
  material: 0.1,
  /** An emergency this likely stays listed whatever it explains (as triage keeps it in view). */
  emergency: 0.02,
  /** The top "explains" a finding it gives at least this likelihood. */
  explains: 0.3,
  /**
   * A finding whose average likelihood over the knowledge base is this or more is generic (fever,
   * vomiting, loss of appetite …; 0.09 since the knowledge base's 474 conditions, most of them
   * specific, diluted the average: vomiting had been 0.10 with 419).
   */
  generic: 0.09,
  /** An alternative presents the same way when it gives a presenting complaint at least this. */
  shares: 0.2,
};

/** How common a finding is across the knowledge base's conditions (its average likelihood). */
let commonness: Map<string, number> | null = null;
function commonnessOf(findingId: string): number {
  if (!commonness) {
    commonness = new Map(FINDINGS.map((f) => [f.id, CONDITIONS.reduce((sum, c) => sum + likelihood(c, f.id), 0) / CONDITIONS.length]));
  }
  return commonness.get(findingId) ?? 1;
}

/** The reported findings that say what the top condition is: those it explains that are not generic. */
export function presentingComplaints(top: Scored, present: readonly string[]): string[] {
  return present.filter((id) => commonnessOf(id) < DIFFERENTIAL.generic && likelihood(top.condition, id) >= DIFFERENTIAL.explains);
}

/** The ranked list with the top, then only its differentials, material alternatives and emergencies in view, most likely first. */
export function differentialList(ranked: readonly Scored[], present: readonly string[], size: number): Scored[] {
  const [top, ...rest] = ranked;
  if (!top) return [];
  const complaints = top.probability >= DIFFERENTIAL.confidentTop ? presentingComplaints(top, present) : [];
  const listed = (s: Scored) =>
    complaints.length === 0 ||
    s.probability >= DIFFERENTIAL.material ||
    (s.condition.urgency === "high" && s.probability >= DIFFERENTIAL.emergency) ||
    complaints.some((id) => likelihood(s.condition, id) >= DIFFERENTIAL.shares);
  const out = [top];
  for (const s of rest) {
    if (out.length >= size) break;
    if (listed(s)) out.push(s);
  }
  return out;
}
