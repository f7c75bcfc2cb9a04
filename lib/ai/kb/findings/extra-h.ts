import type { Finding } from "../types";

// Findings of the common-7 conditions (issue 19: ordinary conditions that independent blind
// vignette writers chose repeatedly and the knowledge base lacked). Each is a sign, a history or a
// laboratory result that tells one of them from the general findings it shares with others: foamy
// urine (nephrotic syndrome), a fast-growing jaw mass (Burkitt lymphoma), calf pain on walking
// eased by rest (claudication), skipped beats, hiccups, a cough left after a cold, a lifelong
// bleeding tendency (haemophilia), an oxidant drug or fava beans (G6PD deficiency), blood results
// (blasts, low platelets, high calcium, a paraprotein, holes in the bones), swallowing that gets
// worse from solids to liquids and very hot drinks (oesophageal cancer), dogs fed on offal (hydatid
// disease), a cyst or an abscess in the liver on a scan, and a lump in the abdomen. Lay phrasings are
// among the terms; a longer phrase wins over a shorter one of another finding ("hot tea" alone stays
// a burn, "drinks very hot tea" does not).
export const findings: Finding[] = [
  {
    id: "frothy_urine",
    label: "Foamy or frothy urine (protein in the urine)",
    terms: [
      "foamy urine", "frothy urine", "urine is foamy", "urine is frothy", "foamy pee", "frothy pee", "foamy wee", "bubbly urine",
      "urine is bubbly", "soapy urine", "urine like soap", "foamy like soap", "frothy like soap", "urine foams", "foam in the urine",
      "froth in the urine", "urine with foam", "bubbles in the urine", "urine full of bubbles", "foam on the urine", "urine looks soapy",
    ],
    leak: 0.003,
  },
  {
    id: "abdominal_mass",
    label: "Lump or mass felt in the abdomen",
    terms: [
      "can feel a hard lump", "i can feel a hard lump", "hard lump in my lower stomach", "hard lump in the lower tummy", "lower part of my stomach is getting bigger", "stomach is getting bigger in the lower part",
      "abdominal mass", "mass in the abdomen", "mass in the belly", "mass in the tummy", "lump in the abdomen",
      "lump in the belly", "lump in the tummy", "ball in the belly", "ball in the tummy",
      "swelling like a ball in the belly", "growing swelling in the belly", "growing lump in the belly",
      "swelling in the upper right belly", "lump in the upper right belly", "mass in the right upper abdomen",
      "right upper quadrant mass", "epigastric mass", "hard mass in the abdomen", "lump in her tummy", "lump in his tummy",
      "hard lump in the abdomen", "abdominal lump", "hard ball in the tummy", "hard lump on the left side of her tummy",
      "hard lump on the right side of her tummy", "hard lump on the left side of his tummy",
      "hard lump on the right side of his tummy", "hard ball on the left side of her tummy",
      "hard ball on the right side of her tummy", "hard ball on the left side of his tummy",
      "hard ball on the right side of his tummy", "lump on the right side of the tummy", "flank mass", "loin mass",
      "renal mass", "kidney mass",
    ],
    // Also felt in conditions that do not list it (an aortic aneurysm, fibroids, a bowel cancer, a full bladder).
    leak: 0.005,
  },
  {
    id: "jaw_mass",
    label: "Fast-growing swelling of the jaw, loosening the teeth or pushing the eye (jaw tumour)",
    terms: [
      "jaw swelling fast", "jaw is swelling fast", "jaw swelling very fast", "jaw growing fast", "swelling growing on the jaw",
      "swelling on the jaw growing", "swelling of the jaw growing", "jaw swelling growing", "growing swelling of the jaw",
      "lump on the jaw", "jaw lump", "jaw mass", "mass in the jaw", "jaw tumour", "jaw tumor", "growth on the jaw",
      "pushing his teeth loose", "pushing her teeth loose", "pushing the teeth loose", "teeth becoming loose", "teeth are becoming loose",
      "teeth on that side are loose", "swelling pushing the eye", "eye is being pushed", "eye being pushed", "eye pushed up",
    ],
    leak: 0.003,
  },
  {
    id: "claudication",
    label: "Calf, thigh or buttock pain on walking, eased by standing still (intermittent claudication)",
    terms: [
      "claudication", "intermittent claudication", "calf pain on walking", "calf pain when walking", "pain in the calf when walking",
      "pain in the calves when walking", "calves hurt when walking", "calf hurts when walking", "calves cramp when walking",
      "calf cramps when walking", "calves cramp when i walk", "cramp in the calves on walking", "legs hurt when walking",
      "leg pain on walking", "leg pain when walking", "pain in the legs on walking", "pain in the legs when walking",
      "legs cramp when walking", "buttock pain on walking", "thigh pain on walking", "walking distance getting shorter",
      "can only walk a short way before the leg pain",
    ],
    leak: 0.003,
  },
  {
    id: "skipped_beats",
    label: "Skipped or extra heartbeats (a pause then a thump)",
    terms: [
      "skip a beat", "feel my heart skip a beat", "heart skips a beat and then", "heart skip", "extra beat", "extra beats", "extra heartbeat",
      "extra heartbeats", "misses a beat", "missing a beat", "dropped beat", "dropped beats", "then a thump",
      "thump in the chest", "flip flop in the chest", "heart flip flops", "heart stops for a second", "heart stops then starts",
      "pause then a thump", "premature beats", "ectopic beats", "ectopic heartbeats", "extrasystoles", "extrasystole", "pvc", "pvcs",
      "heart hiccup",
    ],
    leak: 0.003,
    implies: ["palpitations"],
  },
  {
    id: "hiccups",
    label: "Hiccups",
    terms: ["hiccups", "hiccup", "hiccoughs", "hiccough", "hiccuping", "hiccupping", "hiccoughing", "hiccuped", "singultus", "hickups", "hiccups that will not stop"],
    leak: 0.002,
  },
  {
    id: "lingering_cough",
    label: "Cough left after a cold or flu has otherwise gone",
    terms: [
      "cough after the flu", "cough since the flu", "cough after a cold", "cough since a cold", "cough left after a cold",
      "cough left after the flu", "cough left over", "leftover cough", "lingering cough", "cough that lingers", "cough lingering",
      "still coughing after the flu", "still coughing after a cold", "everything is gone except a cough",
      "everything gone except the cough", "only the cough remains", "cough remains after", "post viral cough", "postviral cough",
      "post infectious cough", "cough that will not go after a cold",
    ],
    leak: 0.005,
    implies: ["cough"],
  },
  {
    id: "bleeding_disorder",
    label: "Known bleeding disorder, or bleeding for days after a cut, circumcision or tooth extraction",
    terms: [
      "haemophilia", "hemophilia", "haemophiliac", "hemophiliac", "bleeding disorder", "clotting disorder", "factor 8 deficiency",
      "factor viii deficiency", "factor 9 deficiency", "von willebrand", "circumcised he bled for days", "bled for days after circumcision",
      "=bled a lot after circumcision", "bleeding after circumcision", "bleeds long after small cuts", "bleeds for a long time after cuts",
      "bleeds a long time from cuts", "bleeds for days after a cut", "tooth was removed it bled for days", "bled for days after a tooth was removed",
      "bleeding after tooth extraction", "uncle had bleeding problems", "brother had bleeding problems", "bleeding runs in the family",
      "bleeding would not stop after circumcision", "=bled a lot when circumcised", "bleeds a lot from small cuts", "boys in the family bleed",
    ],
    leak: 0.002,
  },
  {
    id: "oxidant_trigger",
    label: "Took primaquine, dapsone or a sulfa drug, ate fava (broad) beans or was exposed to mothballs",
    terms: [
      "fava beans", "fava bean", "ate fava", "broad beans", "favism", "primaquine", "tafenoquine", "dapsone", "mothballs", "moth balls",
      "naphthalene", "sulfa drug", "sulpha drug", "g6pd", "g6pd deficiency", "g6pd deficient",
    ],
    leak: 0.002,
  },
  {
    id: "abnormal_white_count",
    label: "Blood count or film: very high or abnormal white cells (blasts)",
    terms: [
      "abnormal white cells", "many abnormal white cells", "blasts on the film", "blast cells", "blasts in the blood", "white count very high",
      "very high white count", "white cell count very high", "very high white cell count", "wbc very high", "leukaemia cells",
      "leukemia cells", "abnormal cells in the blood", "film shows blasts", "immature white cells", "pancytopenia",
    ],
    leak: 0.003,
  },
  {
    id: "low_platelets",
    label: "Low platelet count",
    terms: ["low platelets", "platelets low", "platelet count low", "low platelet count", "platelets are low", "thrombocytopenia", "thrombocytopaenia", "platelets very low"],
    leak: 0.02,
  },
  {
    id: "high_calcium",
    label: "High calcium in the blood (hypercalcaemia)",
    terms: ["high calcium", "calcium is high", "calcium high", "raised calcium", "calcium raised", "hypercalcaemia", "hypercalcemia", "calcium level is high"],
    leak: 0.003,
  },
  {
    id: "lytic_bone_lesions",
    label: "Holes in the bones on X-ray (lytic lesions)",
    terms: [
      "lytic lesions", "lytic lesion", "punched out lesions", "holes in the bone", "holes in the bones", "small round holes in the bone",
      "holes in the skull", "pepper pot skull", "lytic bone lesions",
    ],
    leak: 0.002,
  },
  {
    id: "paraprotein",
    label: "Paraprotein, high blood protein or Bence Jones protein",
    terms: [
      "paraprotein", "m protein", "m band", "monoclonal band", "monoclonal protein", "bence jones", "bence jones protein",
      "blood protein is high", "high blood protein", "high protein in the blood", "globulin is high", "high globulin",
    ],
    leak: 0.002,
  },
  {
    id: "node_pain_after_alcohol",
    label: "Lumps (lymph nodes) that ache after drinking alcohol",
    terms: [
      "lumps ache after drinking", "lumps ache after drinking beer", "lumps hurt after drinking", "lumps hurt after beer",
      "lumps are painful after alcohol", "glands ache after drinking", "glands hurt after alcohol", "pain in the lumps after alcohol",
      "nodes painful after alcohol", "alcohol induced node pain",
    ],
    leak: 0.001,
  },
  {
    id: "progressive_dysphagia",
    label: "Swallowing getting worse, first solid food and then soft food or liquids",
    terms: [
      "first solids now liquids", "solids then liquids", "now even porridge", "now even porridge is difficult", "even porridge is hard",
      "now even liquids", "even liquids are difficult", "now even water is difficult", "can only take porridge", "only porridge goes down",
      "first ugali and meat", "first meat then porridge", "swallowing getting worse", "difficulty swallowing getting worse",
    ],
    leak: 0.002,
    implies: ["difficulty_swallowing"],
  },
  {
    id: "hot_drinks",
    label: "Drinks very hot tea or other very hot drinks",
    terms: [
      "drinks very hot tea", "drank very hot tea", "drinking very hot tea", "strong hot tea", "drinks strong hot tea", "likes his tea very hot",
      "likes her tea very hot", "likes very hot tea", "tea very hot straight from the fire", "tea straight from the fire",
      "drinks scalding tea", "drinks very hot drinks", "very hot drinks", "very hot beverages",
    ],
    leak: 0.005,
  },
  {
    id: "liver_cyst",
    label: "Cyst in the liver on ultrasound",
    terms: [
      "cyst in the liver", "liver cyst", "cyst on the liver", "cystic lesion in the liver", "hydatid cyst", "daughter cysts",
      "water lily sign", "cyst in the right lobe of the liver",
    ],
    leak: 0.002,
  },
  {
    id: "liver_abscess_scan",
    label: "Abscess (pus collection) in the liver on ultrasound",
    terms: [
      "abscess in the liver", "liver abscess", "pus in the liver", "collection in the liver", "hypoechoic lesion in the liver",
      "abscess in the right lobe of the liver",
    ],
    leak: 0.002,
  },
  {
    id: "dog_contact",
    label: "Lives with dogs that eat livestock offal (herding area)",
    terms: [
      "keeps many dogs", "dogs eat the offal", "dogs eat offal", "dogs are fed offal", "feeds offal to the dogs", "offal to the dogs",
      "dogs sleep near the family", "dogs with the goats", "dogs with the sheep", "dogs and goats", "dogs and sheep",
    ],
    leak: 0.005,
  },
];
