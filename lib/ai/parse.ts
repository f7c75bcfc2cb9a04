import { FINDING_BY_ID } from "./kb";
import { ageBand, ageFromText, bandFromText, statedAgeFromText, durationBand, gestationFromText, recentBirthFromText, sexFromText, vitalsFromText, type Vitals } from "./context";
import { BOUNDARY, COMMA, normaliseText, rawWords, toToken, type Token } from "./text";
import { CONTEXT_RULES, type ContextRule } from "./kb/innocent";
import type { AgeBand } from "./kb/types";
import type { EngineInput, ParsedFindings } from "./types";
import { correctWord, INNOCENT, vocabulary, type Phrase, type VocabularyIndex } from "./vocabulary";

// Free text → findings present and absent. Phrases are matched longest first; a finding is
// negated by a preceding trigger in the same clause ("no fever", "denies chest pain or
// palpitations", "without blood") or a following one ("neck stiffness: absent").

const PRE_NEGATION = new Set(["no", "not", "denie", "denied", "deny", "denying", "without", "never", "nil", "neither", "nor", "none", "absent", "negative", "free", "non"]);
/** Words that end a negation's reach: the clause turns positive. */
const TERMINATORS = new Set([
  "but", "however", "although", "though", "yet", "except", "ha", "has", "have", "had", "with", "report", "reported", "reporting",
  "complain", "complaining", "present", "presenting", "now", "which", "who", "developed", "started", "positive", "still", "plu", "plus", "also", "then",
  // "no blisters, about the size of a coin": a measure starts a new statement.
  "about",
]);
/** After a finding: "fever absent", "rash: none". */
const POST_NEGATION = new Set(["absent", "negative", "denied", "none", "nil", "ve", "normal", "normally"]);
/** "no longer", "not sure": the words that follow are not negated. */
const PSEUDO_NEGATION: string[][] = [
  // "without goggles": protective equipment not worn, said before the injury it explains.
  ...["goggle", "glove", "helmet", "shoe", "protection", "protective", "mask", "net", "hat", "sunscreen", "sunhat"].map((w) => ["without", w]),
  ["no", "longer"], ["not", "sure"], ["not", "know"], ["not", "improving"], ["no", "improvement"], ["not", "only"], ["not", "better"], ["no", "relief"], ["not", "relieved"], ["not", "responding"],
  // "can't finish a sentence without stopping for air": "without" a verb is no negation of what follows.
  ["without", "stopping"], ["without", "knowing"], ["without", "warning"], ["without", "reason"], ["without", "cause"]];
const NEGATION_REACH = 8;
/** How many other words may sit among a phrase's words when they come in another order. */
export const PHRASE_SLACK = { words: 2 };

type Word = { pos: number; word: string };
type Match = { findingId: string; positions: number[]; start: number; end: number; size: number; exact: boolean };

/** Where the phrase's words are, in one clause's content words: in order and adjacent, or within a short window. */
function locate(phrase: Phrase, content: Word[], all: Word[]): { positions: number[]; exact: boolean } | null {
  const n = phrase.tokens.length;
  const clause = phrase.strict ? all : content;
  for (let i = 0; i + n <= clause.length; i++) {
    if (phrase.tokens.every((t, k) => clause[i + k].word === t)) return { positions: clause.slice(i, i + n).map((c) => c.pos), exact: true };
  }
  // A phrase with a negation word ("not alert", "no sleep") keeps its word order.
  if (n < 2 || phrase.strict || phrase.tokens.some((t) => PRE_NEGATION.has(t))) return null;
  // Any order within n + 1 content words ("pain in the chest" for "chest pain").
  for (let i = 0; i < clause.length; i++) {
    if (clause[i].word !== phrase.tokens[0]) continue;
    const used = new Set([i]);
    for (const t of phrase.tokens.slice(1)) {
      let found = -1;
      for (let j = Math.max(0, i - n - 1); j <= Math.min(clause.length - 1, i + n + 1); j++) {
        if (!used.has(j) && clause[j].word === t) {
          found = j;
          break;
        }
      }
      if (found < 0) break;
      used.add(found);
    }
    if (used.size !== n) continue;
    const idx = [...used].sort((a, b) => a - b);
    if (idx[idx.length - 1] - idx[0] <= n - 1 + PHRASE_SLACK.words) return { positions: idx.map((k) => clause[k].pos), exact: false };
  }
  return null;
}

