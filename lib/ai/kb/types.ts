// The knowledge base's shapes. Data files in lib/ai/kb/ fill them; the engine (lib/ai/) reads them.

export type Urgency = "high" | "medium" | "low";

/** Age bands the modifiers use: infant < 1 year, child 1-12, adolescent 13-17, adult 18-64, older 65+. */
export type AgeBand = "infant" | "child" | "adolescent" | "adult" | "older";

/** How long the complaint has lasted: hours (< 1 day), days (1-6 days), weeks (1-4 weeks), months (> 4 weeks). */
export type DurationBand = "hours" | "days" | "weeks" | "months";

/** Regions whose priors differ. "global" is the default; others multiply the prior. */
export type Region = "global" | "east-africa";

export type Category =
  | "primary-care"
  | "emergency"
  | "paediatrics"
  | "obstetrics-gynaecology"
  | "mental-health"
  | "infectious-tropical";

/**
 * A finding: a symptom, sign, risk factor or exposure the parser can recognise in free text.
 * `terms` are lower-case phrases (synonyms, clinical and lay words, common misspellings) that
 * mean the finding; the parser matches whole words, ignores a trailing plural "s", and treats
 * "can't"/"cannot"/"can not" alike.
 */
export type Finding = {
  id: string;
  label: string;
  terms: string[];
  /**
   * How often the finding is reported by people who do NOT have a condition that lists it
   * (the "leak" of the model); default 0.01. Common complaints (fatigue, headache) are higher.
   */
  leak?: number;
  /** Findings that this one implies (e.g. high_fever implies fever). */
  implies?: string[];
};

export type Condition = {
  /** kebab-case, unique */
  id: string;
  name: string;
  /** Other names a doctor would accept as the same diagnosis. */
  aliases?: string[];
  icd10: string;
  description: string;
  category: Category;
  /**
   * Prior: how many of 10,000 consultations in general/outpatient practice present with this
   * condition (order of magnitude is what matters: 0.1 rare ... 500 very common).
   */
  prior: number;
  /** Multipliers of the prior for a region (e.g. malaria { "east-africa": 40 }). */
  regionalPrior?: Partial<Record<Region, number>>;
  /**
   * P(finding reported | condition), 0.02..0.98, for every finding the condition characteristically
   * has (typically 6-15). Keys are finding ids from lib/ai/kb/findings/.
   */
  findings: Record<string, number>;
  /** The durations at which it usually presents. */
  duration: DurationBand[];
  /** Multipliers by age band (missing = 1; 0 = impossible). */
  age?: Partial<Record<AgeBand, number>>;
  /** Multipliers by sex (missing = 1; 0 = impossible). */
  sex?: Partial<Record<"female" | "male", number>>;
  /** Warning signs that make it an emergency, as short sentences for the doctor. */
  redFlags: string[];
  /** Recommended tests, most useful first. */
  tests: string[];
  /** First-line management, as short imperative suggestions. */
  management: string[];
  /** high: emergency, same-day/immediate care; medium: see a clinician within a day or two; low: self-care or routine. */
  urgency: Urgency;
  /** Keys of lib/ai/kb/sources.ts */
  sources: string[];
};

export type Source = { key: string; title: string; publisher: string; year: number; url?: string };
