import type { Finding } from "../types";

// Findings of the common-14 conditions (issue 19, uncommon but classic endocrine and metabolic
// diseases): the words that tell Wilson disease (a brown ring at the edge of the iris) from other
// liver and movement disorders, a phaeochromocytoma's attacks (blood pressure shooting up, normal
// between) from panic and essential hypertension, Cushing syndrome (a round face, a fat hump, purple
// stretch marks; steroid tablets or skin-lightening creams) from obesity, Addison disease (skin
// darkening all over, a craving for salt) from wasting of other causes, acromegaly (hands, feet and
// jaw growing in an adult) from arthritis and carpal tunnel syndrome, congenital hypothyroidism (a
// baby's large tongue and hoarse cry, jaundice that does not clear) from newborn jaundice, and
// hypokalaemic periodic paralysis (weak all over on waking or after a heavy meal) from
// Guillain-Barré syndrome.
export const findings: Finding[] = [
  {
    id: "kayser_fleischer_ring",
    label: "Brown or golden ring at the edge of the coloured part of the eye, or copper found high (Wilson disease)",
    terms: [
      "kayser fleischer ring", "kayser fleischer rings", "kayser-fleischer ring", "kayser-fleischer rings", "kf ring", "kf rings",
      "wilson disease", "wilsons disease", "wilson's disease", "hepatolenticular degeneration", "copper disease",
      "too much copper", "copper is high", "high copper", "copper in the urine is high", "high urine copper", "copper overload",
      "low ceruloplasmin", "ceruloplasmin is low", "low caeruloplasmin", "caeruloplasmin is low",
      "brown ring around the iris", "brown rings around the iris", "brown ring in the eye", "brown rings in the eyes", "brown ring in his eyes",
      "brown ring in her eyes", "golden brown ring in the eyes", "golden ring around the iris", "golden rings in the eyes",
      "greenish brown ring in the eyes", "green brown ring around the iris", "brown circle around the coloured part of the eye",
      "ring around the coloured part of the eye", "brown ring at the edge of the iris",
    ],
    leak: 0.002,
  },
  {
    id: "episodic_hypertension_spells",
    label: "Attacks in which the blood pressure shoots up with headache, pounding heart, sweating and pallor, normal between (phaeochromocytoma)",
    terms: [
      "phaeochromocytoma", "pheochromocytoma", "phaeo", "pheo", "paraganglioma", "high metanephrines", "raised metanephrines",
      "metanephrines are high", "high catecholamines", "catecholamines are high",
      "blood pressure shoots up", "bp shoots up", "pressure shoots up", "blood pressure jumps up", "bp jumps up",
      "blood pressure very high during the attacks", "bp very high during the attacks", "pressure very high during the attack",
      "blood pressure normal between the attacks", "bp normal between the attacks", "pressure is normal between attacks",
      "spikes of blood pressure", "blood pressure spikes", "bp spikes", "labile blood pressure", "labile hypertension",
      "paroxysmal hypertension", "episodic hypertension", "turns pale during the attacks", "goes pale during the attacks",
      "goes white during the attacks", "face goes white in the attacks", "attacks of headache palpitations and sweating",
      "attacks of headache sweating and palpitations", "attacks of pounding heart headache and sweating",
      "spells of headache sweating and palpitations", "headache sweating and palpitations together",
      // Whole descriptions with "normal" inside: "normal" after a finding denies it ("fever normal").
      "very high during the attacks and normal between", "very high during the attacks and normal in between",
      "high during the attacks and normal between", "high during attacks and normal in between", "high in the attacks and normal in between",
      "in between the bp is normal", "in between the blood pressure is normal", "bp is normal in between", "blood pressure is normal in between",
      "attacks of very high blood pressure", "episodes of very high blood pressure", "spells of high blood pressure",
    ],
    leak: 0.003,
    implies: ["high_blood_pressure"],
  },
  {
    id: "cushingoid_features",
    label: "Round full face, fat hump on the upper back, wide purple stretch marks, thin arms and legs with a big belly (Cushing's)",
    terms: [
      "cushing", "cushings", "cushing syndrome", "cushing's syndrome", "cushingoid", "cushingoid features", "cushingoid appearance",
      "buffalo hump", "hump on the back of the neck", "fat hump on the upper back", "fat hump behind the neck", "fat pad behind the neck",
      "fat at the back of the neck", "lump of fat on the upper back", "purple stretch marks", "wide purple stretch marks",
      "dark purple stretch marks", "red purple stretch marks", "purple lines on the belly", "purple striae", "violaceous striae",
      "abdominal striae", "face has become round", "face became round", "face is round like the moon", "round face like the moon",
      "face getting rounder", "face is getting rounder", "face became full and round", "round red face",
      "thin arms and legs with a big belly", "big belly but thin legs", "big belly but thin arms", "belly fat but thin arms and legs",
      "face is round now", "face is now round", "belly big and legs thin", "big belly and thin legs", "thin legs and a big belly",
      "legs are thin but the belly is big", "skin has become thin", "skin is thin like paper", "thin papery skin", "skin tears easily",
    ],
    leak: 0.003,
  },
  {
    id: "skin_lightening_cream",
    label: "Uses skin-lightening (bleaching) creams or a strong steroid cream for months or years",
    terms: [
      "skin lightening cream", "skin lightening creams", "skin lightening", "skin lightener", "lightening cream", "lightening creams",
      "bleaching cream", "bleaching creams", "bleaching lotion", "skin bleaching", "bleaching the skin", "bleaching my skin",
      "bleaches her skin", "bleaches his skin", "bleaching her face", "bleaching my face", "toning cream", "toning creams",
      "toning lotion", "mkorogo", "mixed cream to lighten", "cream to lighten the skin", "cream to lighten my skin",
      "cream to make the skin lighter", "cream to make my skin light", "cream to become lighter", "whitening cream", "skin whitening",
      "clobetasol for years", "clobetasol cream for years", "steroid cream for years", "steroid cream for many years",
      "strong steroid cream every day", "dermovate for years", "betnovate for years",
    ],
    leak: 0.003,
  },
  {
    id: "skin_darkening",
    label: "Skin, lips, gums, palm creases, knuckles or scars getting darker all over (hyperpigmentation)",
    terms: [
      "skin is getting darker", "skin getting darker", "skin becoming darker", "skin became darker", "skin has become darker",
      "skin turned darker", "skin is darker than before", "skin darkening", "darkening of the skin", "darkening skin",
      "body getting darker", "body is becoming darker", "whole body is darker", "darker all over", "turned dark all over",
      "skin turning dark", "skin has turned dark", "dark gums", "gums are dark", "gums turning dark", "dark patches inside the mouth",
      "dark spots on the gums", "dark patches on the gums", "lips getting darker", "palm lines are dark", "dark lines on the palms",
      "dark creases on the palms", "palm creases darker", "knuckles are darker", "dark knuckles", "knuckles getting darker",
      "scars getting darker", "scars have turned dark", "looks tanned", "tanned skin without sun", "bronze skin",
      "skin has gone dark", "skin has gone darker", "skin went dark", "skin is becoming dark", "skin became dark",
      "generalised hyperpigmentation", "generalized hyperpigmentation", "diffuse hyperpigmentation", "addisonian pigmentation",
      "hyperpigmentation of the buccal mucosa", "buccal hyperpigmentation", "buccal pigmentation", "oral pigmentation", "mucosal pigmentation",
      "hyperpigmentation of the palmar creases", "pigmentation of the palmar creases", "palmar crease pigmentation", "pigmented palmar creases",
    ],
    leak: 0.004,
  },
  {
    id: "salt_craving",
    label: "Craving salt or very salty food",
    terms: [
      "craves salt", "craving salt", "craving for salt", "salt craving", "craves salty food", "craving salty food", "craving salty things",
      "wants salt all the time", "eats salt", "eating salt", "eats raw salt", "eats salt from the hand", "licks salt", "licking salt",
      "adds a lot of salt to food", "adds extra salt", "puts a lot of salt on food", "puts extra salt on food", "likes very salty food",
      "longs for salt", "desire for salt",
    ],
    leak: 0.003,
  },
  {
    id: "acromegaly_features",
    label: "Hands, feet, jaw, nose or lips growing bigger in an adult (shoe or ring size going up, teeth spreading apart)",
    terms: [
      "acromegaly", "acromegalic", "gigantism", "growth hormone excess", "too much growth hormone", "high growth hormone",
      "raised igf 1", "high igf 1", "hands getting bigger", "hands are getting bigger", "hands have become bigger",
      "hands and feet getting bigger", "hands and feet are growing", "feet getting bigger", "feet growing bigger",
      "shoe size going up", "shoe size increased", "shoe size has increased", "needs bigger shoes", "need bigger shoes",
      "buying bigger shoes", "shoes have become too small", "increasing shoe size", "increasing ring size", "enlarging hands and feet",
      "enlarged hands and feet", "enlarging hands", "prognathism", "prognathia", "frontal bossing", "ring size has gone up", "ring size increased", "need bigger rings", "had to resize my rings",
      "jaw getting bigger", "jaw is growing", "jaw growing forward", "jaw sticking out", "lower jaw pushing forward", "chin growing",
      "teeth spreading apart", "teeth spaced apart", "gaps between the teeth", "gaps appearing between the teeth", "teeth moving apart",
      "nose getting bigger", "nose and lips getting bigger", "lips getting thicker", "face has changed shape",
      "face changing shape", "coarse facial features", "coarse features", "face looks different from old photos",
      "looks different from old photos", "spade like hands", "growing too tall", "too tall for his age", "too tall for her age",
    ],
    leak: 0.003,
  },
  {
    id: "congenital_hypothyroid_signs",
    label: "A baby with a hoarse cry who rarely cries, or a low thyroid on newborn screening (congenital hypothyroidism)",
    terms: [
      "congenital hypothyroidism", "cretinism", "hypothyroid baby", "baby has low thyroid", "low thyroid in the baby",
      "newborn thyroid test was high", "newborn thyroid screening", "heel prick test was abnormal", "hoarse cry", "cry is hoarse",
      "croaky cry", "husky cry", "cry is deep and hoarse", "rarely cries", "hardly ever cries", "large posterior fontanelle",
    ],
    leak: 0.003,
  },
  {
    id: "large_tongue",
    label: "Large tongue that fills the mouth or sticks out (macroglossia)",
    terms: [
      "macroglossia", "large tongue", "tongue is large", "tongue too large", "tongue is too large for the mouth", "baby has a big tongue",
      "baby big tongue", "big tongue that sticks out", "large tongue that sticks out", "tongue always sticks out", "tongue always hanging out",
      "tongue hangs out", "tongue hanging out of the mouth", "mouth always open with the tongue out", "tongue getting bigger",
    ],
    leak: 0.003,
  },
  {
    id: "prolonged_jaundice_infant",
    label: "A baby still yellow after two weeks of life (prolonged jaundice)",
    terms: [
      "prolonged jaundice", "prolonged neonatal jaundice", "persistent neonatal jaundice", "jaundice beyond two weeks",
      "jaundice for more than two weeks", "jaundice for more than 2 weeks", "yellow for more than two weeks",
      "still yellow after two weeks", "still yellow at one month", "still yellow at 1 month", "yellow since birth",
      "baby is yellow since birth", "baby has been yellow since birth", "yellow since he was born", "yellow since she was born", "jaundice since birth", "jaundice from birth", "baby is still yellow",
      "baby still yellow", "baby has been yellow for weeks", "baby yellow for weeks", "yellow colour of the baby not going away",
      "baby jaundice not going away", "jaundice in the baby is not clearing",
    ],
    leak: 0.003,
    implies: ["neonatal_jaundice"],
  },
  {
    id: "periodic_paralysis_attack",
    label: "Attacks of weakness of the arms and legs on waking, after a heavy meal or after exercise, recovering within hours (periodic paralysis, low potassium)",
    terms: [
      "periodic paralysis", "hypokalaemic periodic paralysis", "hypokalemic periodic paralysis", "thyrotoxic periodic paralysis",
      "hypokalaemia", "hypokalemia", "hypokalaemic", "hypokalemic", "low potassium", "potassium is low", "potassium was low",
      "potassium very low",
      // In this order only: "woke up unable to move my right arm and leg" is a stroke on waking.
      "=woke up unable to move my arms and legs", "=woke up unable to move his arms and legs", "=woke up unable to move her arms and legs",
      "=woke up this morning unable to move my arms and legs", "=woke up and could not move my arms and legs",
      "=woke up and could not move his arms and legs", "=woke up and could not move her arms and legs",
      "=woke up this morning and could not move my arms and legs", "=woke up and cannot move my arms and legs",
      "=woke up with weak arms and legs", "=woke up and my arms and legs were weak", "=woke up with no power in my arms and legs",
      "=woke up with no power in the arms and legs", "=woke up paralysed in the arms and legs",
      "=woke up and my arms and legs would not move", "=woke up and my legs and arms would not move", "=woke up and my legs would not move",
      "=woke up and could not move my legs", "=woke up and i could not move my legs", "=woke up and could not lift my arms",
      "legs heavy like logs on waking", "weak after a big party", "weakness after a feast", "weak after eating a lot of sweets",
      "weak the day after heavy exercise", "weakness after playing football",
      "weak after a heavy meal", "weakness after a heavy meal", "weakness after a big meal", "weakness after heavy meals",
      "weak all over after a heavy meal", "could not move after a heavy meal", "cannot move after eating a big meal", "paralysed after a big meal",
      "weak after eating a lot of ugali", "weakness after eating a lot of rice", "become weak after eating a lot", "woke up weak after a heavy supper",
      "weakness the morning after exercise", "attacks of paralysis", "episodes of paralysis", "attacks of weakness that come and go",
      "weakness comes in attacks", "had the same weakness before and it went away", "recurrent attacks of weakness",
      "recurrent episodes of weakness", "recurrent episodes of paralysis", "recurrent paralysis", "previous similar episodes of weakness",
      "paralysis of all four limbs on waking", "weakness of all four limbs on waking", "weak in all four limbs on waking",
      "quadriparesis on waking", "=woke up paralysed in my legs and arms", "=woke up paralysed in his legs and arms",
      "=woke up paralysed in her legs and arms",
    ],
    leak: 0.002,
    implies: ["muscle_weakness"],
  },
];
