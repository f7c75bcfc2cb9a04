import { FINDINGS } from "./kb";
import { INNOCENT_PHRASES } from "./kb/innocent";
import type { Finding } from "./kb/types";
import { LEXICON_WORDS, MISSPELLINGS, NOT_MISSPELT } from "./lexicon";
import { BOUNDARY, COMMA, normaliseText, rawWords, termTokens } from "./text";

// The vocabulary as a lookup structure: each term as its canonical words, indexed by every word
// it contains, and the set of known words for spelling correction.

/** A phrase of a finding, or (findingId INNOCENT) an everyday expression whose words mean no finding. */
export type Phrase = { tokens: string[]; findingId: string; strict: boolean };

/** The findingId of the innocent expressions (lib/ai/kb/innocent.ts): matched, then dropped. */
export const INNOCENT = "";

export type VocabularyIndex = {
  /** Phrases by each of their words (a phrase is listed once per distinct word). */
  byToken: Map<string, Phrase[]>;
  /** Raw (stemmed, unfolded) words of the vocabulary and the lexicon. */
  words: Set<string>;
  /** Known words by length, for one-edit spelling correction. */
  wordsByLength: Map<number, string[]>;
};

export function buildVocabulary(findings: readonly Finding[], innocent: readonly string[] = INNOCENT_PHRASES): VocabularyIndex {
  const byToken = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  const words = new Set<string>(LEXICON_WORDS);
  const add = (term: string, findingId: string) => {
    for (const w of rawWords(normaliseText(term))) if (w !== BOUNDARY && w !== COMMA) words.add(w);
    const terms = termTokens(term);
    // An innocent expression is matched word for word, stop words included ("back of the").
    const { tokens, strict } = findingId === INNOCENT ? { tokens: terms.allTokens, strict: true } : terms;
    const key = `${findingId}:${tokens.join(" ")}`;
    if (tokens.length === 0 || seen.has(key)) return;
    seen.add(key);
    const phrase = { tokens, findingId, strict };
    for (const t of new Set(tokens)) {
      const list = byToken.get(t);
      if (list) list.push(phrase);
      else byToken.set(t, [phrase]);
    }
  };
  for (const finding of findings) {
    add(finding.label.replace(/\(.*?\)/g, ""), finding.id);
    for (const term of finding.terms) add(term, finding.id);
  }
  for (const term of innocent) add(term, INNOCENT);
  const wordsByLength = new Map<number, string[]>();
  for (const w of words) {
    if (/\d/.test(w)) continue;
    const list = wordsByLength.get(w.length);
    if (list) list.push(w);
    else wordsByLength.set(w.length, [w]);
  }
  return { byToken, words, wordsByLength };
}

let cached: VocabularyIndex | null = null;
export function vocabulary(): VocabularyIndex {
  cached ??= buildVocabulary(FINDINGS);
  return cached;
}

/** True when a and b differ by one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * A misspelt word's correction: a common lay misspelling from the lexicon's list, or the one known word within one edit (words of 6+ letters only,
 * and only when exactly one candidate exists, so "feaver" becomes "fever" but nothing guesses).
 */
export function correctWord(word: string, index: VocabularyIndex): string {
  const known = MISSPELLINGS[word];
  if (known !== undefined) return known;
  if (word.length < 6 || index.words.has(word) || NOT_MISSPELT.has(word) || /\d/.test(word)) return word;
  const candidates: string[] = [];
  for (const len of [word.length - 1, word.length, word.length + 1]) {
    for (const known of index.wordsByLength.get(len) ?? []) {
      if (known.length >= 5 && withinOneEdit(word, known)) candidates.push(known);
      if (candidates.length > 1) return word;
    }
  }
  return candidates.length === 1 ? candidates[0] : word;
}
