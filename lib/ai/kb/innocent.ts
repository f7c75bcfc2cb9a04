// Everyday expressions in which a word of the vocabulary is innocent (issue 19, lay language):
// "back" in "came back" is not back pain, "the back of the knee" is not the back, "burnt the rice"
// is no burn. The parser matches these phrases word for word, in
// order, before the findings (at equal length they win), and drops them: their words then serve no
// finding. Each is tested in lib/ai/parse.test.ts with a sentence in which the word is innocent and
// one in which the finding is real.
export const INNOCENT_PHRASES: readonly string[] = [
  // a rash or a pain that looks or feels like a burn is not one
  "like someone burnt me", "like someone burned me", "like i was burnt", "like i was burned", "as if i was burnt", "as if burnt", "like a burn",
  "like a burnt scab", "like a burnt spot", "like a burnt",
  // dry skin "cracked like a dry river bed" has been near no river
  "like a dry river bed", "dry river bed", "like dry ground",
  // a season, not a chill
  "cold season", "in the cold season", "the cold season", "cold weather",
  // a burn that only looks like a chemical splash
  "like someone splashed acid on it", "like someone splashed acid", "as if acid was splashed",
  // a trip planned, not an exposure
  "travelling for a funeral next week", "going for a funeral next week", "for a funeral next week",
  // "back" as a direction or a return, not the body part
  "came back", "come back", "comes back", "coming back", "went back", "go back", "goes back", "going back", "gone back",
  "get back", "got back", "gets back", "getting back", "be back", "is back", "was back", "are back", "were back",
  "back home", "back to work", "back to school", "back to normal", "back to the", "back from", "back at home",
  "back garden", "back yard", "back door", "back seat", "back then", "back and forth", "way back",
  "call back", "called back", "calling back", "bring back", "brought back", "drove back", "walked back", "travelled back",
  "traveled back", "flew back", "sent back", "send back", "moved back", "looking back", "years back", "months back", "weeks back",
  // pulled or pushed back (a foreskin, hair, a chair): a direction, not the back
  "pulled back", "pull back", "pulls back", "pulling back", "pushed back", "push back", "drawn back", "draw back",
  // "back of" another part: the back of the head, neck, hand, knee, throat or eye
  "back of the", "back of my", "back of his", "back of her", "back of their", "back of your",
  // burning food or rubbish, not the skin
  "burnt the food", "burned the food", "burnt the rice", "burned the rice", "burnt the beans", "burned the beans",
  "burnt the pot", "burned the pot", "burnt the toast", "burned the toast", "burnt the milk", "burned the milk",
  "burnt the rubbish", "burning rubbish", "burning the rubbish", "burning trash", "burnt food", "burned food",
  // the time between a cough's fits: no seizure
  "between the fits", "between fits",
  // "I feel knocked down" by an illness: no one was knocked down
  "feel knocked down", "feeling knocked down", "felt knocked down", "feels knocked down", "knocked me down", "knocked her down with fever",
  // the skin of the back (red, peeling, blistered from the sun), not back pain
  "back is red", "back was red", "back is all red", "back is peeling", "back was peeling", "back is blistered",
  "back is blistering", "back has blisters", "skin on my back", "skin on his back", "skin on her back", "skin on the back",
  "skin of my back", "skin of the back",
  // a hot water bottle soothes a pain; it is no burn
  "hot water bottle", "hot water bottles", "warm water bottle",
  // a pregnancy feared or wished for is not a pregnancy ("scared of getting HIV and getting pregnant";
  // "trying to get pregnant" and "cannot get pregnant" are longer and still mean infertility)
  "getting pregnant", "get pregnant", "falling pregnant", "fall pregnant", "becoming pregnant", "become pregnant",
  // not responding to a treatment is a treatment failure, not unconsciousness
  "not responding to", "not responding to treatment", "not responding to the treatment", "not responding to medicine",
  "not responding to the medicine", "not responding to tablets", "not responding to the tablets", "not responding to antibiotics",
  // an electric shock of nerve pain is no circulatory shock
  "like an electric shock", "like electric shocks", "like electric shock", "like a shock", "shock like", "shooting like a shock",
  // drinking little or now and then is no heavy drinking
  "hardly drink", "hardly drink alcohol", "rarely drink", "rarely drink alcohol", "seldom drink", "drink occasionally",
  "occasionally drink", "drink socially", "social drinker", "only drink at weddings",
  // being past the menopause is a time of life, not its hot flushes ("bleeding after the menopause" is longer and still read)
  "past the menopause", "past menopause", "went through the menopause",
  // a child on a parent's lap is no lower belly
  "on my lap", "in my lap", "on her lap", "on his lap",
  // a business or a building collapses, not the patient
  "business collapsed", "the business collapsed", "my business collapsed", "house collapsed", "building collapsed", "roof collapsed",
  // where a rash is, not a breast complaint
  "under my breasts", "under the breasts", "under her breasts", "under my breast", "under the breast",
  // a posture of pain, not weak legs
  "stand straight", "stand up straight", "cannot stand straight",
  // a burning sensation, not a burn ("red lines that burn and itch")
  "that burn", "that burns", "it burns", "they burn",
  // similes: breathless "like drowning", bones aching "like breaking", an eschar "like burnt skin"
  "like i am drowning", "like drowning", "feel like drowning", "like they are breaking", "like it is breaking",
  "like breaking", "like burnt skin", "like a burn",
  // a distance one cannot walk for breathlessness or pain, not weak legs
  "cannot walk to the shop", "cannot walk to the water tap", "cannot walk to the", "cannot walk far",
  // cooling a burn under the tap is no drowning and no cold intolerance
  "under cold tap water", "cold tap water", "under tap water",
  "under cold water", "under the cold tap", "under running water", "under the tap", "in cold water", "cold water for",
  // a back tooth is a molar, not the back
  "back tooth", "back teeth", "back molar", "lower back tooth", "lower back teeth", "upper back tooth", "upper back teeth",
  // "the leg below the knee is red": the place on the leg, not the joint
  "below the knee", "below my knee", "below his knee", "below her knee", "above the knee", "above my knee", "above his knee", "above her knee",
];