/**
 * Commas inside a list of single words ("the leg is red, hot, swollen and tender"): a comma beside an
 * item of one content word that has a comma on both sides joins rather than separates, so that a
 * phrase can be read across the list.
 */
function softCommas(tokens: Token[]): Set<number> {
  const soft = new Set<number>();
  const commas = tokens.flatMap((t, pos) => (t.word === COMMA ? [pos] : []));
  for (let i = 0; i + 1 < commas.length; i++) {
    const [from, to] = [commas[i], commas[i + 1]];
    let content = 0;
    let boundary = false;
    for (let k = from + 1; k < to; k++) {
      if (tokens[k].word === BOUNDARY) boundary = true;
      else if (!tokens[k].stop) content++;
    }
    if (!boundary && content === 1) soft.add(from).add(to);
  }
  return soft;
}

/**
 * The phrases of a text, longest first, no word serving two. A candidate that `stands` rejects (a
 * word outside its clinical context) takes no words, so a shorter reading of them can still stand
 * ("swollen face and legs" with no pregnancy is a swollen face and swollen legs, not nothing).
 */
function matchPhrases(tokens: Token[], index: VocabularyIndex, stands: (m: Match) => Standing = () => "stands"): Match[] {
  let candidates: Match[] = [];
  const rejected: (Match & { comparison: boolean })[] = [];
  let clause: Word[] = [];
  let all: Word[] = [];
  const flush = () => {
    const phrases = new Set<Phrase>();
    for (const c of clause) for (const p of index.byToken.get(c.word) ?? []) phrases.add(p);
    for (const phrase of phrases) {
      const found = locate(phrase, clause, all);
      if (found) {
        const start = found.positions[0];
        const end = found.positions[found.positions.length - 1] + 1;
        const candidate = { findingId: phrase.findingId, positions: found.positions, start, end, size: phrase.tokens.length, exact: found.exact };
        const standing = phrase.findingId === INNOCENT ? "stands" : stands(candidate);
        if (standing === "stands") candidates.push(candidate);
        else rejected.push({ ...candidate, comparison: standing === "comparison" });
      }
    }
    clause = [];
    all = [];
  };
  const soft = softCommas(tokens);
  tokens.forEach((t, pos) => {
    if (t.word === BOUNDARY || (t.word === COMMA && !soft.has(pos))) return flush();
    if (t.word === COMMA) return;
    all.push({ pos, word: t.word });
    if (!t.stop) clause.push({ pos, word: t.word });
  });
  flush();
  // Another reading of the same finding from the same words (or some of them) is out of context
  // too, and after a comparison ("like period pain") any reading of it that shares a word; one that
  // adds words of its own ("eyes ... yellow" beside a rejected "yellow") is not.
  candidates = candidates.filter(
    (c) =>
      !rejected.some(
        (r) => r.findingId === c.findingId && (r.comparison ? r.positions.some((p) => c.positions.includes(p)) : c.positions.every((p) => r.positions.includes(p))),
      ),
  );
  // Longest phrase first, an innocent expression before a finding of its length ("came back" before
  // "back pain" read loosely from "pain came back"), an exact phrase before a loose one; no word
  // serves two phrases.
  const innocentFirst = (m: Match) => Number(m.findingId === INNOCENT);
  candidates.sort(
    (a, b) =>
      b.size - a.size ||
      innocentFirst(b) - innocentFirst(a) ||
      Number(b.exact) - Number(a.exact) ||
      a.start - b.start ||
      a.findingId.localeCompare(b.findingId),
  );
  const taken = new Set<number>();
  const accepted: Match[] = [];
  for (const m of candidates) {
    if (m.positions.some((p) => taken.has(p))) continue;
    m.positions.forEach((p) => taken.add(p));
    accepted.push(m);
  }
  return accepted.filter((m) => m.findingId !== INNOCENT).sort((a, b) => a.start - b.start);
}

/** The negation word at `at` and the content words after it ("without a helmet" → without, helmet). */
function isPseudo(tokens: Token[], at: number): boolean {
  const next = [tokens[at].word];
  for (let j = at + 1; j < tokens.length && next.length < 3; j++) if (!tokens[j].stop) next.push(tokens[j].word);
  return PSEUDO_NEGATION.some((p) => p.every((t, k) => next[k] === t));
}

/**
 * Negated by a trigger before it in the same sentence, reaching over a list ("no fever, cough or
 * rash") but not over a clause about something else ("won't settle, coughed up blood").
 */
