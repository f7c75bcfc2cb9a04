import { canonicalWord, STOPWORDS } from "./lexicon";

// Text normalisation shared by the vocabulary and the parser, so both sides of a match are
// reduced the same way: lower case, contractions spelt out, plurals stemmed, synonyms folded
// (lib/ai/lexicon.ts), filler words marked.

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(can ?not|can'?t|cant)\b/g, "cannot"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(does ?n'?t|doesnt)\b/g, "does not"],
  [/\b(do ?n'?t|dont)\b/g, "do not"],
  [/\b(did ?n'?t|didnt)\b/g, "did not"],
  [/\b(is ?n'?t|isnt)\b/g, "is not"],
  [/\b(has ?n'?t|hasnt)\b/g, "has not"],
  [/\b(have ?n'?t|havent)\b/g, "have not"],
  [/\b(was ?n'?t|wasnt)\b/g, "was not"],
  [/\b(could ?n'?t|couldnt)\b/g, "could not"],
  [/\b(are ?n'?t|arent)\b/g, "are not"],
  [/(\w)n't\b/g, "$1 not"],
  [/\bi'm\b/g, "i am"],
  [/\b(\w+)'s\b/g, "$1"],
  // "really bad pain" is severe pain; "very bad breath" is still bad breath.
  [/\b(?:really|very|so|extremely|terribly|super) bad\b(?!\s+(?:breath|smell|odou?r|taste|dreams?|mood|news|luck|temper|habits?))/g, "severe"],
];

const PART = String.raw`(neck|back|knee|knees|shoulder|shoulders|jaw|joint|joints|hip|hips|wrist|wrists|ankle|ankles)`;
/** A shared noun spelt out for each symptom: "neck pain and stiffness" is neck pain and a stiff neck. */
const SHARED: [RegExp, string][] = [
  [new RegExp(String.raw`\b${PART} (pain|ache|aches|soreness) and stiff(?:ness)?\b`, "g"), "$1 $2 and $1 stiffness"],
  [new RegExp(String.raw`\bpain and stiffness (?:in|of) (?:the |my |his |her |their )?${PART}\b`, "g"), "$1 pain and $1 stiffness"],
  [new RegExp(String.raw`\bstiff,? (?:and )?(painful|sore|aching) ${PART}\b`, "g"), "stiff $2 and $1 $2"],
];

/**
 * Two words that are one thing, joined so that neither is read alone: a cold sore is no cold and no
 * pain ("sore" is a pain word), a belly button is the navel and a shirt's button is nothing.
 */
const COMPOUNDS: [RegExp, string][] = [
  [/\bcold ?sores?\b/g, "coldsore"],
  [/\bbelly ?buttons?\b/g, "bellybutton"],
  // "sore" the noun is an ulcer ("a sore on the penis", "sores on his legs"); the adjective stays a
  // pain word ("a sore throat", "my back is sore").
  [/\bsores\b/g, "ulcers"],
  [
    /\b(a|an|the|this|that|one|small|big|little|open|painful|painless|deep|raw|new|large|round|bleeding|weeping|bed|pressure|chronic|genital|penile|vulval|vaginal|canker|tropical|skin|leg|foot) sore\b(?! (?:throat|eyes?|muscles?|back|neck|tummy|stomach|head|joints?|legs?|arms?|feet|foot|knees?|breasts?|nipples?|gums?|mouth|tongue|ears?|chest|all)\b)/g,
    "$1 ulcer",
  ],
  // "a sore that will not heal"; not "so sore that I cannot swallow".
  [/(?<!\bso )\bsore (?=that |which )/g, "ulcer "],
];

/** Lower case, without accents, contractions spelt out. Keeps punctuation (clause boundaries). */
export function normaliseText(raw: string): string {
  let text = raw.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  text = text.replace(/[\u2018\u2019`´]/g, "'");
  for (const [pattern, replacement] of [...CONTRACTIONS, ...COMPOUNDS, ...SHARED]) text = text.replace(pattern, replacement);
  return text;
}

/** A word reduced for matching: a plural or third-person "s" is dropped ("aches" → "ache", "rashes" → "rash"). */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("shes") || (word.endsWith("ches") && !word.endsWith("aches"))) return word.slice(0, -2);
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A sentence boundary ends every reach (phrases and negation); a comma ends a phrase's reach only. */
export const BOUNDARY = "|";
export const COMMA = ",";

export type Token = { word: string; stop: boolean };

/** Raw words (stemmed, before synonyms are folded) and boundaries, in order. */
export function rawWords(normalised: string): string[] {
  const spaced = normalised
    // An ellipsis is a pause ("I can't... talk much..."), read as a comma, not a sentence's end.
    .replace(/\.{2,}|\u2026/g, ` ${COMMA} `)
    .replace(/[.;!?\n\r()[\]]+/g, ` ${BOUNDARY} `)
    .replace(/[,:/]+/g, ` ${COMMA} `)
    .replace(/[^a-z0-9|,+]+/g, " ");
  return spaced
    .split(" ")
    .filter(Boolean)
    .map((w) => (w === BOUNDARY || w === COMMA ? w : stem(w)));
}

export function toToken(word: string): Token {
  if (word === BOUNDARY || word === COMMA) return { word, stop: false };
  return { word: canonicalWord(word), stop: STOPWORDS.has(word) };
}

/** Tokens of a text: canonical words and boundaries; filler words are kept but marked. */
export function tokenize(normalised: string): Token[] {
  return rawWords(normalised).map(toToken);
}

/**
 * A vocabulary term as the canonical words that must be found: filler words dropped, unless that
 * would leave one word of several ("pain all over", "sleeping a lot"): such a term keeps every word
 * and is `strict`, matched only word for word.
 */
/** A term that starts with this is matched only word for word, in its order. */
export const IN_ORDER = "=";

export function termTokens(term: string): { tokens: string[]; strict: boolean; allTokens: string[] } {
  // "=little blood": matched only in this order ("bleeding a little" is no anaemia, "blood sugar is low" no "low blood").
  if (term.startsWith(IN_ORDER)) {
    const allTokens = tokenize(normaliseText(term.slice(IN_ORDER.length))).filter((t) => t.word !== BOUNDARY && t.word !== COMMA).map((t) => t.word);
    return { tokens: allTokens, strict: true, allTokens };
  }
  const all = tokenize(normaliseText(term)).filter((t) => t.word !== BOUNDARY && t.word !== COMMA);
  const allTokens = all.map((t) => t.word);
  const content = all.filter((t) => !t.stop).map((t) => t.word);
  if (all.length > 1 && content.length <= 1) return { tokens: allTokens, strict: true, allTokens };
  return { tokens: content, strict: false, allTokens };
}