/**
 * A word with an everyday sense that makes a finding only in its clinical context. A finding read
 * from such words alone (a one-word term, or a phrase matched loosely or, with `always`, exactly, all
 * of whose words are in `words`) stands only when a word of `needs` is in the same sentence (or the
 * whole text, with `scope: "text"`) and no word of `unless` is. `words` are the written words
 * (stemmed: "yellowing", not "jaundiced"); `needs` and `unless` are canonical (lib/ai/lexicon.ts:
 * "pain" stands for ache, hurt and sore). `childOnly`: the finding is dropped for a patient of known
 * age over 12 (a screaming adult is not an inconsolable infant). `notAfter`: words that, just before
 * the match, make it a comparison.
 */
export type ContextRule = {
  findingId: string;
  words: string[];
  needs?: string[];
  unless?: string[];
  scope?: "sentence" | "text";
  always?: boolean;
  childOnly?: boolean;
  /** The finding is dropped for a patient known to be an infant (the baby who is not moving is the patient, not a pregnancy). */
  notInfant?: boolean;
  /** The finding is dropped when the word just before it is one of these ("like period pain"). */
  notAfter?: string[];
};

const BODY_SURFACE = ["lip", "skin", "finger", "fingertip", "tongue", "mouth", "nail", "toe", "face", "hand", "foot", "feet", "body", "baby"];
const TURNING = ["turn", "turned", "turning", "went", "go", "going", "gone", "look", "looked", "colour", "color"];