function isNegated(tokens: Token[], match: Match, covered: Uint8Array): boolean {
  return negatedBefore(tokens, match, covered) || negatedWithin(tokens, match) || ceased(tokens, match) || negatedAfter(tokens, match);
}

/**
 * Relatives whose illness is told beside the patient's ("my mother died of a swollen liver"). Only
 * a relative who died: a living one may be the patient, told of by a carer ("my mother has been weak").
 */
const RELATIVES = new Set(["mother", "father", "mum", "mom", "dad", "brother", "sister", "grandmother", "grandfather", "grandma", "grandpa", "granny", "aunt", "uncle", "cousin", "neighbour", "neighbor", "relative"]);
const RELATIVE_VERBS = new Set(["die", "died", "passed"]);
/** Words that bring the patient back as the subject ("my mother says the baby has fever", "and I cough"). */
const PATIENT_AGAIN = new Set(["i", "he", "she", "we", "they", "baby", "child", "son", "daughter", "boy", "girl", "patient", "say", "says", "said", "told"]);
/** What the patient was exposed to through a relative stays the patient's (a TB contact, a sick contact, HIV in the mother). */
const THROUGH_A_RELATIVE = /(_exposure|_contact|^hiv_positive|^unprotected_sex|^sexual_assault)$/;

/** "my mother died of a swollen liver", "his brother died of a stroke": a relative's illness, not the patient's. */
function aboutARelative(match: Match, raw: string[]): boolean {
  if (THROUGH_A_RELATIVE.test(match.findingId)) return false;
  let verb = false;
  for (let j = match.start - 1; j >= 0 && j >= match.start - 8; j--) {
    const w = raw[j];
    if (w === BOUNDARY || w === COMMA || PATIENT_AGAIN.has(w)) return false;
    if (RELATIVE_VERBS.has(w)) verb = true;
    else if (RELATIVES.has(w)) return verb;
  }
  return false;
}

/** A phrase read across a negation: "periods are regular and not heavy" has no heavy periods. */
function negatedWithin(tokens: Token[], match: Match): boolean {
  for (let j = match.start + 1; j < match.end; j++) {
    if (!match.positions.includes(j) && PRE_NEGATION.has(tokens[j].word) && !isPseudo(tokens, j)) return true;
  }
  return false;
}

/** The word before `at`, filler skipped. */
function previousWord(tokens: Token[], at: number): string | undefined {
  for (let j = at - 1; j >= 0; j--) if (!tokens[j].stop) return tokens[j].word;
  return undefined;
}

/** "has stopped shivering", "stopped vomiting yesterday": the finding has ceased (the verb just before it). */
const CEASED = new Set(["stopped", "ceased"]);
const ceased = (tokens: Token[], match: Match): boolean => CEASED.has(previousWord(tokens, match.start) ?? "");

/** A subject after "and" starts a new clause: "I don't feel love for her and I feel guilty", "not working and my blood protein is high". */
const SUBJECTS = new Set(["i", "he", "she", "we", "they", "my", "his", "her", "their", "our"]);

function negatedBefore(tokens: Token[], match: Match, covered: Uint8Array): boolean {
  let afterComma = false;
  for (let j = match.start - 1; j >= 0 && j >= match.start - NEGATION_REACH; j--) {
    const t = tokens[j];
    if (t.word === BOUNDARY) return false;
    if (TERMINATORS.has(t.word) && !covered[j]) {
      // "do not have", "has not had": the verb carries the negation before it, it does not end it.
      const before = previousWord(tokens, j);
      return before === "not" || before === "never";
    }
    if (SUBJECTS.has(t.word) && tokens[j - 1]?.word === "and") return false;
    if (t.word === COMMA) {
      afterComma = true;
      continue;
    }
    if (covered[j] || t.stop) continue;
    if (PRE_NEGATION.has(t.word) && !isPseudo(tokens, j)) return true;
    if (afterComma) return false;
  }
  return false;
}

/** Words between a finding and its result: "pregnancy test negative", "malaria rdt negative". */
const RESULT_WORDS = new Set(["test", "result", "screen", "rdt", "exam", "examination", "level", "tb", "afb", "genexpert", "xpert", "smear", "culture", "microscopy", "slide"]);

/**
 * "neck stiffness: absent", "pregnancy test negative", "fever is absent": the trigger follows the
 * finding, with filler, a result word or a colon between; another content word ends the reach
 * ("insect bite, vision normal" says nothing of the bite).
 */
