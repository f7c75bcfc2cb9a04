// Plain-text allergy matching (issue 13): a prescription that names something in the patient's
// recorded allergies is warned about before it is saved. The allergy text is split into its
// entries; an entry matches when the prescription contains one of its words (or a member of a
// few common drug classes the entry names) at the start of a word: "sulfa" matches
// "sulfamethoxazole", "penicillin" matches "amoxicillin" through its class. This is a safety net
// for what is written, not a drug-interaction database.

/** Entries that record the absence of an allergy. */
const NONE = /^(none|nil|no|n\/a|na|nkda|nka|none known|no known( drug)? allergies?|not known|unknown)$/;

/** Words that describe an allergy without naming its cause. */
const FILLER = new Set([
  "allergy", "allergies", "allergic", "to", "drug", "drugs", "medicine", "medicines", "medication", "medications",
  "antibiotic", "antibiotics", "reaction", "reactions", "severe", "mild", "rash", "the", "of", "and", "with", "class",
  "intolerance", "intolerant", "sensitivity", "sensitive", "food", "foods", "group",
]);

/** Common classes written as an allergy, and the medicines a prescription names them by. */
const CLASSES: { names: RegExp; members: string[] }[] = [
  {
    names: /\b(penicillins?|beta[- ]?lactams?)\b/,
    members: ["penicillin", "amoxicillin", "amoxycillin", "ampicillin", "cloxacillin", "flucloxacillin", "benzylpenicillin", "phenoxymethylpenicillin", "piperacillin", "augmentin", "co-amoxiclav"],
  },
  {
    names: /\b(sulfa|sulpha|sulfonamides?|sulphonamides?)\b/,
    members: ["sulfa", "sulpha", "sulfamethoxazole", "sulphamethoxazole", "co-trimoxazole", "cotrimoxazole", "septrin", "bactrim", "sulfadoxine", "fansidar", "sulfasalazine", "sulfadiazine"],
  },
  {
    names: /\b(nsaids?|non-steroidal)\b/,
    members: ["ibuprofen", "diclofenac", "naproxen", "aspirin", "indomethacin", "ketoprofen", "meloxicam", "piroxicam", "celecoxib"],
  },
  { names: /\b(cephalosporins?)\b/, members: ["ceftriaxone", "cefalexin", "cephalexin", "cefuroxime", "cefixime", "cefotaxime", "ceftazidime", "cefazolin"] },
  { names: /\b(aspirin|salicylates?)\b/, members: ["aspirin", "acetylsalicylic"] },
  { names: /\b(quinolones?|fluoroquinolones?)\b/, members: ["ciprofloxacin", "levofloxacin", "ofloxacin", "norfloxacin", "moxifloxacin"] },
  { names: /\b(macrolides?)\b/, members: ["erythromycin", "azithromycin", "clarithromycin"] },
  { names: /\b(opioids?|opiates?)\b/, members: ["morphine", "codeine", "tramadol", "pethidine", "fentanyl", "oxycodone"] },
];

/** The recorded allergies as entries ("Sulfa drugs", "Peanuts"); "None known" gives none. */
export function allergyEntries(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,;\n/]|\band\b/i)
    .map((entry) => entry.replace(/\s+/g, " ").trim())
    .filter((entry) => entry.length > 1 && !NONE.test(entry.toLowerCase()));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words of an entry that name a cause, and the class members it implies. */
function termsOf(entry: string): string[] {
  const lower = entry.toLowerCase();
  const words = lower.split(/[^a-z0-9-]+/).filter((w) => w.length >= 3 && !FILLER.has(w));
  const members = CLASSES.filter((c) => c.names.test(lower)).flatMap((c) => c.members);
  return [...new Set([...words, ...members])];
}

/** The recorded allergy entries the prescription names (in the order recorded). */
export function allergiesNamedIn(prescription: string, allergies: string | null | undefined): string[] {
  const text = prescription.toLowerCase();
  return allergyEntries(allergies).filter((entry) =>
    termsOf(entry).some((term) => new RegExp(`(^|[^a-z0-9])${escape(term)}`).test(text)),
  );
}
