import type { Finding } from "../types";

// Findings of the common-13 conditions and a few others (issue 19, from development sets read for tuning): the words
// that tell ringworm of the scalp (patches where the hair breaks off, a boggy kerion) from ringworm
// of the body, and a small superficial burn or a graze or small cut (self-care) from a burn or a
// wound that needs a clinician.
export const findings: Finding[] = [
  {
    id: "scalp_ringworm_patch",
    label: "Scaly patches on the scalp where the hair breaks off (tinea capitis)",
    terms: [
      "tinea capitis", "scalp ringworm", "ringworm of the scalp", "ringworm on the head", "ringworm on his head", "ringworm on her head",
      "patches on the head where the hair is breaking", "patches on his head where the hair is breaking", "patches on her head where the hair is breaking",
      "hair is breaking and falling off in patches", "hair breaking off in patches", "hair broke off in patches", "patch on the scalp where the hair broke off",
      "round patches on his head", "round patches on her head", "round patch on the head", "round patches on the scalp",
      "scaly patches on the scalp", "scaly patches on the head", "scaly round patch on the scalp", "bald scaly patches", "scaly bald patches",
      "kerion", "boggy swelling on the scalp", "boggy scalp swelling", "pus on the scalp with hair falling",
    ],
    leak: 0.002,
    implies: ["hair_loss"],
  },
  {
    id: "small_superficial_burn",
    label: "A small burn, red without blisters (superficial)",
    terms: [
      "a small area like a coin", "small area like a coin", "like a coin",
      "size of a coin", "the size of a coin", "coin sized burn", "small burn", "a small burn", "tiny burn", "minor burn",
      "=red and stinging", "=red and stinging but no blisters", "red and painful but no blisters", "only red no blisters",
      "just red no blisters", "red but no blisters", "no blisters just red", "first degree burn", "superficial burn",
    ],
    leak: 0.002,
  },
  {
    id: "minor_wound",
    label: "A graze or a small shallow cut (minor wound)",
    terms: [
      "graze", "grazed", "grazes", "abrasion", "abrasions", "scraped his knee", "scraped her knee", "scraped my knee", "scraped his elbow",
      "scraped her elbow", "scraped the skin", "skin is rubbed off", "skin rubbed off", "skin scraped off", "scratches from the fall",
      "small cut", "a small cut", "cut is small", "small shallow cut", "shallow cut", "cut is not deep", "not deep", "superficial cut",
      "bleeding stopped after pressing", "bleeding stopped when i pressed", "bleeding has stopped", "the bleeding stopped",
    ],
    leak: 0.003,
  },
  {
    id: "finger_web_rash",
    label: "Itchy bumps or lines between the fingers and on the wrists (scabies burrows)",
    terms: [
      "bumps between the fingers", "lines between the fingers", "spots between the fingers", "rash between the fingers",
      "small bumps between the fingers", "bumps between her fingers", "bumps between his fingers", "between the fingers and on the wrists",
      "between the fingers, the wrists", "thin lines between the fingers", "burrows", "burrow marks",
    ],
    leak: 0.004,
    implies: ["itchy_rash"],
  },
  {
    id: "jaundice_palms_soles",
    label: "A newborn yellow down to the palms and soles (severe jaundice)",
    terms: [
      "reaching the legs and the soles", "reaching the soles", "reached the soles", "now it is reaching the legs",
      "reached the palms and the soles", "has reached the palms and the soles", "reached the palms and soles", "now it has reached the palms",
      "yellow has reached the palms and soles", "palms and soles are yellow", "yellow palms and soles", "even the palms are yellow",
      "soles of the feet are yellow", "yellow up to the feet", "yellow down to the legs and feet", "yellow on the palms",
    ],
    leak: 0.002,
    implies: ["neonatal_jaundice"],
  },
  {
    id: "harsh_washing",
    label: "Washing often with hot water or strong soap",
    terms: [
      "bathe with hot water", "bathe with hot water twice a day", "bath with very hot water", "hot water bath every day",
      "strong bar soap", "bar soap twice a day", "washing with strong soap", "wash with jik", "washing with dettol", "bathing twice a day with hot water",
    ],
    leak: 0.01,
  },
  {
    id: "carbohydrate_load",
    label: "A large starchy or sugary meal, or much sugary drink, the night before",
    terms: [
      "ate a big plate of rice", "ate a lot of rice", "big plate of rice and sweets", "ate a lot of rice and chapati", "rice and sweets after football",
      "drank many sodas", "drank sodas after football", "a big meal of ugali", "ate a big meal the night before", "sugary drinks after football",
    ],
    leak: 0.005,
  },
  {
    id: "groin_bubo",
    label: "A very painful, swollen gland in the groin, too tender to touch (a bubo)",
    terms: [
      "very painful swelling in my groin", "very painful swelling in the groin", "very painful swollen lump in the groin", "painful swelling in the groin big like an egg",
      "swelling in the groin the size of an egg", "painful lump in the groin the size of an egg", "cannot let us touch it", "i cannot even touch it",
      "swelling in his groin so painful", "very painful swollen gland in the groin",
    ],
    leak: 0.003,
    implies: ["groin_lump", "swollen_lymph_nodes"],
  },
  {
    id: "pelvic_girdle_signs",
    label: "Pain at the pubic bone or back of the pelvis in pregnancy, worse turning in bed or standing on one leg",
    terms: [
      "pain at the front bone down there", "front bone down there", "worse when i turn in bed", "=turn in bed", "climb stairs or turn in bed",
      "stand on one leg", "standing on one leg", "pain in the pelvis when walking", "pelvic bone pain in pregnancy",
    ],
    leak: 0.003,
  },
  {
    id: "rice_water_stool",
    label: "Stool like the water rice was washed in (rice-water stool)",
    terms: [
      "rice water", "rice water stool", "rice water diarrhoea", "rice water diarrhea", "rice watery stool", "like the water used to wash rice",
      "like water from washing rice", "like the water of washed rice", "looks like rice water",
    ],
    leak: 0.003,
    implies: ["watery_diarrhoea"],
  },
];