export const CONTEXT_RULES: readonly ContextRule[] = [
  // "yellow" is jaundice of the eyes or skin, not a yellow head on a pimple or yellow pus.
  {
    findingId: "jaundice",
    words: ["yellow", "yellowing", "yellowish"],
    needs: ["eye", "white", "sclera", "skin", "body", "face", "palm", "baby", ...TURNING],
    unless: ["point", "head", "pimple", "boil", "pus", "discharge", "crust", "sputum", "phlegm", "mucus", "snot", "stool", "diarrhoea", "vomit", "tooth", "nail"],
  },
  // "blue/bluish" is cyanosis of the lips, skin, fingers or tongue, not blue veins or a bruise.
  {
    findingId: "cyanosis",
    words: ["blue", "bluish", "blueish", "dusky", "purple"],
    needs: [...BODY_SURFACE, ...TURNING],
    // "hit my thumb with a hammer, it is blue around the nail" is a bruise.
    unless: ["vein", "bruise", "mark", "patch", "spot", "eyelid", "nipple", "scrotum", "hit", "hammer", "knock", "knocked", "kick", "kicked", "punch", "punched", "crush", "crushed", "door", "bruised"],
  },
  // "like lightning" is a kind of pain or a flash of light, not a lightning strike.
  { findingId: "electric_shock", words: ["lightning"], needs: ["struck", "strike", "hit", "storm", "thunder", "rain", "electric", "electricity"] },
  // "a fight with our father" is a quarrel unless someone was hurt.
  {
    findingId: "injury",
    words: ["fight", "fighting", "fought"],
    needs: ["hit", "beat", "beaten", "punch", "punched", "kick", "slap", "slapped", "injury", "injured", "wound", "cut", "blood", "stab", "stabbed", "pain", "bruise", "bruised", "swell", "break", "knife", "stick", "stone", "fist", "head"],
  },
  // "called me back ... a problem with my liver test": back pain needs a pain word.
  { findingId: "back_pain", words: ["back", "problem", "problems", "issue", "issues", "trouble"], needs: ["pain", "stiff", "spasm", "disc", "spine", "waist"] },
  // Feeling hot after a day in the sun is the heat or the skin, not a fever.
  {
    findingId: "fever",
    words: ["feel", "feels", "feeling", "felt", "hot", "warm", "body", "is"],
    always: true,
    scope: "text",
    unless: ["sun", "sunburn", "sunburnt", "beach", "sunbathing", "sunscreen", "sauna", "weather"],
  },
  // "it burns when I swallow" is a burning pain, not a burn injury.
  {
    findingId: "burn",
    words: ["burn", "burning", "burnt", "burned"],
    needs: ["fire", "flame", "hot", "kettle", "water", "tea", "porridge", "oil", "stove", "iron", "pot", "scald", "acid", "chemical", "skin", "blister", "cook", "cooking", "charcoal", "paraffin", "petrol", "electric", "sun", "hand", "arm", "leg", "foot", "face", "chest", "finger", "wound"],
  },
  // "it stings when my blouse touches it" is a stinging pain, not an insect sting.
  { findingId: "insect_sting", words: ["sting", "stinging"], needs: ["bee", "wasp", "insect", "scorpion", "jellyfish", "ant", "hornet", "stung", "bitten", "bite", "fly"] },
  // "shooting like an electric shock" is a kind of pain, not an electrical injury.
  ...["injury", "electric_shock"].map((findingId) => ({
    findingId,
    words: ["electric", "electrical", "shock"],
    always: true,
    needs: ["wire", "socket", "electricity", "current", "cable", "power", "live", "touched", "electrocuted", "pole", "fence", "voltage"],
  })),
  // "bend to weed the garden" is gardening, not cannabis.
  { findingId: "drug_use", words: ["weed"], needs: ["smoke", "smoking", "smoked", "smokes", "joint", "bhang", "high", "cannabis", "marijuana"] },
  // "better when I drink milk", "still drinking his milk": no intolerance of milk.
  { findingId: "symptoms_after_dairy", words: ["drink", "drinking", "drank", "milk", "take", "taking"], always: true, unless: ["better", "relieve", "relieved", "relief", "ease", "eases", "help", "helps", "still", "soothe", "soothes"] },
  // "two hours before I fall asleep" is insomnia, not sleeping too much.
  { findingId: "excessive_sleep", words: ["fall", "falls", "falling", "asleep"], always: true, unless: ["before", "cannot", "difficulty", "hour", "long", "take", "takes", "took", "lie", "awake"] },
  // "left the gas on" is the cooker, not wind.
  { findingId: "bloating", words: ["gas"], needs: ["abdomen", "pass", "wind", "bloat", "bloated", "fart", "full", "burp", "belch", "pain", "eat", "eating", "lot", "much"] },
  // "I fall down and shake all over" is a fit, not poor balance (the loose reading of "falls over").
  { findingId: "poor_coordination", words: ["fall", "falls", "fell", "over", "down"], needs: ["balance", "unsteady", "clumsy", "walk", "stagger", "trip", "dizzy", "drunk"] },
  // "feeding from that side hurts" is the breast, not the flank.
  { findingId: "flank_pain", words: ["side", "pain", "hurt", "hurts", "sore", "ache"], always: true, needs: ["back", "loin", "flank", "kidney", "waist", "rib", "left", "right", "abdomen", "urine", "lower", "under"] },
  // "an ache like period pain" in pregnancy describes a pain, not painful periods.
  { findingId: "painful_periods", words: ["period", "pain", "ache", "cramp", "cramps"], always: true, notAfter: ["like"] },
  // "bright red blood" is rectal only with the stool or the bottom ("woke up in a pool of bright red blood" in pregnancy is not).
  { findingId: "blood_in_stool", words: ["bright", "red", "blood", "fresh"], always: true, needs: ["stool", "anus", "anal", "bottom", "rectum", "rectal", "behind", "toilet", "wipe", "pile", "pass", "diarrhoea", "poo"] },
  // "has little blood" is anaemia; "coughed a little blood" or "a little blood on the paper" is bleeding, not pallor.
  {
    findingId: "pallor",
    words: ["little", "blood", "bleeding", "bled"],
    always: true,
    unless: ["cough", "coughed", "vomit", "vomited", "spit", "spat", "urine", "stool", "pass", "passed", "period", "bleed", "bleeding", "wipe", "paper", "discharge", "spotting", "show", "nose", "mouth"],
  },
  // Vomiting in the morning is raised pressure in the head only with a headache; in early pregnancy it is morning sickness.
  { findingId: "morning_headache_vomiting", words: ["morning", "vomit", "vomiting", "vomits", "vomited", "vomitted", "vomitting", "early", "in", "the"], always: true, needs: ["headache", "head"] },
  // "I can't stand the smell of fish" is no weakness of the legs.
  { findingId: "leg_weakness", words: ["cannot", "stand", "difficulty", "unable", "to"], always: true, unless: ["smell", "taste", "sight", "noise", "light", "food", "people"] },
  // A fishy smell is the vagina's only when the text is about the vagina ("the smell of frying fish" is no discharge).
  {
    findingId: "vaginal_odour",
    words: ["smell", "smells", "smelling", "fish", "fishy", "odour", "bad"],
    always: true,
    needs: ["vagina", "vaginal", "discharge", "private", "privates", "part", "parts", "down", "below", "pant", "pants", "underwear", "sex", "itch", "itchy"],
  },
  // "the skin of his private parts is swollen" is a swelling, not hives: hives are raised itchy weals.
  { findingId: "hives", words: ["skin", "swell", "swelling", "swellings", "swollen", "swelled"], always: true, needs: ["itch", "itchy", "raised", "rash", "bump", "weal", "wheal", "welt", "blotch", "hive", "hives"] },
  // Straining at stool with bloody or watery diarrhoea is tenesmus (dysentery), not constipation.
  {
    findingId: "constipation",
    words: ["strain", "strains", "straining", "strained", "pass", "passing", "stool", "stools", "when", "to", "a", "lot", "push", "pushing", "hard"],
    always: true,
    scope: "text",
    unless: ["diarrhoea", "diarrhea", "loose", "watery", "mucus", "dysentery"],
  },
  // "the skin of his private parts is swollen": a scrotal swelling in a man, not a woman's vulva.
  {
    findingId: "scrotal_swelling",
    words: ["private", "part", "parts", "privates", "swell", "swollen", "swelling", "skin", "is", "are"],
    always: true,
    scope: "text",
    unless: ["vagina", "vaginal", "vulva", "labia", "she", "her", "woman", "girl", "lady", "wife", "daughter", "pregnant"],
  },
  // "her nose started bleeding", "the cut is bleeding a lot", "given blood after a delivery": bleeding, but not from the vagina.
  {
    findingId: "vaginal_bleeding",
    words: ["started", "bleeding", "blood", "bleed", "am", "i", "is", "she", "now", "a", "lot", "after", "delivery", "delivered", "given"],
    always: true,
    unless: [
      "nose", "nostril", "gum", "gums", "cut", "wound", "transfusion", "given", "unit", "units", "tooth", "teeth", "cough", "coughing",
      "vomit", "vomiting", "stool", "urine", "finger", "knee", "elbow", "head", "lip", "mouth",
    ],
  },
  // "I can no longer read the small writing" is sight, not the small handwriting of Parkinson's disease.
  { findingId: "slow_stiff_movements", words: ["small", "writing", "handwriting"], always: true, unless: ["read", "reading", "see", "glass", "glasses", "newspaper", "letter", "letters", "print", "medicine", "bible"] },
  // A nail gone blue after a hammer blow is a bruise under it, not cyanosis.
  {
    findingId: "cyanosis",
    words: ["blue", "bluish", "nail", "nails", "fingernail", "fingernails", "around", "the", "under"],
    always: true,
    unless: ["hit", "hammer", "knock", "knocked", "kick", "kicked", "punch", "punched", "crush", "crushed", "door", "bruise", "bruised", "injury", "injured", "fell"],
  },
  // "looking through smoke" describes cloudy sight; a smoker smokes tobacco.
  { findingId: "smoker", words: ["smoke"], unless: ["through", "like", "fire", "firewood", "kitchen", "charcoal", "cooking", "stove", "burning", "tear", "gas"] },
  // "he can not close his legs or walk" is pain, not the calf pain of walking that rest relieves.
  {
    findingId: "claudication",
    words: ["pain", "painful", "leg", "legs", "walk", "walking", "on", "when", "in", "the"],
    always: true,
    needs: ["calf", "calves", "rest", "resting", "distance", "metre", "metres", "meter", "meters", "stop", "stops", "buttock", "thigh", "far", "uphill"],
  },
  // Waking at night with a pain, a cough or to pass urine is that complaint, not insomnia.
  {
    findingId: "insomnia",
    words: ["wake", "wakes", "woke", "waking", "up", "at", "in", "the", "night", "nights"],
    always: true,
    unless: ["pain", "cough", "coughing", "breathless", "urine", "pee", "toilet", "sweat", "sweating", "choking", "cramp", "cramps", "itch", "itching", "cry", "crying", "scream", "screaming", "gasping"],
  },
  // "I am heavy in weight" is the body, not a chest pain like a heavy weight.
  { findingId: "crushing_chest_pain", words: ["heavy", "weight", "like", "a"], always: true, needs: ["chest", "breast", "heart", "sternum", "breastbone"] },
  // "big and painful with white heads" is acne, not a large head.
  { findingId: "large_head", words: ["big", "head", "heads", "large"], always: true, needs: ["baby", "infant", "child", "circumference", "growing", "fontanelle", "son", "daughter"], unless: ["white", "whitehead", "pimple", "pimples", "black", "boil"] },
  // "red skin on the buttocks and between the legs" is a rash, not a sinus in the buttock crack.
  { findingId: "natal_cleft_sinus", words: ["buttock", "buttocks", "between", "the", "crack"], always: true, needs: ["sinus", "hole", "pus", "hair", "cleft", "tailbone", "pilonidal", "lump", "swelling"] },
  // "they feel warm" of a breast, a joint or a wound is that part, not a fever.
  {
    findingId: "fever",
    words: ["feel", "feels", "felt", "warm", "hot", "they", "it", "is", "are"],
    always: true,
    unless: ["breast", "breasts", "joint", "joints", "knee", "knees", "wound", "lump", "swelling", "toe", "ankle", "patch", "area", "faint", "fainted", "fainting", "ringing"],
  },
  // "the dog was behaving strangely" is the animal's behaviour, not the patient's confusion.
  { findingId: "confusion", words: ["behaving", "behave", "behaviour", "strangely", "strange", "odd", "oddly"], always: true, unless: ["dog", "cat", "animal", "monkey", "bat", "cow"] },
  // "the smell of cooking or the matatu fumes" makes a pregnant woman sick; carbon monoxide needs a closed room and a fire.
  { findingId: "co_exposure", words: ["fume", "fumes", "smoke", "exhaust"], unless: ["smell", "matatu", "bus", "car", "taxi", "cooking", "perfume"] },
  // Jik (bleach) or soap used for washing is no poisoning unless swallowed.
  {
    findingId: "poisoning_ingestion",
    words: ["jik", "bleach", "soap", "detergent", "omo"],
    needs: ["drank", "drink", "drinking", "swallowed", "swallow", "ate", "eat", "took", "taken", "poison", "poisoned", "mouth", "vomit", "vomiting"],
  },
  // "a pimple on the gum" is a dental abscess's sinus, not acne.
  { findingId: "pimples", words: ["pimple", "pimples"], unless: ["gum", "gums", "tooth", "teeth"] },
  // "the toe is swollen like a ball" is the toe, not the scrotum.
  { findingId: "scrotal_swelling", words: ["swell", "swollen", "swelling", "like", "a", "ball"], always: true, unless: ["toe", "toes", "foot", "knee", "ankle", "finger", "hand", "wrist", "elbow", "cheek", "face", "neck"] },
  // "my arms get weak when I comb my hair" is both arms tiring, not the one-sided weakness of a stroke.
  {
    findingId: "one_sided_weakness",
    words: ["arm", "arms", "weak", "weakness", "get", "gets", "leg", "legs"],
    always: true,
    needs: ["one", "side", "left", "right", "sudden", "suddenly", "face", "speech", "slurred", "droop", "drooping", "stroke", "half"],
  },
  // "I can't see any white spots" in the throat is looking, not sight lost.
  {
    findingId: "vision_loss",
    words: ["cannot", "see", "difficulty", "unable", "to", "any", "anything"],
    always: true,
    unless: ["spot", "spots", "white", "patch", "patches", "pus", "sore", "sores", "rash", "blood", "worm", "worms", "lump", "throat", "tonsil", "tonsils"],
  },
  // "a worm moving across the white of my eye" is the eye's (loiasis), not worms in the stool.
  { findingId: "worms_in_stool", words: ["worm", "worms", "moving", "move", "crawling", "white", "across"], always: true, unless: ["eye", "eyes", "skin", "under"] },
  // "a whitish colour in the black centre of the eye" is the pupil, not an ulcer's black centre.
  { findingId: "skin_ulcer", words: ["black", "centre", "center", "middle"], always: true, unless: ["eye", "eyes", "pupil", "tongue"] },
  // "it hurts exactly at that spot" is a place, not a rash.
  { findingId: "rash", words: ["spot", "spots"], unless: ["exact", "exactly", "that", "same", "one", "press", "pressed", "pressing", "blind", "tender", "blood", "nail"] },
  // "hot tea makes it worse" is a tooth or a throat, not a burn.
  {
    findingId: "burn",
    words: ["hot", "tea", "water", "drink", "drinks", "drinking"],
    always: true,
    unless: ["worse", "worsen", "make", "makes", "sensitive", "sensitivity", "prefer", "bath", "bathe", "bathing", "shower", "wash", "washing", "compress", "salt", "gargle", "steam", "cold"],
  },
  // "around the belly button is red" is the navel's skin; the finding is a pain there.
  { findingId: "periumbilical_pain", words: ["around", "belly", "button", "bellybutton", "navel", "umbilicus", "the"], always: true, needs: ["pain", "cramp", "colic", "tender"] },
  // "not drinking" of a child is poor feeding; "I don't drink" of an adult is about alcohol.
  { findingId: "poor_feeding", words: ["not", "drink", "drinking", "drank"], always: true, childOnly: true },
  // "the baby is not moving" of a two-month-old is the patient lying still, not a pregnancy's baby moving less.
  {
    findingId: "reduced_fetal_movements",
    words: ["baby", "not", "no", "moving", "move", "moved", "movement", "movements", "has", "have", "stopped", "less", "fewer", "reduced", "much", "is", "quiet", "gone"],
    always: true,
    notInfant: true,
  },
  // "not moving much" is an infant's or child's lethargy; of an adult, a stiff joint or a weak limb.
  // In a pregnancy, "the baby is not moving" is the baby in the womb.
  {
    findingId: "floppy_lethargic_child",
    words: ["not", "move", "moving", "much", "hardly", "baby", "is", "less", "active", "weak"],
    always: true,
    childOnly: true,
    unless: ["pregnant", "pregnancy", "kick", "kicking", "womb"],
    scope: "text",
  },
  // "the skin is broken with teeth marks" is a bite, not a broken tooth or a rash.
  { findingId: "toothache", words: ["break", "broken", "tooth", "teeth"], always: true, unless: ["skin", "mark", "marks", "bite", "bitten", "dog"] },
  { findingId: "rash", words: ["skin", "mark", "marks"], unless: ["tooth", "bite", "bitten", "claw", "scratch", "scratched"] },
  // "gripping hurts" of a wrist is not tennis elbow.
  { findingId: "elbow_pain", words: ["pain", "grip", "gripping"], always: true, needs: ["elbow", "forearm", "arm"] },
  // "drinking plenty of water" is advice followed, not thirst.
  // "we drink water from the tank" is where the water comes from: thirst needs an amount or a thirst.
  {
    findingId: "excessive_thirst",
    words: ["drink", "drinking", "drank", "water", "plenty", "lot", "much"],
    always: true,
    needs: ["lot", "much", "more", "thirst", "thirsty", "always", "constantly", "litre", "bottle", "bucket", "all", "keep", "every", "excessive"],
    unless: ["plenty", "enough"],
  },
  // "a pool of blood" is vaginal bleeding in pregnancy or after a birth, not of a wound.
  { findingId: "vaginal_bleeding", words: ["pool", "blood", "woke", "up"], always: true, scope: "text", needs: ["pregnant", "pregnancy", "week", "vagina", "period", "delivered", "birth", "miscarriage"] },
  // "I can't... talk much" is breathlessness, not pressured speech.
  { findingId: "racing_thoughts", words: ["speak", "talk", "talking", "much", "lot"], always: true, unless: ["difficulty", "breath", "breathless", "short", "wheeze", "tight"] },
  // "her mother is diabetic" is a family history, not the patient's diabetes.
  {
    findingId: "diabetes_history",
    words: ["diabetic", "diabetes", "sugar", "disease"],
    always: true,
    unless: ["mother", "father", "sister", "brother", "parent", "grandmother", "grandfather", "aunt", "uncle", "family", "mum", "dad"],
  },
  // "milk dribbles out of her mouth after feeds" is reflux, not drooling.
  { findingId: "drooling", words: ["dribble", "dribbles", "dribbling", "drool", "drooling"], unless: ["milk", "feed", "feeding", "vomit", "breastfeed"] },
  // "the spoon fell from his hand" is no fall; a fall needs a height or a hurt. "She fell down and had
  // a fit" is the fall of a fit or a faint, not an injury.
  {
    findingId: "injury",
    words: ["fell", "fall", "falling", "from", "down"],
    always: true,
    unless: ["fit", "fits", "seizure", "convulsion", "convulsions", "convulsed", "faint", "fainted", "jerk", "jerking", "unconscious", "collapse", "collapsed"],
    needs: [
      "tree", "height", "roof", "ladder", "bed", "motorbike", "motorcycle", "boda", "bicycle", "bike", "stair", "stairs", "wall", "chair",
      "truck", "lorry", "horse", "donkey", "building", "cliff", "table", "sofa", "window", "step", "pit", "hit", "injury", "injured",
      "pain", "head", "back", "ground", "floor", "cut", "wound", "bleeding", "blood", "swell", "break", "bus", "car", "vehicle", "wheelchair",
    ],
  },
  // "cannot stay still" with a colic is restlessness from pain, not a hyperactive child.
  { findingId: "hyperactivity", words: ["difficulty", "cannot", "stay", "sit", "still", "keep"], always: true, childOnly: true },
  // Eating groundnuts is a food, not an allergen, unless a reaction or an allergy is told
  // (a child choking while eating nuts has inhaled one).
  {
    findingId: "allergen_exposure",
    words: ["eat", "eating", "ate", "groundnut", "groundnuts", "peanut", "peanuts", "nut", "nuts", "shellfish", "seafood"],
    always: true,
    scope: "text",
    needs: ["allergy", "allergic", "rash", "swell", "hive", "hives", "itch", "lip", "tongue", "face", "wheal", "welt", "reaction", "anaphylaxis", "epipen"],
  },
  // A cough that "comes in fits" is paroxysmal coughing, not a seizure.
  { findingId: "seizure", words: ["fit", "fits", "the", "has", "ha", "and", "with", "for", "in"], always: true, unless: ["cough", "coughing", "coughs", "sneeze", "sneezing", "laugh", "laughing", "giggle"] },
  // A dog "acting strange" is a rabid animal, not a confused patient.
  { findingId: "confusion", words: ["acting", "act", "acts", "strange", "strangely", "funny", "weird"], always: true, unless: ["dog", "cat", "animal", "monkey", "bat", "cow", "goat", "jackal"] },
  // "they tied a rope around his thigh" is a tourniquet after a bite, not a restrained, agitated patient.
  { findingId: "agitation", words: ["tied", "tie", "rope", "ropes"], always: true, unless: ["thigh", "leg", "arm", "ankle", "wrist", "bite", "bitten", "snake", "tourniquet", "wound"] },
  // "working in the market in this heat" is the weather, not a hot flush.
  {
    findingId: "hot_flushes",
    words: ["feel", "feels", "feeling", "felt", "heat", "hot"],
    always: true,
    unless: ["sun", "sunny", "weather", "market", "outside", "outdoor", "field", "farm", "garden", "shade", "afternoon", "kitchen", "stove", "oven", "working", "work"],
  },
  // Food "left out in the sun" went off; the patient was not in the heat.
  { findingId: "heat_exposure", words: ["out", "sun", "hour", "hours", "left", "in", "the", "for"], always: true, unless: ["food", "chicken", "meat", "rice", "milk", "fish", "eat", "eating", "ate", "party", "meal", "leftover", "leftovers"] },
  // "meat and rice and not much water" is a meal, not rice-water stool (a loose reading).
  { findingId: "watery_diarrhoea", words: ["rice", "water"], unless: ["eat", "eating", "ate", "meat", "food", "meal", "cook", "cooked", "drink", "drinking"] },
  // "dog" or "snake" alone is a bite only with a bite ("the dog was never vaccinated" after "bitten ... by the dog").
  // Not "scratched": a child scratching her itchy bumps while "the dog sleeps inside" was not bitten.
  { findingId: "animal_bite", words: ["dog", "monkey", "puppy"], scope: "text", needs: ["bite", "bitten", "bit", "rabies", "rabid", "attack", "attacked", "lick", "licked"] },
  { findingId: "snake_bite", words: ["snake"], scope: "text", needs: ["bite", "bitten", "bit", "fang", "venom", "spat", "spit", "struck"] },
  // "vomiting and cramps" are belly cramps, not muscle cramps.
  { findingId: "muscle_cramps", words: ["cramp", "cramps"], unless: ["vomit", "vomiting", "vomitting", "diarrhoea", "diarrhea", "stool", "stomach", "abdomen", "abdominal", "belly", "tummy", "period", "loose"] },
  // "the headache hit the back of my head like someone beat me with a stick" is a simile, not a blow
  // (loose readings only: "hit on the head" word for word stands).
  ...["injury", "head_injury"].map((findingId) => ({
    findingId,
    words: ["hit", "beat", "beaten", "struck", "stick", "head", "someone", "with"],
    unless: ["like", "as if", "headache"],
  })),
  // "I woke up and cannot hear" is no patient who cannot be woken (a loose reading).
  {
    findingId: "unconscious",
    words: ["cannot", "unable", "not", "wake", "woke", "woken", "waking", "up", "will", "be", "to"],
    unless: ["hear", "see", "move", "feel", "speak", "talk", "walk", "breathe", "remember", "open", "lift", "eat", "swallow"],
  },
  // Skin "hot to touch" over a sunburn, a joint or a swelling is local warmth, not a fever.
  {
    findingId: "fever",
    words: ["hot", "to", "touch", "warm"],
    always: true,
    unless: ["face", "shoulder", "shoulders", "neck", "skin", "leg", "arm", "knee", "joint", "wound", "area", "lump", "swelling", "breast", "calf", "foot", "toe", "finger", "hand", "sunburn", "sunburnt"],
  },
  // "worse when it is windy" is the weather, not wind in the gut.
  { findingId: "bloating", words: ["wind", "windy"], needs: ["abdomen", "stomach", "tummy", "belly", "pass", "passing", "bloat", "bloated", "fart", "full", "burp", "belch", "eat", "eating"] },
  // "ringing" is tinnitus with an ear or hearing, not a phone.
  { findingId: "tinnitus", words: ["ringing", "with"], needs: ["ear", "hear", "hearing", "deaf", "head"] },
  // "the bleeding has not stopped", "blood is coming" are vaginal bleeding only in a pregnancy or after a birth.
  {
    findingId: "vaginal_bleeding",
    words: ["bleeding", "has", "not", "stopped", "will", "does", "stop", "soaked", "cloth", "kitenge", "3", "blood", "on", "the", "floor", "dark", "is", "coming", "out"],
    always: true,
    scope: "text",
    needs: ["pregnant", "pregnancy", "week", "delivered", "delivery", "birth", "baby", "placenta", "miscarriage", "period", "vagina", "vaginal", "labour"],
  },
  // A swollen face and legs is the oedema of pre-eclampsia only in a pregnancy (in a child it is
  // malnutrition or the kidney).
  { findingId: "swelling_face_hands", words: ["face", "leg", "and", "swollen", "are", "puffy"], always: true, scope: "text", needs: ["pregnant", "pregnancy", "week", "month", "antenatal", "delivered", "birth"] },
  // Eating goat meat is a meal, not contact with livestock or their raw milk.
  { findingId: "raw_milk_livestock", words: ["goat", "goats", "cow", "cows", "sheep"], unless: ["meat", "ate", "eat", "eating", "pilau", "stew", "roast", "roasted", "nyama", "plate", "lunch", "dinner", "supper"] },
  // "moved to the right" is the migrating pain of appendicitis only with a belly; "move the leg" is a limb.
  { findingId: "right_lower_abdominal_pain", words: ["move", "moved", "moving", "to", "the", "right"], always: true, needs: ["abdomen", "abdominal", "belly", "tummy", "stomach", "navel", "umbilicus", "pain"], unless: ["leg", "arm", "hip", "knee", "foot"] },
  // "a painful swelling on the right side of the groin" is a groin swelling (a gland, a hernia), not a
  // stone's pain running from the side to the groin, nor a pain in the flank.
  {
    findingId: "colicky_flank_pain",
    words: ["pain", "painful", "tender", "sore", "hurt", "hurting", "ache", "aching", "side", "groin"],
    always: true,
    unless: ["swell", "lump", "gland", "node", "bulge", "hernia", "mass", "bubo"],
  },
  // (A pain in the side going down to the groin stays a flank pain: the stone's.)
  {
    findingId: "flank_pain",
    words: ["pain", "painful", "tender", "sore", "hurt", "hurting", "ache", "aching", "side"],
    always: true,
    unless: ["swell", "lump", "gland", "node", "bulge", "hernia", "mass", "bubo"],
  },
  // "I felt hot and sweaty and fainted" is the faint's warning, not the hot sweats of the menopause.
  {
    findingId: "hot_flushes",
    words: ["hot", "sweat", "sweats", "sweaty", "and", "feel", "felt", "feeling"],
    always: true,
    unless: ["faint", "fainted", "fainting", "church", "standing", "blood", "grey", "black"],
  },
  // An adult screaming in pain or distress is not an inconsolable infant.
  { findingId: "inconsolable_crying", words: ["screaming", "shrieking", "scream", "shriek"], childOnly: true },
  // "I keep crying" is an adult's low mood, not an infant's inconsolable crying.
  { findingId: "inconsolable_crying", words: ["keep", "keeps", "crying", "cry", "cries", "a", "lot", "all", "the", "time"], always: true, childOnly: true },
];
