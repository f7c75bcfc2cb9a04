import type { Finding } from "../types";

// Findings of the common-8 conditions (issue 19: ordinary conditions that independent vignette
// writers chose and the knowledge base lacked): the words in which patients and parents tell a
// Stevens-Johnson reaction, a pulled elbow, a newborn's eye or skin, a breath-holding spell, a
// toddler's diarrhoea, the baby blues, grief, exam stress, premature ejaculation, a need for
// emergency contraception, a Nairobi-fly or jellyfish sting, round ligament pain, obstetric
// cholestasis and a child's abdominal mass. Each says something only these conditions explain well,
// so that they do not take the answer from the common condition they share general symptoms with.
export const findings: Finding[] = [
  {
    id: "mucosal_erosions",
    label: "Raw, crusted or bleeding lips and mouth (mucous membrane erosions)",
    terms: [
      "lips cracked and bleeding", "bleeding lips", "lips are bleeding", "lips bleeding", "raw lips", "lips are raw", "lips raw",
      "crusted lips", "crusts on the lips", "lips with crusts", "blood crusts on the lips", "lips and mouth raw", "mouth and lips raw",
      "raw sores in the mouth", "mouth is raw", "raw mouth", "lips and mouth with raw sores", "lips peeling and bleeding",
      "mucosal erosions", "mucositis",
    ],
    leak: 0.003,
  },
  {
    id: "arm_pulled",
    label: "A young child's arm pulled, lifted or swung by the hand",
    terms: [
      "pulled by the arm", "pulled by the hand", "pulled her up by the hand", "pulled him up by the hand", "pulled her up quickly",
      "pulled him up quickly", "swung her up by the hand", "swung him up by the hand", "swung her by the arms", "swung him by the arms",
      "swinging by the arms", "lifted by the arm", "lifted by the hand", "lifted her by one arm", "lifted him by one arm",
      "yanked her arm", "yanked his arm", "arm was pulled", "pulled her arm", "pulled his arm", "jerked her arm", "jerked his arm",
      "pulled on her arm", "pulled on his arm",
    ],
    leak: 0.003,
  },
  {
    id: "arm_held_still",
    label: "Child will not use one arm, holding it still by the side",
    terms: [
      "will not use her arm", "will not use his arm", "will not use the arm", "will not use her left arm", "will not use her right arm",
      "will not use his left arm", "will not use his right arm", "does not use her arm", "does not use his arm",
      "keeps it hanging by her side", "keeps it hanging by his side", "arm hanging by her side", "arm hanging by his side",
      "keeps it straight by her side", "keeps it straight by his side", "holds the arm still", "holding the arm still",
      "will not move her arm", "will not move his arm", "will not lift her arm", "will not lift his arm", "palm turned down",
    ],
    leak: 0.005,
  },
  {
    id: "newborn_eye_pus",
    label: "Pus pouring from a newborn's eyes, back as soon as it is wiped",
    terms: [
      "comes back after i wipe", "comes back after wiping", "comes back after cleaning", "comes back straight after cleaning",
      "pus keeps coming back", "pus from both eyes", "pus pouring from the eyes", "pus pouring out of the eyes", "eyes full of pus",
      "eyes swollen with pus", "eyelids swollen with pus", "ophthalmia neonatorum", "neonatal conjunctivitis", "newborn conjunctivitis",
      "conjunctivitis of the newborn",
    ],
    leak: 0.003,
    implies: ["eye_discharge"],
  },
  {
    id: "maternal_genital_infection",
    label: "Mother had an untreated genital infection in pregnancy, or no eye ointment at birth",
    terms: [
      "smelly discharge in pregnancy", "discharge in pregnancy", "discharge during pregnancy", "discharge during the pregnancy",
      "untreated discharge", "untreated vaginal discharge", "untreated vaginal discharge during pregnancy", "vaginal discharge during pregnancy", "discharge that was not treated",
      "mother had a discharge", "mother had gonorrhoea", "mother had chlamydia", "mother had an sti", "no eye ointment",
      "no eye ointment given at birth", "eye ointment not given",
    ],
    leak: 0.003,
  },
  {
    id: "newborn_blotchy_rash",
    label: "Blotchy red rash with tiny white or yellow bumps in a newborn",
    terms: [
      "red blotches with tiny yellowish white bumps", "red blotches with yellow bumps", "red blotches with white bumps",
      "yellowish white bumps", "yellow white bumps", "tiny white bumps", "white bumps with red around", "white spots with a red base",
      "yellow spots with a red base", "red blotchy spots", "blotchy red spots", "white pimples on a red base",
      "come and go in different places",
      "erythema toxicum", "newborn rash",
    ],
    leak: 0.005,
    implies: ["rash"],
  },
  {
    id: "breath_holding",
    label: "Stops breathing while crying or upset, then breathes again (breath-holding spell)",
    terms: [
      "holds his breath", "holds her breath", "holding his breath", "holding her breath", "breath holding", "breath holding spells",
      "breath holding attacks", "stops breathing when crying", "stops breathing when he cries", "stops breathing when she cries",
      "stops breathing when angry", "stops breathing when upset", "cries until he stops breathing", "cries until she stops breathing",
      "then breathes again", "breathes again", "starts breathing again",
    ],
    leak: 0.003,
  },
  {
    id: "undigested_food_stool",
    label: "Undigested food (carrots, peas, beans) seen in the stool",
    terms: [
      "undigested food", "undigested food in the stool", "food in the stool", "bits of food in the stool", "pieces of food in the stool",
      "carrots and beans", "carrots and peas", "carrots in the stool", "peas in the stool", "beans in the stool", "see bits of carrots",
      "vegetables in the stool", "can see the food he ate", "can see the food she ate",
    ],
    leak: 0.005,
  },
  {
    id: "juice_drinking",
    label: "Drinks a lot of fruit juice or sweet drinks",
    terms: [
      "=drinks lots of juice", "lots of juice", "a lot of juice", "too much juice", "fruit juice", "juice all day", "lots of squash",
      "bottle of juice",
    ],
    leak: 0.02,
  },
  {
    id: "labile_mood",
    label: "Mood changing quickly, happy one minute and tearful the next",
    terms: [
      "one minute happy", "happy one minute", "happy then tearful", "happy then crying", "laughing then crying", "very emotional",
      "feel emotional", "feeling emotional", "emotions all over the place",
    ],
    leak: 0.01,
  },
  {
    id: "bereavement",
    label: "Recent death of someone close (bereaved)",
    // Not "father died" or "mother died": said of a family history ("my father died of a heart attack").
    terms: [
      "husband died", "wife died", "son died", "daughter died", "child died", "baby died", "passed away", "lost my husband", "lost my wife", "lost my mother", "lost my father", "lost my son",
      "lost my daughter", "lost my child", "death of my husband", "death of my wife", "death of my mother", "death of my father",
      "death of my child", "since he died", "since she died", "widowed", "widow", "widower",
    ],
    leak: 0.03,
  },
  {
    id: "exam_pressure",
    label: "Under pressure from exams or studies",
    terms: [
      "exam stress", "exam pressure", "exams coming", "exams are coming", "kcse", "kcpe", "final exams", "national exams", "upcoming exams",
      "before exams", "before tests", "before my exams", "worried about exams", "nervous about exams", "studying for exams",
      "revising for exams", "reading for exams", "exams next week", "mock exams", "university exams", "school exams", "board exams",
    ],
    // A common circumstance that students name as the trigger of many complaints (mouth ulcers,
    // headaches, a flare of acne or eczema), not only of a stress reaction.
    leak: 0.1,
  },
  {
    id: "early_ejaculation",
    label: "Ejaculating too early during sex (premature ejaculation)",
    terms: [
      "premature ejaculation", "early ejaculation", "ejaculate too early", "ejaculate too quickly", "ejaculate too fast",
      "ejaculates too early", "ejaculates too quickly", "come too quickly", "come too fast", "cum too fast", "cum too quickly",
      "finish too fast", "finish too quickly", "finish too early", "finishes too fast", "finishes too quickly", "release too early",
      "release too quickly", "last less than a minute", "do not last long in bed", "cannot last long in bed", "come before penetration",
    ],
    leak: 0.001,
  },
  {
    id: "emergency_contraception_need",
    label: "Wants to avoid pregnancy after unprotected sex or a failed method (emergency contraception)",
    terms: [
      "emergency contraception", "emergency contraceptive", "emergency pill", "morning after pill", "postinor", "plan b pill",
      "do not want to get pregnant", "do not want to be pregnant", "afraid of getting pregnant", "scared of getting pregnant",
      "worried about getting pregnant", "fear of getting pregnant", "missed my pills",
      "forgot my pills", "forgot to take my pill", "condom slipped", "condom came off",
    ],
    leak: 0.005,
  },
  {
    id: "paederus_contact",
    label: "Small red-and-black beetle (Nairobi fly) crushed on the skin, often at night near lights",
    terms: [
      "red and black insect", "red and black insects", "black and red insect", "black and red insects", "insects around the light",
      "insects around the lights", "insects come to the lights", "squashed an insect", "crushed an insect", "squashed one on my neck",
      "squashed a bug", "smashed an insect", "blister beetle", "paederus", "rove beetle",
    ],
    leak: 0.003,
  },
  {
    id: "linear_skin_streak",
    label: "Red line or stripe on the skin, like a whip mark",
    terms: [
      "like a whip mark", "whip mark", "whip marks", "whipped me", "burning red stripe", "burning red line", "red stripe", "matching patch",
      "kissing lesion", "mirror image patch", "blisters in a line", "line of blisters", "linear blisters", "linear rash",
    ],
    leak: 0.005,
  },
  {
    id: "marine_sting",
    label: "Stung by a jellyfish or another sea creature",
    terms: [
      "jellyfish", "jelly fish", "stung by a jellyfish", "jellyfish sting", "sea urchin", "stepped on a sea urchin", "stingray", "sting ray",
      "bluebottle", "portuguese man of war", "stonefish", "something in the water touched", "touched something in the water",
      "something in the sea", "stung in the sea", "stung while swimming",
      "see through plastic bag", "like a plastic bag", "=touched my leg while swimming", "=touched my leg in the sea",
      "=while swimming something touched",
    ],
    leak: 0.002,
  },
  {
    id: "brief_pain_on_movement",
    label: "Sharp pain lasting seconds on standing up, turning, coughing or sneezing",
    terms: [
      "=sharp short pain", "=short sharp pain", "sharp pain for a few seconds", "pain lasts a few seconds", "pain for a few seconds",
      "sharp pain when i turn over", "sharp pain when i stand up", "sharp pain when i get up", "round ligament pain",
    ],
    // Brief sharp pains are told of other places too (a chest wall twinge): not specific alone.
    leak: 0.03,
  },
  {
    id: "itchy_palms_soles",
    label: "Itching of the palms and soles",
    terms: [
      "itchy palms", "palms itch", "itching palms", "itching of the palms", "itchy soles", "soles itch", "itchy palms and soles",
      "palms and soles itch", "itching of the palms and soles", "palms of my hands and soles of my feet", "itchy hands and feet",
      "hands and feet itch", "itching on the palms",
    ],
    leak: 0.005,
    implies: ["itching"],
  },
];
