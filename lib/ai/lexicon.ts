// Word-level normalisation: inflections and everyday synonyms that mean the same to the matcher
// ("swollen"/"swelling", "tummy"/"belly"/"abdomen", "pee"/"urine"), and the filler words it skips.
// Applied to the vocabulary's terms and to the input alike, after stemming.

const GROUPS: Record<string, string[]> = {
  pain: ["pain", "painful", "ache", "aching", "achy", "sore", "soreness", "hurt", "hurting", "discomfort", "tender", "tenderness", "paining", "pained", "painfull"],
  swell: ["swell", "swelling", "swollen", "swelled", "puffy", "puffine", "oedema", "edema"],
  abdomen: ["abdomen", "abdominal", "tummy", "belly", "stomach", "abdo", "tummie"],
  urine: ["urine", "urinating", "urination", "urinate", "pee", "peeing", "wee", "weeing", "micturition", "piss", "pissing"],
  vomit: ["vomit", "vomiting", "vomited", "puke", "puking", "emesi", "emesis"],
  breath: ["breath", "breathing", "breathe", "breathed"],
  short: ["short", "shortness"],
  blood: ["blood", "bleed", "bleeding", "bled", "bloody", "blooded"],
  cough: ["cough", "coughing", "coughed"],
  itch: ["itch", "itchy", "itching", "itchine", "itchiness", "pruritu", "pruritus"],
  tired: ["tired", "tiredness", "tiredne", "fatigue", "fatigued", "exhausted", "exhaustion"],
  weak: ["weak", "weakness", "weakne", "weaker"],
  dizzy: ["dizzy", "dizziness", "dizzine"],
  numb: ["numb", "numbness", "numbne"],
  stiff: ["stiff", "stiffness", "stiffne"],
  red: ["red", "redness", "redne", "reddened", "reddish"],
  faint: ["faint", "fainted", "fainting"],
  confused: ["confused", "confusion", "confuse"],
  sweat: ["sweat", "sweating", "sweaty"],
  sleep: ["sleep", "sleeping", "slept"],
  eat: ["eat", "eating", "ate", "eaten"],
  drink: ["drink", "drinking", "drank"],
  feed: ["feed", "feeding", "fed"],
  walk: ["walk", "walking", "walked"],
  speak: ["speak", "speaking", "speech", "talk", "talking", "talked", "spoke", "spoken"],
  swallow: ["swallow", "swallowing", "swallowed"],
  seizure: ["seizure", "convulsion", "convulsing", "convulsed", "fitting"],
  vision: ["vision", "sight", "eyesight"],
  blur: ["blur", "blurred", "blurry", "blurring"],
  // Lay intensity words read as "severe" where the vocabulary has a severe form ("unbearable tummy
  // pain" is severe abdominal pain); "worst" stays apart: "worst headache" is the thunderclap one.
  severe: ["severe", "severely", "terrible", "terribly", "agonising", "agonizing", "excruciating", "intense", "unbearable", "agony", "awful", "horrendous"],
  sudden: ["sudden", "suddenly", "abrupt", "abruptly"],
  loss: ["loss", "lose", "losing", "lost"],
  gain: ["gain", "gaining", "gained"],
  nose: ["nose", "nasal"],
  stool: ["stool", "poo", "poop", "faece", "faeces", "fece", "feces", "motion"],
  // "frequency" stays its own word: the clinical "frequency" (of urine) is not any "often".
  frequent: ["frequent", "frequently", "often"],
  difficulty: ["difficulty", "difficult", "trouble", "struggling", "struggle", "unable", "cannot", "hard"],
  fast: ["fast", "rapid", "rapidly", "quick", "quickly", "racing"],
  yellow: ["yellow", "yellowing", "yellowish", "jaundiced"],
  blister: ["blister", "blistering", "blistered"],
  vagina: ["vagina", "vaginal", "pv"],
  period: ["period", "menses", "menstruation", "menstrual"],
  pregnant: ["pregnant", "pregnancy", "expecting", "gravid"],
  heavy: ["heavy", "heavily"],
  low: ["low", "lower"],
  throw: ["throw", "throwing", "threw"],
  pass: ["pass", "passing", "passed"],
  feel: ["feel", "feeling", "felt"],
  kick: ["kick", "kicking", "kicked"],
  move: ["move", "moving", "moved", "movement"],
  // "belly button" (joined to "bellybutton" by text.ts) is the navel; "umbilicus"/"umbilical" stay
  // apart (the newborn's cord); a shirt's "button" is nothing.
  navel: ["navel", "bellybutton"],
  wake: ["wake", "waking", "woke", "woken", "awoke", "awaken", "wakening"],
  breastfeed: ["breastfeed", "breastfeeding", "breastfed"],
  suck: ["suck", "sucking", "sucked", "suckle", "suckling"],
  spill: ["spill", "spilled", "spilt", "spilling", "splash", "splashed", "splashing", "pour", "poured", "pouring"],
  scald: ["scald", "scalded", "scalding"],
  shake: ["shake", "shaking", "shook"],
  die: ["die", "dying", "died"],
  kill: ["kill", "killing", "killed"],
  want: ["want", "wanting", "wanted"],
  hear: ["hear", "hearing", "heard"],
  break: ["break", "broke", "broken", "breaking"],
  give: ["give", "gave", "giving", "given"],
  twist: ["twist", "twisted", "twisting"],
  roll: ["roll", "rolled", "rolling"],
  worry: ["worry", "worried", "worrying"],
  afraid: ["afraid", "scared", "frightened", "terrified"],
  spend: ["spend", "spending", "spent"],
  bite: ["bite", "bitten", "biting"],
  droop: ["droop", "drooping", "drooped", "droopy"],
  tooth: ["tooth", "teeth"],
  // Brand names of paracetamol as lay people say them ("a whole packet of Panadol").
  paracetamol: ["paracetamol", "panadol", "panado", "calpol", "tylenol", "acetaminophen"],
  stick: ["stick", "sticking"],
};