function negatedAfter(tokens: Token[], match: Match): boolean {
  for (let j = match.end; j < tokens.length && j <= match.end + 3; j++) {
    const t = tokens[j];
    if (t.word === BOUNDARY) return false;
    if (POST_NEGATION.has(t.word)) return true;
    // "rash: none", not "cough, normal hearing".
    if (t.word === COMMA) return POST_NEGATION.has(tokens[j + 1]?.word ?? "") && !FUNCTIONS[tokens[j + 2]?.word ?? ""] && !NORMAL_EVENTS.has(tokens[j + 2]?.word ?? "");
    if (!t.stop && !RESULT_WORDS.has(t.word)) return false;
  }
  return false;
}

/** "delivered 5 weeks ago, normal birth": an event that was normal, not a finding denied. */
const NORMAL_EVENTS = new Set(["birth", "delivery", "labour", "labor", "pregnancy", "period", "life", "work", "school", "day"]);

/** A function reported normal ("vision normal", "breathing is fine", "normal hearing"): its findings are absent. */
const FUNCTIONS: Record<string, string[]> = {
  vision: ["blurred_vision", "vision_loss", "double_vision"],
  breath: ["shortness_of_breath"],
  hear: ["hearing_loss"],
  appetite: ["loss_of_appetite"],
  speak: ["slurred_speech"],
};
const NORMAL = new Set(["normal", "fine", "ok", "okay", "good", "intact", "unaffected", "unchanged"]);

function normalFunctions(tokens: Token[], covered: Uint8Array): string[] {
  const absent: string[] = [];
  const near = (from: number, step: 1 | -1) => {
    for (let j = from + step, k = 0; j >= 0 && j < tokens.length && k < 3; j += step, k++) {
      const t = tokens[j];
      if (t.word === BOUNDARY || t.word === COMMA || covered[j]) return false;
      if (NORMAL.has(t.word)) return true;
      if (!t.stop) return false;
    }
    return false;
  };
  tokens.forEach((t, i) => {
    const ids = FUNCTIONS[t.word];
    if (ids && !covered[i] && (near(i, 1) || near(i, -1))) absent.push(...ids.filter((id) => FINDING_BY_ID.has(id)));
  });
  return absent;
}

/** The rules a match falls under: its finding's, when every word of the match is one of the rule's words. */
function rulesFor(m: Match, raw: string[]): ContextRule[] {
  return CONTEXT_RULES.filter(
    (r) => r.findingId === m.findingId && (r.always || !m.exact || m.positions.length === 1) && m.positions.every((k) => r.words.includes(raw[k])),
  );
}

/** Whether a reading stands in its clinical context, or falls outside it, or is a comparison ("like period pain"). */
type Standing = "stands" | "out" | "comparison";

/** The patient's age band, and whether the patient is known to be an infant (an age given, not guessed from "the baby"). */
type AgeContext = { band: AgeBand | undefined; knownInfant: boolean };

/** A finding read from an everyday word stands only in its clinical context (lib/ai/kb/innocent.ts). */
function inContext(m: Match, tokens: Token[], raw: string[], age: AgeContext): Standing {
  const rules = rulesFor(m, raw);
  if (rules.some((rule) => rule.notAfter?.includes(tokens[m.start - 1]?.word ?? ""))) return "comparison";
  return rules.every((rule) => meetsRule(rule, m, tokens, raw, age)) ? "stands" : "out";
}

function meetsRule(rule: ContextRule, m: Match, tokens: Token[], raw: string[], { band, knownInfant }: AgeContext): boolean {
  if (rule.childOnly && band !== undefined && band !== "infant" && band !== "child") return false;
  if (rule.notInfant && knownInfant) return false;
  if (rule.notAfter?.includes(tokens[m.start - 1]?.word ?? "")) return false;
  let from = 0;
  let to = tokens.length;
  if (rule.scope !== "text") {
    for (from = m.start; from > 0 && tokens[from - 1].word !== BOUNDARY; from--);
    for (to = m.end; to < tokens.length && tokens[to].word !== BOUNDARY; to++);
  }
  const words = new Set<string>();
  for (let k = from; k < to; k++) words.add(tokens[k].word).add(raw[k]);
  if (rule.unless?.some((w) => words.has(w))) return false;
  return !rule.needs || rule.needs.some((w) => words.has(w));
}

