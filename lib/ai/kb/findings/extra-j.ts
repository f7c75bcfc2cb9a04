import type { Finding } from "../types";

// Findings of the common-9 conditions (issue 19, coverage audit against the Uganda Clinical
// Guidelines 2023, IMCI and NICE CKS): the words that tell a cut from a bruise, an infected
// operation wound, a pus collection deep in a muscle, a tick bite, a wet navel or a watering eye in
// a baby, a wisdom tooth or an empty tooth socket, lost side vision, a discharging opening beside the
// anus, diarrhoea that has gone on for weeks and hearing that has faded over years.
export const findings: Finding[] = [
  {
    id: "open_wound",
    label: "Open cut or gash (laceration) that may need stitches",
    terms: [
      "gash", "gashed", "deep gash", "gaping wound", "gaping cut", "wound is gaping", "cut is gaping", "wound is open",
      "needs stitches", "need stitches", "needs stiches", "needs suturing", "needs sutures", "stitches needed",
      "bleeding cut", "cut is bleeding", "cut keeps bleeding", "cut bleeding", "bleeding from the cut", "bleeding from the wound",
      "wound is bleeding", "split lip", "cut lip", "cut his lip", "cut her lip", "cut on the forehead", "cut on his forehead", "cut on her forehead",
      "cut on the chin", "cut on his chin", "cut on her chin", "cut by glass", "cut by broken glass", "cut on broken glass", "cut by a machete", "cut by a bottle", "cut by a piece of metal", "cut by iron sheet",
      "sliced my finger", "sliced his finger", "sliced her finger", "skin split open", "split open", "head split open",
      "flap of skin", "skin flap", "open cut",
    ],
    leak: 0.003,
  },
  {
    id: "bruise",
    label: "Bruise or swelling where a blow landed",
    terms: [
      "bruise", "big bruise", "black and blue", "blue black mark",
      "contusion", "contused", "swelling where he was hit", "swelling where she was hit", "swelling where i was hit",
      "swollen where he was hit", "swollen where she was hit", "swollen where i was hit", "lump where he was hit",
      "lump where she was hit", "painful where he was kicked", "painful where she was kicked", "corked thigh",
      "knock on the shin", "banged his knee", "banged her knee", "banged my knee", "banged his leg", "banged her leg",
      "banged my leg", "banged my arm", "banged his arm", "banged her arm", "soft tissue injury",
    ],
    leak: 0.005,
  },
  {
    id: "wound_discharge",
    label: "Operation wound, or a wound discharging, smelling or coming open",
    terms: [
      "wound is discharging", "wound discharging", "discharge from the wound", "wound is oozing", "wound oozing",
      "wound has opened", "wound opened up",
      "wound came open", "wound broke down", "stitches opened", "stitches came open", "stitches have opened",
      "stitches are oozing", "operation wound", "operation site", "surgical wound", "surgical site",
      "caesarean wound", "c section wound", "cesarean wound", "scar is discharging", "scar is oozing",
      "episiotomy wound", "wound from the operation", "wound after the operation", "wound from the caesarean",
      "wound after the caesarean", "wound after the c section", "operation scar", "tear stitches are painful", "wound is wet", "wound is not drying",
    ],
    leak: 0.003,
  },
  {
    id: "deep_muscle_swelling",
    label: "Hard, painful swelling deep in a large muscle (thigh, buttock, calf, arm)",
    terms: [
      "swollen thigh", "thigh is swollen", "thigh swollen", "swelling of the thigh", "swelling in the thigh",
      "hard swelling in the thigh", "thigh is hard and swollen", "swollen buttock", "buttock is swollen",
      "swelling in the buttock", "hard swelling in the buttock", "swelling deep in the muscle", "deep swelling in the muscle",
      "muscle is swollen", "swollen muscle", "muscle swelling", "hard painful muscle", "muscle is hard and painful",
      "woody hard muscle", "swelling in the muscle", "swollen upper arm", "swelling of the upper arm",
      "abscess in the muscle", "muscle abscess", "pus in the muscle",
    ],
    leak: 0.003,
  },
  {
    id: "tick_exposure",
    label: "Tick bite or a black scab at a bite (eschar)",
    terms: [
      "tick", "ticks", "bitten by a tick", "bitten by ticks", "tick was attached", "tick attached",
      "removed a tick", "pulled off a tick", "found a tick", "ticks on him", "ticks on her", "ticks on the cows",
      "black scab", "black scab at the bite", "black crust at the bite", "black spot at the bite", "black sore at the bite",
      "scab with a black centre", ],
    leak: 0.003,
  },
  {
    id: "migratory_joint_pain",
    label: "Joint pain moving from one joint to another",
    terms: [
      "pain moving from joint to joint", "pains moving from joint to joint", "moves from joint to joint",
      "moves from one joint to another", "moving from one joint to another", "jumping from joint to joint",
      "jumps from one joint to another", "flitting joint pain", "flitting joint pains", "migrating joint pain",
      "migratory joint pain", "migratory arthritis", "migratory polyarthritis", "one joint then another",
      "first the knee then the ankle", "first the ankle then the knee", "joints take turns",
    ],
    leak: 0.002,
    implies: ["joint_pain"],
  },
  {
    id: "chronic_diarrhoea",
    label: "Diarrhoea going on for two weeks or more",
    terms: [
      "persistent diarrhoea", "persistent diarrhea", "chronic diarrhoea", "chronic diarrhea", "diarrhoea every day for weeks",
      "diarrhea every day for weeks", "diarrhoea that does not stop", "diarrhoea that will not stop", "diarrhoea that won t stop",
      "diarrhoea on and off for weeks", "long standing diarrhoea", "diarrhoea for over two weeks", "diarrhoea for more than two weeks",
      "diarrhoea for more than 2 weeks", "diarrhea for more than 2 weeks", "diarrhoea for over 2 weeks",
    ],
    leak: 0.003,
    implies: ["diarrhoea"],
  },
  {
    id: "wet_navel",
    label: "Moist navel or small pink lump in the navel after the cord fell off",
    terms: [
      "wet belly button", "belly button is wet", "belly button still wet", "belly button is still wet",
      "navel still wet", "navel is wet", "wet navel", "moist navel", "navel is moist", "belly button oozing",
      "navel oozing", "oozing from the belly button", "oozing from the navel", "pink lump in the belly button",
      "pink lump in the navel", "red lump in the belly button", "small lump in the belly button", "small lump in the navel",
      "belly button not healing", "navel not healing", "navel not drying", "belly button not drying",
      "cord stump not healing", "umbilical granuloma",
    ],
    leak: 0.002,
  },
  {
    id: "watery_eye_baby",
    label: "Eye watering since birth or the early weeks (tears overflowing)",
    terms: [
      "watery eye since birth", "watery eyes since birth", "eye watering since birth", "eyes watering since birth",
      "eye has watered since birth", "watering since birth", "one eye always watering", "eye always watering",
      "eye is always watery", "eye always wet", "tears overflow", "tears overflowing", "tears running down the cheek",
      "tears running down his cheek", "tears running down her cheek", "tears roll down the cheek", "blocked tear duct",
      "blocked tear ducts", "tear duct blocked", "blocked tear gland", "sticky eye every morning",
      "eyelashes stuck together every morning", "eyelids stuck together in the morning",
    ],
    leak: 0.003,
  },
  {
    id: "wisdom_tooth",
    label: "Wisdom tooth or the last back tooth coming through",
    terms: [
      "wisdom tooth", "wisdom teeth", "wisdom tooth coming", "wisdom tooth coming out", "back tooth coming out",
      "back tooth coming through", "last tooth at the back", "last back tooth", "tooth at the very back",
      "gum over the back tooth", "gum flap over the tooth", "gum covering the back tooth", "third molar",
      "impacted tooth", "impacted wisdom tooth",
    ],
    leak: 0.003,
  },
  {
    id: "tooth_extraction",
    label: "Tooth recently extracted (removed)",
    terms: [
      "tooth was removed", "tooth removed", "had a tooth removed", "tooth was extracted", "tooth extracted",
      "tooth extraction", "after the extraction", "after extraction", "since the extraction", "extraction site",
      "tooth was pulled", "had a tooth pulled", "tooth pulled out", "pulled out a tooth", "pulled out my tooth",
      "removed my tooth", "removed a tooth", "dentist removed", "dentist pulled", "empty socket", "tooth socket",
      "socket where the tooth", "hole where the tooth was",
    ],
    leak: 0.003,
  },
  {
    id: "side_vision_loss",
    label: "Side (peripheral) vision slowly narrowing / raised eye pressure / glaucoma in the family",
    terms: [
      "tunnel vision", "vision closing in", "slowly losing side vision", "side vision slowly getting worse",
      "side vision getting narrower", "narrowing of vision", "visual field narrowing", "high eye pressure",
      "raised eye pressure", "eye pressure is high", "pressure in the eye is high", "family history of glaucoma",
      "glaucoma in the family", "father has glaucoma", "mother has glaucoma", "brother has glaucoma", "sister has glaucoma",
    ],
    leak: 0.002,
  },
  {
    id: "fixed_patch",
    label: "Dark round patch that returns in the same place after a medicine",
    terms: [
      "same place every time", "comes back in the same place", "in the same spot every time", "same spot each time",
      "dark patch after tablets", "dark patch after the tablets", "dark round patch", "dark circle after taking",
      "fixed drug eruption", "fixed drug rash", "patch comes back after the medicine",
    ],
    leak: 0.002,
  },
  {
    id: "drug_rash_trigger",
    label: "Rash started after a new medicine (antibiotic, septrin, ARV, TB or epilepsy drug)",
    terms: [
      "rash after taking", "rash after starting", "rash after the injection", "rash after the tablets",
      "rash after septrin", "rash after amoxicillin", "rash after the antibiotics", "rash after antibiotics",
      "rash after the new medicine", "rash since starting", "rash since the new tablets", "rash since he started",
      "rash since she started", "rash since i started", "started after the tablets", "came after the tablets",
      "after starting nevirapine", "after starting carbamazepine", "after starting tb drugs", "after starting arvs",
      "after starting septrin", "drug rash", "drug eruption", "medicine rash", "allergic to the tablets",
    ],
    leak: 0.003,
    implies: ["rash"],
  },
  {
    id: "anal_discharge",
    label: "Pus or discharge from an opening beside the anus",
    terms: [
      "pus from the anus", "pus near the anus", "pus beside the anus", "pus from near the anus", "pus from the back passage",
      "discharge near the anus", "discharge beside the anus", "discharge from near the anus", "discharge from the anus",
      "opening near the anus", "hole near the anus", "hole beside the anus", "small hole next to the anus",
      "opening next to the anus", "wet bottom with pus", "keeps draining near the anus", "drains near the anus",
      "boil near the anus keeps bursting", "boil near the anus keeps coming back", "fistula in ano",
      "anal fistula", "pus staining the underwear",
    ],
    leak: 0.002,
  },
  {
    id: "gradual_hearing_loss",
    label: "Hearing fading over months or years in both ears (TV loud, asks people to repeat)",
    terms: [
      "tv loud", "tv too loud", "turns the tv up", "radio too loud", "turns up the radio",
      "asks us to repeat", "asks me to repeat", "keeps asking people to repeat",
      "cannot hear in a crowd", "cannot hear in noisy places", "hard to hear in noisy places", "mishears words",
      "people seem to mumble", "everyone mumbles", "hearing has been fading", "hearing fading", "slowly losing hearing",
      "hearing getting worse over the years", "hearing worse over years", "going deaf slowly", "hearing worse with age",
      "deaf in both ears", "hard of hearing in both ears",
    ],
    leak: 0.005,
    implies: ["hearing_loss"],
  },
];