/** Words that carry no finding (articles, pronouns, intensifiers). Negation words are NOT here. */
export const STOPWORDS = new Set([
  "a", "an", "the", "of", "in", "on", "at", "to", "my", "his", "her", "their", "our", "your", "its", "is", "are", "am", "was", "were",
  "be", "been", "being", "really", "quite", "some", "bit", "this", "that", "there", "he", "she", "they", "i", "we", "you",
  "him", "them", "me", "also", "so", "too", "just", "all", "any", "lot", "lots", "slightly", "mild", "mildly", "moderate",
  "with", "when", "and", "or", "while", "during", "from", "after", "for", "since", "about", "around", "into", "by", "like",
]);

/** Everyday words one letter away from a symptom word, never corrected to it ("ranger" is not "anger"). */
export const NOT_MISSPELT: ReadonlySet<string> = new Set(["ranger", "rangers", "danger", "dangers", "stranger", "strangers", "manger", "hanger", "hangers"]);

/**
 * Lay misspellings of symptom words that the one-edit correction cannot reach (two edits, or a
 * word under 6 letters), after stemming. Only words that are clearly a symptom word misspelt.
 */
export const MISSPELLINGS: Readonly<Record<string, string>> = {
  diahrea: "diarrhoea", diahrrea: "diarrhoea", diahorrea: "diarrhoea", diarea: "diarrhoea", diaria: "diarrhoea", diarreah: "diarrhoea",
  dairrhea: "diarrhoea", diarrohea: "diarrhoea", diarrhoe: "diarrhoea",
  vomting: "vomiting", vomitng: "vomiting", vommit: "vomit", vomitt: "vomit",
  temprature: "temperature", tempreture: "temperature", temperture: "temperature", tempurature: "temperature",
  feva: "fever", fevar: "fever",
  testical: "testicle", testicals: "testicle", testicel: "testicle",
  coff: "cough", kof: "cough", caugh: "cough",
  headake: "headache", hedake: "headache", hedache: "headache",
  bleding: "bleeding", bloood: "blood", blod: "blood",
  urin: "urine", noze: "nose", soar: "sore",
  naseau: "nausea", nausia: "nausea",
  astma: "asthma", asma: "asthma", ashma: "asthma", asthama: "asthma", athsma: "asthma",
  migrane: "migraine", migrain: "migraine",
};

/** Every word the lexicon knows, for spelling correction. */
/** Everyday words one letter from a symptom word, which the spelling correction must leave alone ("boarding school" is not hoarding, a "blouse" no louse). */
const EVERYDAY_WORDS = ["boarding", "blouse", "blouses", "mouse", "grouse", "rouse", "carefully"];

export const LEXICON_WORDS: readonly string[] = [...Object.values(GROUPS).flat(), ...EVERYDAY_WORDS];

const CANONICAL = new Map<string, string>();
for (const [canonical, words] of Object.entries(GROUPS)) for (const w of words) CANONICAL.set(w, canonical);

/** The canonical form of a stemmed word. */
export function canonicalWord(stemmed: string): string {
  return CANONICAL.get(stemmed) ?? stemmed;
}
