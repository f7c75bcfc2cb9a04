import type { Finding } from "../types";

// Findings of the emergency-6 conditions (issue 19, the triage scales' emergency categories):
// the specific phrases that tell a paracetamol overdose, a major burn, a hernia that will not go
// back and acute pulmonary oedema from the general finding each implies; and a burn from the sun,
// which is not a thermal burn (issue 19: "burnt by the sun" read as a burn and, on the back, back pain).
export const findings: Finding[] = [
  {
    id: "paracetamol_ingestion",
    label: "Took too much paracetamol (acetaminophen)",
    terms: [
      "paracetamol overdose", "overdose of paracetamol", "too much paracetamol", "too many paracetamol",
      "took a packet of paracetamol", "took a whole packet of paracetamol", "whole box of paracetamol", "swallowed paracetamol",
      "took paracetamol tablets", "took many paracetamol", "=took lots of paracetamol", "acetaminophen overdose",
      "overdose of acetaminophen", "tylenol overdose", "panadol overdose", "panado overdose", "too many panadol",
      "too much panadol", "swallowed panadol", "paracetamol poisoning",
    ],
    leak: 0.002,
    implies: ["poisoning_ingestion"],
  },
  {
    id: "large_burn",
    label: "Large, deep, facial or circumferential burn",
    terms: [
      "large burn", "extensive burns", "extensive burn", "major burn", "major burns", "severe burns", "severe burn",
      "badly burnt", "badly burned", "burns all over", "burnt all over", "burned all over", "burns over the whole body",
      "burns to the face", "burnt face", "burned face", "face was burnt", "face was burned", "facial burns", "facial burn",
      "circumferential burn", "burn all around the arm", "burn all around the leg", "burns on the chest and arms",
      "burns on the chest and legs", "set himself on fire",
      "set herself on fire", "stove exploded", "paraffin stove exploded",
      "gas cylinder exploded", "boiling water poured over", "pot of boiling water fell on", "boiling water spilled over",
      "deep burn", "full thickness burn", "white leathery burn", "charred skin",
    ],
    leak: 0.003,
    implies: ["burn"],
  },
  {
    id: "irreducible_hernia",
    label: "Hernia (groin or navel lump) that will not go back, painful, hard or red",
    terms: [
      "it is stuck out", "stuck out, hard and very painful", "stuck out and hard",
      "won't go back", "will not go back", "it won't go back", "it will not go back", "no longer goes back", "can't push it back",
      "hernia will not go back", "hernia won t go back", "hernia does not go back", "hernia is stuck", "hernia stuck",
      "cannot push the hernia back", "could not push the hernia back", "hernia cannot be pushed back", "lump will not go back",
      "lump won t go back", "lump does not go back in", "groin lump will not go back", "groin swelling will not go back",
      "hernia became hard", "hernia is hard and painful", "hernia is painful and hard", "hernia turned red", "hernia is red",
      "painful hernia", "tender hernia", "strangulated hernia", "incarcerated hernia", "obstructed hernia", "irreducible hernia",
      "tense tender groin lump", "hard painful groin lump", "hard painful lump in the groin",
    ],
    leak: 0.002,
    implies: ["groin_lump"],
  },
  {
    id: "pink_frothy_sputum",
    label: "Frothy, pink sputum (pulmonary oedema)",
    terms: [
      "coughing frothy spit", "frothy spit", "bubbling sounds when he breathes", "bubbling sounds when she breathes", "bubbling in the chest",
      "frothy sputum", "pink frothy sputum", "pink froth", "pink frothy spit", "coughing up pink froth",
      "coughing pink froth", "foamy sputum", "pink foamy sputum", "froth from the mouth while breathless",
      "bubbly pink spit", "coughing up froth",
    ],
    leak: 0.003,
    implies: ["productive_cough"],
  },
  {
    id: "sunburn_skin",
    label: "Skin burnt by the sun (sunburn)",
    terms: [
      "sunburn", "sun burn", "sunburnt", "sunburned", "sun burnt", "sun burned", "burnt by the sun", "burned by the sun",
      "burnt in the sun", "burned in the sun", "burnt from the sun", "burned from the sun", "burn from the sun",
      "burnt at the beach", "burned at the beach", "got burnt at the beach", "burnt at the pool", "burned at the pool",
      "skin burnt by the sun", "skin burned by the sun", "red skin after the sun", "skin red after the sun",
      "skin red and sore after the sun", "sunburnt back", "sunburned back", "sunburn on my back", "sunburn on his back",
      "sunburn on her back", "sunburn on the back", "back is sunburnt", "back is sunburned", "back got sunburnt",
      "back burnt by the sun", "back burned by the sun", "burnt my back in the sun", "burned my back in the sun",
      "sunburnt shoulders", "sunburn on the shoulders", "sunburnt face", "sunburnt nose",
      "shoulders are red", "red shoulders", "shoulders red and sore",
      "red and sore after the beach",
    ],
    leak: 0.003,
  },
  // What keeps a red-flag rule in its clinical context (lib/ai/triage.ts): a face palsy that takes
  // the forehead (Bell's palsy, not a stroke), stridor only when the child cries, known COPD (whose
  // target saturation is 88-92 %).
  {
    id: "forehead_palsy",
    label: "Face palsy that takes the forehead or the eye closure (lower motor neurone: Bell's palsy)",
    terms: [
      "cannot close the eye", "cannot close my eye", "cannot close his eye", "cannot close her eye", "cannot close the left eye",
      "cannot close the right eye", "cannot close my left eye", "cannot close my right eye", "unable to close the eye",
      "eye will not close", "eye does not close", "eyelid will not close", "forehead does not move", "forehead not moving",
      "cannot wrinkle the forehead", "cannot wrinkle my forehead", "cannot raise the eyebrow", "cannot raise my eyebrow",
      "including the forehead", "forehead is also affected", "forehead also affected", "forehead involved",
      "cannot close one eye", "facial nerve palsy", "seventh nerve palsy", "bell palsy",
    ],
    leak: 0.003,
    implies: ["facial_droop"],
  },
  {
    id: "stridor_when_upset",
    label: "Noisy breathing in (stridor) only when crying or upset, settled at rest",
    terms: [
      "noisy breathing in when crying", "noisy breathing in only when crying", "noisy breathing when crying",
      "noisy breathing only when crying", "noisy breathing when upset", "noisy breathing when agitated", "stridor when crying",
      "stridor only when crying", "stridor when upset", "stridor only when upset", "stridor when agitated", "stridor on crying",
      "calm it goes", "calm it goes away", "calm it stops", "goes away when calm", "goes away when he is calm", "goes away when she is calm",
      "settles when calm", "=quiet when calm", "only when he cries", "only when she cries",
    ],
    leak: 0.003,
    implies: ["stridor"],
  },
  {
    id: "copd_history",
    label: "Known COPD (chronic obstructive pulmonary disease, emphysema)",
    terms: [
      "copd", "known copd", "has copd", "with copd", "history of copd", "emphysema", "chronic obstructive pulmonary disease",
      "chronic obstructive airways disease", "chronic obstructive lung disease", "coad",
    ],
    // A common companion of other chest illnesses: it names no single one.
    leak: 0.05,
  },
  // Issue 19 (second blind set): the pain pattern that tells a duodenal ulcer from a gastritis or a
  // reflux; it implies the epigastric pain it describes.
  {
    id: "ulcer_pattern_pain",
    label: "Upper abdominal pain when hungry or at night, eased by food, milk or antacids",
    terms: [
      "comes when i am hungry", "it comes when i am hungry and at night", "drinking milk relieves it", "eating something relieves it", "eating or drinking milk relieves it",
      "gets better when i eat", "better when i eat or drink milk",
      "hunger pains", "hunger pain", "pain when hungry", "pain on an empty stomach", "worse when hungry",
      "every time i am hungry", "pain is back every time i am hungry", "when my stomach is empty", "pain relieved by food",
      "pain better after eating", "pain eases after eating", "eating helps the pain", "food helps",
      "food or milk helps", "milk helps", "food relieves the pain", "wakes me at night with stomach pain",
      "stomach pain wakes me at night", "pain at night around 2am", "pain wakes me at 2am", "night pain in the stomach",
    ],
    implies: ["upper_abdominal_pain"],
  },
  // Acid or food coming back up, worse lying down or bending: reflux rather than a gastritis or an
  // ulcer; it implies the heartburn it comes with.
  {
    id: "regurgitation",
    label: "Acid or food coming up into the throat or mouth, worse lying down",
    terms: [
      "acid coming up", "acid in the mouth", "food coming back up", "regurgitating food", "acid comes into my mouth", "acid coming up into my mouth", "bitter water into the mouth",
      "sour water", "bitter water", "sour water comes into my mouth", "sour fluid", "sour liquid",
      "acid regurgitation", "regurgitation", "acid in throat", "acid brash", "waterbrash", "water brash",
      "sour water comes up", "sour water comes up into my throat", "sour liquid comes up", "bitter water comes up",
      "acid comes up", "acid comes up into my throat", "acid into my mouth", "food comes back up into my mouth",
      "food comes back into the mouth", "burning worse when i lie down", "worse when i lie down at night",
      "worse lying flat after meals", "burning when i lie down", "burning when bending over",
    ],
    implies: ["heartburn"],
  },
  // Thick yellow or green discharge from the nose: with facial pain, a bacterial sinusitis rather
  // than a cold (EPOS 2020 criteria); it implies a runny nose.
  {
    id: "purulent_nasal_discharge",
    label: "Thick yellow or green discharge from the nose",
    terms: [
      "purulent nasal discharge", "purulent discharge from the nose", "green mucus", "yellow green mucus", "green snot",
      "yellow snot", "thick yellow mucus", "thick green mucus", "green stuff from the nose", "yellow stuff from the nose",
      "yellow green stuff comes from the nose", "green discharge from the nose", "yellow discharge from the nose",
      "pus from the nose", "thick discharge from the nose", "smelly discharge from the nose",
    ],
    implies: ["runny_nose"],
  },
  // The palpitation that tells atrial fibrillation (irregular) from a re-entrant tachycardia (regular,
  // starting and stopping at once) and from a panic attack (ESC 2020 AF and 2019 SVT guidelines).
  {
    id: "irregular_heartbeat",
    label: "Irregular heartbeat (no steady rhythm)",
    terms: [
      "irregular heartbeat", "irregular heart beat", "irregular pulse", "irregularly irregular", "heartbeat is irregular",
      "not regular", "no rhythm", "drum with no rhythm",
      "jumping all over", "beats all over the place", "pulse is irregular",
    ],
    implies: ["palpitations"],
  },
  {
    id: "sudden_palpitations",
    label: "Very fast regular heartbeat that starts and stops suddenly",
    terms: [
      "suddenly started racing", "heart suddenly started racing", "suddenly racing", "started racing suddenly",
      "stopped by itself", "starts and stops suddenly", "starts suddenly and stops suddenly", "stops suddenly",
      "pounding in my neck", "pounding in the neck", "like a switch", "switched on", "very very fast",
    ],
    implies: ["palpitations"],
  },
  // Throat tightness or a changing voice after an allergen or a sting is airway swelling
  // (anaphylaxis), not a local reaction (WAO 2020 anaphylaxis criteria).
  {
    id: "throat_tightness",
    label: "Throat tight or closing, voice changing",
    terms: [
      "feels like the throat is closing",
      "throat feels tight", "throat is tight", "tight throat", "throat tightness",
      "voice is changing",
    ],
  },
];
