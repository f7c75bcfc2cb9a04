import type { Finding } from "../types";

// Findings of the common-12 conditions (issue 19, the rest of the coverage audit against the Uganda
// Clinical Guidelines 2023, the Kenya guidelines, IMCI / the WHO Pocket Book and NICE CKS): the
// words that tell the itchy bumps of HIV, lichen planus, a smooth bald patch or hair lost to tight
// braids, boils that keep coming back in the armpits, a sore from lying in bed, a corn, a skin tag,
// a mass in the liver or the stomach, a sinus in the buttock crack, herbal medicine, a fatty liver,
// stools that wake one at night, the rectum coming out, a raw itchy anus that is not worms,
// practice contractions, bleeding after the menopause, a hormonal
// contraceptive, a vagina that closes up and cramps in the calves at night.
export const findings: Finding[] = [
  {
    id: "itchy_papules_dark_marks",
    label: "Many itchy bumps on the arms, legs or body that leave dark marks (pruritic papular eruption)",
    terms: [
      "papular pruritic eruption", "itchy papular eruption", "itchy bumps that leave dark marks",
      "itchy bumps leave dark marks", "itchy spots that leave dark marks", "itchy spots leave dark spots", "itchy bumps leave dark spots",
      "bumps leave dark marks", "spots leave dark marks", "pimples that leave dark marks", "dark marks from scratching", "dark spots from scratching",
      "scratch marks turned dark", "legs full of dark marks from scratching", "arms full of dark marks from scratching",
    ],
    leak: 0.003,
  },
  {
    id: "purple_flat_bumps",
    label: "Shiny, flat-topped purple itchy bumps, or lacy white lines inside the cheeks (lichen planus)",
    terms: [
      "lichen planus", "purple itchy bumps", "itchy purple bumps", "shiny purple bumps", "flat purple bumps", "flat topped bumps",
      "flat topped purple bumps", "flat shiny bumps", "violet bumps", "violaceous papules", "lacy white lines", "lacy white patches",
      "white lace pattern", "white lacy pattern", "lace like white lines",
    ],
    leak: 0.002,
  },
  {
    id: "smooth_bald_patch",
    label: "Smooth, round bald patch with no scaling or redness (alopecia areata)",
    terms: [
      "alopecia areata", "smooth bald patch", "smooth bald patches", "smooth round bald patch", "bald patch is smooth", "bald patches are smooth",
      "smooth shiny bald patch", "round bald patch with no scales", "bald spot with smooth skin", "smooth patch with no hair",
      "coin sized bald patch", "coin sized bald patches", "bald patch in the beard", "patch of beard fell out", "eyebrows falling out",
    ],
    leak: 0.002,
  },
  {
    id: "tight_hairstyle",
    label: "Tight braids, weaves, extensions, relaxers or a hairline receding at the edges (traction on the hair)",
    terms: [
      "traction alopecia", "tight braids", "tight braiding", "braids", "braided hair", "cornrows", "weave", "weaves", "hair extensions",
      "tight ponytail", "tight hairstyles", "hair relaxer", "relaxer", "relaxed hair", "chemical relaxer", "dreadlocks", "lost my edges",
      "edges are thinning", "hairline is receding at the edges", "hair at the temples is thinning", "hairline going back",
    ],
    leak: 0.003,
  },
  {
    id: "recurrent_fold_boils",
    label: "Painful lumps or boils in the armpits, groin, buttocks or under the breasts that keep coming back, leak and scar",
    terms: [
      "hidradenitis", "hidradenitis suppurativa", "boils in the armpits keep coming back", "boils keep coming back in the armpits",
      "boils keep coming in the armpits", "recurrent boils in the armpits", "recurrent boils in the armpit", "recurrent boils in the groin",
      "boils in the groin keep coming back", "boils under the breasts", "boils under my breasts", "boils between the thighs",
      "painful lumps in the armpits that burst", "lumps in the armpits that leak pus", "lumps in the armpits keep coming back",
      "armpit boils", "boils in both armpits", "tunnels under the skin", "sinus tracts", "scars in the armpits",
    ],
    leak: 0.002,
  },
  {
    id: "pressure_area_sore",
    label: "Sore or broken skin over the tailbone, hips or heels of someone lying or sitting for long",
    terms: [
      "wound on the tailbone", "sore on the sacrum", "sacral ulcer",
      "wound on the buttocks from lying", "sore on the buttocks from lying", "sore on the back from lying", "sore on the heel from lying",
      "sores on the heels from lying", "sores on the hips from lying", "skin broken over the tailbone", "skin broken on the buttocks",
      "red patch over the tailbone", "lies in bed all day", "lying in bed all day", "cannot turn in bed", "cannot turn herself in bed",
      "cannot turn himself in bed", "sits in a wheelchair all day", "wheelchair all day",
    ],
    leak: 0.002,
  },
  {
    id: "corn_callus",
    label: "Hard thickened skin or a painful corn on the foot or hand",
    terms: [
      "callus", "calluses", "callous", "callouses", "callosity", "corn on the toe", "corns on the toes", "corn on my toe", "corn on the foot",
      "corns on the feet", "corn on the sole", "corns on the sole", "painful corn", "painful corns", "soft corn between the toes",
      "hard skin on the foot", "hard skin on my foot", "hard skin on the sole", "hard skin on the soles", "thick hard skin", "hard thick skin",
      "hard yellow skin", "hard painful spot on the sole", "hard skin on the hands", "thickened skin on the sole",
    ],
    leak: 0.003,
  },
  {
    id: "skin_tag",
    label: "Small soft flesh-coloured flaps of skin hanging from the neck, armpits, groin or eyelids (skin tags)",
    terms: [
      "skin tag", "skin tags", "acrochordon", "acrochordons", "small flaps of skin on the neck", "small flaps of skin", "little flaps of skin",
      "pieces of skin hanging", "little pieces of skin hanging", "skin hanging on the neck", "tiny growths on the neck", "small growths on the neck",
      "small soft growths", "hanging skin growths", "flesh coloured growths",
    ],
    leak: 0.003,
  },
  {
    id: "liver_mass",
    label: "Mass or tumour in the liver on a scan, a hard lump under the right ribs, or a raised AFP",
    terms: [
      "liver mass", "mass in the liver", "liver tumour", "liver tumor", "tumour in the liver", "tumor in the liver", "growth in the liver",
      "liver cancer", "cancer of the liver", "hepatocellular carcinoma", "hepatoma", "lesion in the liver", "liver lesion",
      "hard lump under the right ribs", "lump under the right ribs", "hard lump on the right side under the ribs", "raised afp", "high afp",
      "alpha fetoprotein",
    ],
    leak: 0.002,
  },
  {
    id: "stomach_growth_signs",
    label: "Full after a few mouthfuls, a lump in the upper belly, or vomiting food eaten a day before (a stomach growth)",
    terms: [
      "full after a few bites", "full after a few mouthfuls", "full after a few spoons", "full after eating a little", "full after a small meal",
      "stomach cancer", "gastric cancer", "cancer of the stomach", "growth in the stomach", "stomach tumour", "tumour in the stomach",
      "lump in the upper belly", "lump in the pit of the stomach", 
      "epigastric lump", "vomits food eaten yesterday", "vomiting food eaten the day before", "vomits food from the day before",
      "vomiting old food", "vomits undigested food from yesterday",
    ],
    leak: 0.002,
  },
  {
    id: "natal_cleft_sinus",
    label: "Painful lump, pit or discharge at the top of the buttock crack, over the tailbone (pilonidal)",
    terms: [
      "pilonidal", "pilonidal sinus", "pilonidal abscess", "pilonidal cyst", "top of the buttock crack", "top of the bum crack",
      "lump at the top of the buttock crack", "between the buttocks", "in the buttock crack", "in the bum crack", "boil between the buttocks",
      "hole at the top of the buttock crack", "hole between the buttocks", "pit between the buttocks", "hair in the wound between the buttocks",
      "lump above the anus at the tailbone", "swelling over the tailbone", "painful lump over the tailbone",
    ],
    leak: 0.002,
  },
  {
    id: "herbal_medicine",
    label: "Took herbal or traditional medicine",
    terms: [
      "herbal medicine", "herbal medicines", "herbal remedy", "herbal remedies", "herbs", "local herbs", "traditional medicine",
      "traditional medicines", "medicine from the herbalist", "herbalist", "traditional healer", "mitishamba", "concoction", "herbal concoction",
      "herbal tea", "herbal supplement", "herbal supplements", "local medicine", "native medicine",
    ],
    leak: 0.005,
  },
  {
    id: "fatty_liver_scan",
    label: "Fatty liver on a scan (fat in the liver)",
    terms: [
      "fatty liver", "fatty liver disease", "fat in the liver", "fat on the liver", "liver full of fat", "nafld", "nash", "masld",
      "steatosis", "hepatic steatosis", "bright liver", "non alcoholic fatty liver",
    ],
    leak: 0.002,
  },
  {
    id: "night_urgent_stool",
    label: "Wakes at night to pass stool, or an urgent rush to the toilet for weeks",
    terms: [
      "wakes at night to pass stool", "wakes up at night to pass stool", "waking at night to pass stool", "wakes me at night to go to the toilet",
      "diarrhoea at night", "diarrhoea wakes me at night", "stool at night", "urgent need to pass stool",
      "feel i need to go but nothing comes",
    ],
    leak: 0.005,
  },
  {
    id: "rectum_comes_out",
    label: "The back passage (rectum) comes out as a red ring or tube, pushed back after stool",
    terms: [
      "rectum comes out", "rectum coming out", "bowel comes out of the anus",
      "bowel coming out of the anus", "intestine comes out of the anus", "intestine coming out of the anus", "gut comes out of the anus",
      "red ring comes out of the anus", "red ring coming out of the anus", "red tube comes out", "anus comes out", "anus is coming out",
      "has to push it back in", "push it back in after stool", "pushes it back with the finger", "pushed it back with my finger",
    ],
    leak: 0.002,
  },
  {
    id: "perianal_skin_raw",
    label: "Skin around the anus sore, moist or raw from itching, not settled by deworming",
    terms: [
      "raw around the anus", "skin around the anus is raw", "skin around the anus is red", "moist around the anus",
      "wet around the anus", "around the anus is always wet", "dewormed but still itching", "deworming did not help", "dewormed but the itch",
      "worm medicine did not help", "albendazole did not help", "mebendazole did not help",
    ],
    leak: 0.002,
  },
  {
    id: "practice_contractions",
    label: "Irregular, painless tightenings of the womb that come and go and settle with rest (practice contractions)",
    terms: [
      "false labour", "false labor", "practice contractions", "irregular tightenings", "irregular contractions", "contractions are irregular",
      "tightenings are irregular", "tightenings come and go", "tightening comes and goes", "tightenings stop when i rest",
      "tightenings go away when i rest", "tightenings go away when i lie down", "tightenings stop when i lie down", "tightenings go away when i walk",
      "painless tightenings", "tightenings do not hurt", "belly goes hard then soft", "tummy goes hard then soft", "womb goes hard then soft",
      "tightenings not getting stronger", "contractions not getting closer",
    ],
    leak: 0.002,
  },
  {
    id: "postmenopausal_bleeding",
    label: "Bleeding from the vagina after the menopause (a year or more after the last period)",
    terms: [
      "bleeding after the menopause", "bleeding after menopause", "postmenopausal bleeding", "post menopausal bleeding",
      "period came back after menopause", "periods returned after menopause",
      "bleeding after the change", "bleeding years after periods stopped", "bleeding after periods stopped years ago",
      "periods stopped years ago and now bleeding", "periods stopped years ago", "periods finished years ago", "last period was years ago",
      "no periods for years and now bleeding", "bleeding again years after my last period", "stopped my periods years ago",
    ],
    leak: 0.002,
    implies: ["vaginal_bleeding"],
  },
  {
    id: "hormonal_contraceptive",
    label: "Uses a hormonal contraceptive (injection, implant, pill or hormonal coil)",
    terms: [
      "depo", "depo provera", "depo injection", "sayana press", "family planning injection", "injection for family planning", "three month injection",
      "3 month injection", "contraceptive injection", "implant", "implanon", "jadelle", "norplant", "contraceptive implant", "family planning implant",
      "rod in my arm", "rod in the arm", "contraceptive pill", "contraceptive pills", "family planning pills", "family planning pill",
      "on family planning", "family planning method", "hormonal coil", "mirena", "combined pill", "progestogen only pill", "mini pill",
    ],
    leak: 0.005,
  },
  {
    id: "penetration_difficulty",
    label: "Penetration impossible or very painful at the entrance, the vagina tightening (vaginismus)",
    terms: [
      "vaginismus", "cannot have penetration", "penetration is impossible", "penetration is not possible", "vagina tightens", "vagina closes",
      "vagina closes up", "muscles tighten when we try", "muscles down there tighten", "husband cannot enter", "husband cannot penetrate",
      "he cannot enter", "cannot insert a tampon", "tampon will not go in", "fear of sex", "afraid of sex", "scared of sex", "pain at the entrance",
      "pain at the opening during sex", "burning at the entrance during sex",
    ],
    leak: 0.002,
  },
];
