import { CONDITIONS } from "../kb";

import { matchesExpected } from "./metrics";
import type { BlindVignette } from "./vignette-types";
import { BLIND_VIGNETTES_A } from "./vignettes-blind-a";
import { BLIND_VIGNETTES_B } from "./vignettes-blind-b";
import { BLIND_VIGNETTES_C } from "./vignettes-blind-c";
import { BLIND_VIGNETTES_D } from "./vignettes-blind-d";
import { BLIND_VIGNETTES_E } from "./vignettes-blind-e";
import { BLIND_VIGNETTES_F } from "./vignettes-blind-f";
import { BLIND_VIGNETTES_G } from "./vignettes-blind-g";
import { BLIND_VIGNETTES_H } from "./vignettes-blind-h";
import { BLIND_VIGNETTES_I } from "./vignettes-blind-i";
import { BLIND_VIGNETTES_J } from "./vignettes-blind-j";
import { BLIND_VIGNETTES_K } from "./vignettes-blind-k";
import { BLIND_VIGNETTES_L } from "./vignettes-blind-l";
import { BLIND_VIGNETTES_M } from "./vignettes-blind-m";
import { BLIND_VIGNETTES_N } from "./vignettes-blind-n";
import { BLIND_VIGNETTES_O } from "./vignettes-blind-o";
import { BLIND_VIGNETTES_P } from "./vignettes-blind-p";
import { BLIND_VIGNETTES_Q } from "./vignettes-blind-q";
import { BLIND_VIGNETTES_R } from "./vignettes-blind-r";
import { BLIND_VIGNETTES_S } from "./vignettes-blind-s";
import { BLIND_VIGNETTES_T } from "./vignettes-blind-t";
import { BLIND_VIGNETTES_U } from "./vignettes-blind-u";
import { BLIND_VIGNETTES_V } from "./vignettes-blind-v";
import { BLIND_VIGNETTES_W } from "./vignettes-blind-w";

// The blind sets of issue 19 and how their free-text diagnoses are matched to the knowledge base.
// The first (A, B: 260 cases) was run once, reported (docs/ai-eval/blind-1-first-run.txt) and then
// read as a development set; the second (C, D) was written afterwards by other writers, under the
// same brief, frozen before its one run, then read likewise; the third (E, F), the fourth (G, H),
// the fifth (I, J) and the sixth (K, L) the same way again; the seventh (M, N) under a stopping rule
// declared before it was written (docs/ai-eval/blind-7-preregistration.md).
// The writers named each diagnosis as a clinician would, not from the knowledge base's list, so a
// case is "in the knowledge base" when a condition matches it by name, alias, synonym or ICD-10
// (matchesExpected), with the corrections below. The corrections were decided from the names alone
// (the list of expected diagnoses against the list of conditions), before the engine first ran on
// the set, and each says why. When the knowledge base later gained a condition that is the
// written diagnosis (the minor burn and the graze or small cut, issue 19's seventh round), the
// older sets' corrections were moved to it: those sets were read long before. (An incarcerated inguinal hernia needed none once the knowledge base
// gained "Incarcerated / strangulated hernia" for the triage scales' surgical emergencies: it
// matches by ICD-10 K40.3 and the synonyms.)

export const BLIND_1: readonly BlindVignette[] = [...BLIND_VIGNETTES_A, ...BLIND_VIGNETTES_B];
export const BLIND_2: readonly BlindVignette[] = [...BLIND_VIGNETTES_C, ...BLIND_VIGNETTES_D];
export const BLIND_3: readonly BlindVignette[] = [...BLIND_VIGNETTES_E, ...BLIND_VIGNETTES_F];
export const BLIND_4: readonly BlindVignette[] = [...BLIND_VIGNETTES_G, ...BLIND_VIGNETTES_H];
export const BLIND_5: readonly BlindVignette[] = [...BLIND_VIGNETTES_I, ...BLIND_VIGNETTES_J];
export const BLIND_6: readonly BlindVignette[] = [...BLIND_VIGNETTES_K, ...BLIND_VIGNETTES_L];
export const BLIND_7: readonly BlindVignette[] = [...BLIND_VIGNETTES_M, ...BLIND_VIGNETTES_N];
/** Frozen, not yet run: docs/ai-eval/blind-8-preregistration.md. */
export const BLIND_8: readonly BlindVignette[] = [...BLIND_VIGNETTES_V, ...BLIND_VIGNETTES_W];
/**
 * Seven more sets of 130 written under the seventh set's brief by other writers (O to U), while the
 * seventh was frozen and unread: development sets from the start. Each was run once before it was
 * read (O on 8d3e117, P and Q on cf5a4a4, R and S on 07b47b1, T and U on 3be2db4; the first figures
 * are in the note), then read and used for tuning.
 */