/** Findings implied by vital signs written in the note. */
export function findingsFromVitals(v: Vitals): string[] {
  const found: string[] = [];
  if (v.temperature !== undefined && v.temperature >= 38) found.push("fever");
  if (v.temperature !== undefined && v.temperature >= 39) found.push("high_fever");
  if (v.systolic !== undefined && (v.systolic >= 160 || (v.diastolic ?? 0) >= 100)) found.push("high_blood_pressure");
  if (v.systolic !== undefined && v.systolic < 90) found.push("low_blood_pressure");
  if (v.spo2 !== undefined && v.spo2 < 92) found.push("shortness_of_breath");
  if (v.respiratoryRate !== undefined && v.respiratoryRate >= 30) found.push("rapid_breathing");
  if (v.glucose !== undefined && v.glucose < 3.5) found.push("low_blood_sugar");
  return found.filter((id) => FINDING_BY_ID.has(id));
}

/** The stage of a pregnancy from its weeks: early (under 20) or preterm (20 to 36). */
export function findingsFromGestation(weeks: number | undefined): string[] {
  if (weeks === undefined || weeks >= 37) return [];
  return [weeks < 20 ? "early_pregnancy" : "preterm_pregnancy"].filter((id) => FINDING_BY_ID.has(id));
}

export type ParseResult = ParsedFindings & { vitals: Vitals };

const definedOnly = (v: Vitals | undefined): Vitals =>
  Object.fromEntries(Object.entries(v ?? {}).filter(([, value]) => typeof value === "number" && Number.isFinite(value))) as Vitals;

export function parseInput(input: EngineInput): ParseResult {
  const text = normaliseText(input.symptoms);
  const index = vocabulary();
  const raw = rawWords(text);
  const tokens = raw.map((w) => toToken(w === BOUNDARY || w === COMMA ? w : correctWord(w, index)));
  // The form takes whole years: a baby entered as 0 is made precise by the note ("5 months old").
  const textAge = input.age === undefined || input.age === 0 ? ageFromText(text) : undefined;
  const age = input.age === undefined ? textAge : input.age === 0 && textAge !== undefined && textAge < 1 ? textAge : input.age;
  const band = age !== undefined ? ageBand(age) : bandFromText(text);
  const stated = input.age !== undefined && input.age > 0 ? input.age : statedAgeFromText(text);
  const ageContext = { band, knownInfant: stated !== undefined && ageBand(stated) === "infant" };
  const matches = matchPhrases(tokens, index, (m) => inContext(m, tokens, raw, ageContext)).filter((m) => !aboutARelative(m, raw));
  const covered = new Uint8Array(tokens.length);
  for (const m of matches) for (const k of m.positions) covered[k] = 1;

  const present = new Set<string>();
  const absent = new Set<string>();
  const matched: ParsedFindings["matched"] = [];
  for (const m of matches) {
    const negated = isNegated(tokens, m, covered);
    matched.push({ findingId: m.findingId, text: m.positions.map((k) => tokens[k].word).join(" "), negated });
    (negated ? absent : present).add(m.findingId);
    // "diarrhoea without blood": the negation inside denies the specific finding, not its general one.
    if (negated && !negatedBefore(tokens, m, covered) && negatedWithin(tokens, m)) {
      for (const parent of FINDING_BY_ID.get(m.findingId)?.implies ?? []) present.add(parent);
    }
  }
  for (const id of normalFunctions(tokens, covered)) absent.add(id);
  const vitals: Vitals = { ...vitalsFromText(text), ...definedOnly(input.vitals) };
  for (const id of findingsFromVitals(vitals)) present.add(id);
  for (const id of findingsFromGestation(gestationFromText(text))) present.add(id);
  const sex = input.sex ?? sexFromText(text);
  // A woman telling her baby's age in weeks: she has recently given birth.
  if (sex !== "male" && (band === "adult" || band === "adolescent") && recentBirthFromText(text)) present.add("postpartum");
  // A specific finding entails its general one ("high fever" is a fever); a negated general
  // finding is not undone by that.
  for (const id of [...present]) for (const parent of FINDING_BY_ID.get(id)?.implies ?? []) present.add(parent);
  for (const id of present) absent.delete(id);

  const duration = durationBand(input.duration) ?? durationBand(text);
  return {
    present: [...present],
    absent: [...absent],
    age,
    ageBand: band,
    sex,
    duration,
    matched,
    vitals,
  };
}