export const READ_7: readonly BlindVignette[] = [
  ...BLIND_VIGNETTES_O,
  ...BLIND_VIGNETTES_P,
  ...BLIND_VIGNETTES_Q,
  ...BLIND_VIGNETTES_R,
  ...BLIND_VIGNETTES_S,
  ...BLIND_VIGNETTES_T,
  ...BLIND_VIGNETTES_U,
];
/** Every case written under a blind brief, all sets. */
export const BLIND_VIGNETTES: readonly BlindVignette[] = [...BLIND_1, ...BLIND_2, ...BLIND_3, ...BLIND_4, ...BLIND_5, ...BLIND_6, ...BLIND_7, ...BLIND_8, ...READ_7];

/** Expected diagnosis (as written) → the knowledge base's condition name(s) that are that diagnosis, or null when none is. */
export const BLIND_NAME_CORRECTIONS: Readonly<Record<string, string | readonly string[] | null>> = {
  // The knowledge base's upper GI bleeding lists variceal bleeding and oesophageal varices among its aliases.
  "Bleeding oesophageal varices": "Upper gastrointestinal bleeding",
  // A fractured neck of femur is a fracture: the knowledge base's one condition for a broken bone.
  "Fracture of neck of femur": "Fracture",
  // Same ICD-10 chapter code (T63.4, venom of arthropods) as an insect bite reaction, not the same condition.
  "Tick paralysis": null,
  // Decided on the second set's names, before its run (and applied to both sets alike):
  // gastroenteritis with severe dehydration is either of the knowledge base's two conditions for it.
  "Acute gastroenteritis with severe dehydration": ["Acute diarrhoea with dehydration in a child", "Acute gastroenteritis"],
  // an open tibial fracture is a fracture (the knowledge base's condition lists "open fracture");
  "Open fracture of the tibia": "Fracture",
  // absence epilepsy is an epilepsy;
  "Childhood absence epilepsy": "Epilepsy / seizure disorder",
  // high-altitude pulmonary oedema shares T70.2 with acute mountain sickness but is another, life-threatening condition;
  "High altitude pulmonary oedema": null,
  "High-altitude pulmonary oedema": null,
  // benign ethnic neutropenia shares D70 with neutropenic sepsis and is its opposite (a well person).
  "Benign ethnic neutropenia": null,
  // Decided on the third set's names, before its run: alcoholic cirrhosis is a liver cirrhosis,
  // tinea cruris a tinea, heartburn in pregnancy a gastro-oesophageal reflux.
  "Alcoholic liver cirrhosis": "Liver cirrhosis",
  "Tinea cruris": "Tinea (ringworm) / fungal skin infection",
  "Heartburn in pregnancy": "Gastro-oesophageal reflux disease",
  // Decided from names, when the knowledge base gained intrahepatic cholestasis of pregnancy (O26.6):
  // acute fatty liver of pregnancy shares that code's chapter entry but is another, life-threatening
  // condition. It was outside the knowledge base (null) until the knowledge base gained it (issue 19,
  // part 16); its code (O26.6) would still match cholestasis first, so the correction now names it.
  "Acute fatty liver of pregnancy": "Acute fatty liver of pregnancy",
  // Decided on the fourth set's names, before its run: a wrong match by name or ICD-10 undone
  // (urinary schistosomiasis is not the intestinal one; konzo shares T62.2 with datura, hyperreactive
  // malarial splenomegaly B54 with uncomplicated malaria; a hangover is not acute intoxication, the
  // knowledge base's drunk patient with reduced consciousness); a minor burn and a scald are burns, a
  // supracondylar fracture a fracture, uncomplicated malaria in pregnancy an uncomplicated malaria.
  "Urinary schistosomiasis": "Urinary schistosomiasis (S. haematobium)",
  Konzo: null,
  "Hyperreactive malarial splenomegaly": null,
  "Alcohol hangover": null,
  "Minor burn": "Minor burn (small superficial burn)",
  "Partial-thickness scald burn": "Burns",
  "Supracondylar fracture of the humerus": "Fracture",
  "Malaria in pregnancy": "Uncomplicated malaria",
  // Decided on the fifth set's names, before its run: viral conjunctivitis had matched the bacterial
  // one, infantile seborrhoeic dermatitis the adult's; venom ophthalmia (a spitting cobra's venom in
  // the eye) shares T63.0 with snakebite envenomation but is no bite; a hip fracture, an open tibial
  // fracture and superficial burns of the hand had no match, nor spinal TB with cord compression.
  "Viral conjunctivitis": "Viral conjunctivitis",
  "Infantile seborrhoeic dermatitis": "Cradle cap (infantile seborrhoeic dermatitis)",
  "Venom ophthalmia": null,
  "Hip fracture": "Fracture",
  "Open fracture of tibia": "Fracture",
  "Superficial (first-degree) burn of the hand": "Minor burn (small superficial burn)",
  "Superficial burn of hand": "Minor burn (small superficial burn)",
  "Spinal tuberculosis with cord compression": "Spinal cord compression (malignant or spinal TB)",
  // Decided on the sixth set's names, before its run: heartburn of pregnancy had matched round
  // ligament pain (an O-code); venom ophthalmia as for the fifth set; a fractured neck of femur is a
  // fracture and a laceration a cut, whatever it bleeds.
  "Gastro-oesophageal reflux in pregnancy": "Gastro-oesophageal reflux disease",
  "Venom ophthalmia from spitting cobra": null,
  "Fracture of the neck of femur": "Fracture",
  "Forearm laceration with arterial haemorrhage": "Cut / laceration (open wound)",
  "Simple finger laceration": "Graze or small cut (minor wound)",
  // Decided on the seventh set's names (its expected diagnoses, synonyms and ICD-10 codes, no case
  // text), after the engine's last change and before its one run: a name matched to a broader or
  // another condition than the knowledge base's own (severe pneumonia, the acute heart failure of
  // pulmonary oedema, a paracetamol overdose, food poisoning, a graze matched by its ICD-10 code to a
  // bruise), or to none although the knowledge base holds it (a scald, short-term insomnia); where
  // two conditions of the knowledge base are both the diagnosis, either is right (a 15 % scald is a
  // burn and, in a child, a major burn; meningococcal meningitis "with septicaemia").
  "Severe pneumonia": ["Severe pneumonia in a child", "Community-acquired pneumonia"],
  "Scald burn (partial thickness)": "Burns",
  "Partial-thickness scald burn (about 15% body surface)": ["Burns", "Major burn (large, deep, facial or circumferential)"],
  "Meningococcal meningitis": ["Bacterial meningitis", "Meningococcal septicaemia"],
  "Acute heart failure with pulmonary oedema": ["Acute pulmonary oedema (acute heart failure)", "Heart failure"],
  "Acute decompensated heart failure": ["Acute pulmonary oedema (acute heart failure)", "Heart failure"],
  "Short-term insomnia": "Insomnia",
  "Paracetamol overdose": ["Paracetamol (acetaminophen) overdose", "Poisoning / overdose"],
  Abrasion: "Graze or small cut (minor wound)",
  "Food poisoning": ["Food poisoning", "Acute gastroenteritis"],
};

const RANKABLE = CONDITIONS.map((c) => ({ name: c.name, icd10: c.icd10, aliases: c.aliases ?? [] }));

/** The knowledge base's condition names for a blind case's diagnosis (any of them is right), or null when it holds none. */
export function blindConditionNames(v: BlindVignette): readonly string[] | null {
  if (v.expected in BLIND_NAME_CORRECTIONS) {
    const corrected = BLIND_NAME_CORRECTIONS[v.expected];
    return corrected === null ? null : typeof corrected === "string" ? [corrected] : corrected;
  }
  const rank = matchesExpected(v, RANKABLE);
  return rank === null ? null : [RANKABLE[rank - 1].name];
}
