import type { Finding } from "../types";
// Findings added by the issue 19 conditions that the vocabulary lacked (common outpatient
// conditions of primary-5.ts and primary-6.ts: skin, travel, nerve entrapment, hand and elbow,
// eye, ENT, men's and women's health).
export const findings: Finding[] = [
  {
    id: "head_lice",
    label: "Lice or nits in the hair",
    terms: [
      "head lice", "lice", "louse", "nits", "lice in the hair", "lice in her hair", "lice in his hair",
      "insects in the hair", "bugs in the hair", "eggs in the hair", "white eggs stuck to the hair",
      "pediculosis", "pediculosis capitis", "lice eggs", "crawling in the hair", "things crawling in her hair",
      "things crawling in his hair", "lice at school",
    ],
  },
  {
    id: "itchy_scalp",
    label: "Itchy scalp",
    terms: [
      "itchy scalp", "scalp itching", "scalp is itchy", "itching scalp", "itching of the scalp", "itchy head",
      "head is itchy", "head itching", "scratching the head", "scratching his head", "scratching her head",
      "scratches the head", "scratching the scalp", "scalp itch", "itchy hair",
    ],
  },
  {
    id: "scalp_crusts",
    label: "Yellow greasy crusts on the scalp",
    terms: [
      "yellow greasy scales", "greasy yellow scales", "yellow scales on the scalp", "yellow crusts on the scalp",
      "greasy scales on the scalp", "greasy scalp scales", "scalp crusts", "crusty scalp", "crusts on the scalp",
      "thick scales on the head", "scales on the baby's head", "crusts on the baby's head", "yellow crusts on the head",
    ],
  },
  {
    id: "foreign_body_ear_nose",
    label: "Object or insect in the ear or nose",
    terms: [
      "something in the ear", "something in my ear", "something in his ear", "something in her ear",
      "something stuck in the ear", "something stuck in his ear", "something stuck in her ear",
      "something in the nose", "something in his nose", "something in her nose", "something stuck in the nose",
      "bead in the ear", "bead in his ear", "bead in her ear", "bead in the nose", "bead up his nose", "bead up her nose",
      "bean in the nose", "bean in his nose", "seed in the nose", "stone in the nose", "stone in the ear",
      "insect in the ear", "insect in my ear", "insect went into the ear", "bug in the ear", "cockroach in the ear",
      "ant in the ear", "put something in his nose", "put something in her nose", "put something in his ear",
      "put something in her ear", "pushed something up his nose", "pushed something up her nose",
      "foreign body in the ear", "foreign body in the nose", "foreign body in ear", "foreign body in nose",
      "smelly discharge from one nostril", "foul discharge from one nostril", "buzzing insect in the ear",
    ],
  },
  {
    id: "soft_skin_lump",
    label: "Soft painless lump under the skin",
    terms: [
      "soft lump under the skin", "lump under the skin", "fatty lump", "fatty lumps", "lipoma", "lipomas",
      "soft painless lump", "rubbery lump under the skin", "movable lump under the skin", "soft swelling under the skin",
      "lump that moves under the skin", "soft lump on the back", "soft lump on the arm", "painless soft swelling",
    ],
  },
  {
    id: "skin_cyst",
    label: "Skin cyst with a central dot",
    terms: [
      "sebaceous cyst", "epidermoid cyst", "epidermal cyst", "skin cyst", "cyst on the skin", "cyst on my back",
      "lump with a black dot", "lump with a central dot", "lump with a hole in the middle", "cheesy discharge from a lump",
      "smelly cheesy stuff from the lump", "cyst behind the ear", "cyst on the scalp", "pilar cyst",
    ],
  },
  {
    id: "varicose_veins",
    label: "Varicose veins",
    terms: [
      "varicose veins", "varicose vein", "varicosities", "swollen veins in the legs", "swollen veins on the legs",
      "twisted veins on the legs", "bulging veins on the legs", "bulging leg veins", "veins sticking out on the legs",
      "blue veins on the legs", "lumpy veins on the legs", "enlarged leg veins", "spider veins",
      "twisted veins", "twisted bluish veins", "twisted blue veins", "bulging veins",
      "swollen veins", "veins on the calves", "veins on my legs", "worm like veins",
      "rope like veins", "big veins on the legs",
    ],
  },
  {
    id: "pale_skin_patches",
    label: "Pale or white patches on the skin",
    terms: [
      "pale patches", "pale patches on the skin", "light patches", "lighter patches",
      "white patches on the skin", "white patches on skin", "white spots on the skin", "white spots on skin",
      "white spots on the back", "white spots on the chest", "white spots on the face", "light spots on the skin",
      "hypopigmented patches", "hypopigmentation", "depigmented patches", "depigmentation", "loss of skin colour",
      "loss of skin color", "losing skin colour", "losing skin color", "skin losing colour", "skin losing color",
      "patches of lost colour", "discoloured patches", "discolored patches", "skin discolouration",
      "skin discoloration", "blotchy pale skin", "vitiligo",
      "pityriasis alba", "white patches on the hands",
    ],
  },
  {
    id: "numb_skin_patch",
    label: "Numb patch of skin",
    terms: [
      "numb patch", "numb patches", "numb patch on the skin", "patch without feeling", "patch with no feeling",
      "cannot feel the patch", "patch that does not feel", "numb skin patch", "anaesthetic patch",
      "anesthetic patch", "leprosy", "hansen disease", "hansens disease", "does not feel pain on the patch",
      "painless burns on the hands", "burns without feeling pain", "clawed fingers", "claw hand",
    ],
    implies: ["numbness"],
  },
  {
    id: "wart",
    label: "Wart",
    terms: [
      "wart", "warts", "verruca", "verrucae", "verruca vulgaris", "plantar wart", "plantar warts", "common wart",
      "rough lump on the finger", "rough lumps on the fingers", "rough bump on the hand", "hard rough lump",
      "cauliflower lump on the skin", "flat warts", "seed warts",
    ],
  },
  {
    id: "genital_lumps",
    label: "Genital warts or lumps",
    terms: [
      "genital warts", "genital wart", "warts on the penis", "warts on penis", "warts on the vagina", "vaginal warts",
      "vulval warts", "penile warts", "condyloma", "condylomata", "condylomata acuminata", "cauliflower growths",
      "growths on the penis", "growths on the vagina", "growths on private parts", "lumps on private parts",
      "lumps on the penis", "lumps on the vulva", "bumps on the penis", "bumps on private parts", "hpv warts",
    ],
  },
  {
    id: "pearly_bumps",
    label: "Small pearly dimpled bumps",
    terms: [
      "pearly bumps", "pearly spots", "pearly papules", "shiny bumps", "shiny pimples", "dimpled bumps",
      "bumps with a dimple", "spots with a dimple in the middle", "umbilicated papules", "umbilicated",
      "molluscum", "molluscum contagiosum", "water warts", "small flesh coloured bumps", "small skin coloured bumps",
      "small flesh colored bumps",
    ],
  },
  {
    id: "creeping_rash",
    label: "Creeping, wavy track under the skin",
    terms: [
      "creeping eruption", "creeping rash", "moving rash", "rash that moves", "rash is moving",
      "wavy red line", "snake like rash", "snake like line", "serpiginous", "serpiginous rash", "track under the skin",
      "worm under the skin", "worm moving under the skin", "line moving under the skin", "larva migrans",
      "cutaneous larva migrans", "sandworm", "red line that grows every day",
    ],
  },
  {
    id: "cold_sore",
    label: "Cold sore on the lip",
    terms: [
      "cold sore on the lip", "cold sores on the lips", "herpes on the lip", "lip blisters",
      "oral herpes", "blister at the corner of the mouth", "tingling on the lip", "crusted sore on the lip",
    ],
  },
  {
    id: "skin_maggots",
    label: "Maggot or larva in a skin boil",
    terms: [
      "maggot", "maggots", "maggot in the skin", "worm coming out of the skin", "worm came out of the boil",
      "boil with a hole", "boil with a breathing hole", "something moving in the boil", "moving inside the boil",
      "fly larva", "fly larvae", "mango fly", "tumbu fly", "putsi fly", "myiasis", "botfly",
    ],
  },
  {
    id: "dark_skin_patches",
    label: "Dark patches on the face or skin",
    terms: [
      "dark patches", "dark patches on the face", "dark spots on the face", "dark marks on the face",
      "face darkening", "darkening of the face", "darker patches on the cheeks", "brown patches on the face",
      "melasma", "chloasma", "mask of pregnancy", "pregnancy mask", "hyperpigmentation", "dark spots after pimples",
    ],
  },
  {
    id: "razor_bumps",
    label: "Bumps after shaving",
    terms: [
      "razor bumps", "razor bump", "shaving bumps", "bumps after shaving", "shaving rash", "razor rash",
      "ingrown hairs", "ingrown hair", "pseudofolliculitis", "pseudofolliculitis barbae", "bumps in the beard",
      "bumps on the beard area", "pimples after shaving", "spots after shaving",
    ],
  },
  {
    id: "keloid_scar",
    label: "Raised, growing scar",
    terms: [
      "keloid", "keloids", "raised scar", "thick scar", "scar is growing", "scar growing", "scar getting bigger",
      "lump on the scar", "hard lump on the scar", "lump after ear piercing", "lump on the earlobe",
      "itchy scar", "hypertrophic scar", "scar that keeps growing",
    ],
  },
  {
    id: "nail_problem",
    label: "Thick, discoloured or infected nail",
    terms: [
      "toenail is digging into the skin", "side of my big toenail is digging", "nail digging into the skin", "nail is growing into the skin",
      "thick nails", "thick toenails", "yellow nails", "yellow toenails", "discoloured nails", "discolored nails",
      "discoloured toenails", "discolored toenails", "crumbling nails", "brittle toenails", "nail fungus",
      "fungal nail", "fungal nails", "onychomycosis", "nail infection", "infection around the nail",
      "swollen nail fold", "pus at the side of the nail", "painful finger nail",
      "toenail digging in", "nail growing into the skin", "toe nail growing into the skin",
    ],
  },
  {
    id: "skin_fold_rash",
    label: "Rash in the skin folds",
    terms: [
      "rash in the skin folds", "rash in skin folds", "rash under the breasts", "rash under the breast",
      "rash in the groin folds", "rash in the armpits", "rash between the thighs", "chafing", "chafed skin",
      "thigh chafing", "intertrigo", "red raw skin folds", "sore skin folds", "rash under the belly fold",
      "rash in the neck folds",
    ],
  },
  {
    id: "follicle_bumps",
    label: "Small pimples around hairs",
    terms: [
      "folliculitis", "pimples around the hairs", "bumps around the hair follicles", "infected hair follicles",
      "spots on the buttocks", "pimples on the buttocks", "bumps on the buttocks", "pimples on the legs after shaving",
      "pimples on the thighs", "small pus spots on the legs", "hot tub rash", "spots on the chest and back",
    ],
  },
  {
    id: "motion_trigger",
    label: "Symptoms with travel in a vehicle, boat or plane",
    terms: [
      "travel by bus", "travel by car", "travelling by bus", "traveling by bus", "winding road", "winding roads", "sick when i travel", "vomit when i travel", "every time i travel", "long bus ride makes me sick",
      "car sick", "carsick", "sea sick",
      "seasickness", "air sick", "airsick", "sick on the bus", "vomits in the car", "vomits on the bus",
      "vomiting in the car", "vomiting on the bus", "sick when travelling", "sick when traveling",
      "nausea when travelling", "nausea when traveling", "sick in the car", "sick on the boat", "sick on the ferry",
      "sick during the journey", "feels sick on journeys",
    ],
  },
  {
    id: "high_altitude",
    label: "Recent ascent to high altitude",
    terms: [
      "high altitude", "altitude", "altitude sickness", "mountain sickness", "climbing kilimanjaro",
      "climbing mount kilimanjaro", "climbing mount kenya", "climbing mount elgon", "climbing the rwenzori",
      "climbing a mountain", "mountain climbing", "hiking up the mountain", "on the mountain", "summit attempt",
      "trekking at altitude", "ascended quickly", "rapid ascent", "above 2500 metres", "above 3000 metres",
      "kilimanjaro", "high camp",
      "mount kenya", "mount elgon", "climbing the mountain", "climbed the mountain",
      "camp on the mountain",
    ],
  },
  {
    id: "recent_travel",
    label: "Recent travel to another country or time zone",
    terms: [
      "recent travel", "travelled abroad", "traveled abroad", "travel abroad", "returned from abroad",
      "came back from abroad", "came back from a trip", "just back from a trip", "returned from a trip",
      "just returned from", "trip abroad", "holiday abroad", "on holiday", "on safari", "tourist", "traveller",
      "traveler", "visiting from", "international flight", "overnight flight", "across time zones",
      "crossed time zones", "flew in from", "arrived from europe", "arrived from america", "arrived from the uk",
    ],
  },
  {
    id: "numb_fingers",
    label: "Numb or tingling fingers / hand",
    terms: [
      "numb fingers", "fingers numb", "fingers are numb", "fingers go numb", "tingling fingers", "tingling in the fingers",
      "tingling in my fingers", "fingers tingle", "pins and needles in the hand", "pins and needles in my hand",
      "pins and needles in the fingers", "hand numbness", "hand goes numb", "hands go numb",
      "hand goes numb at night", "wakes at night with a numb hand", "shakes the hand to get feeling back",
      "numb thumb", "thumb and fingers numb", "tingling hands at night",
      "weak grip and numb fingers",
    ],
    implies: ["numbness"],
  },
  {
    id: "little_finger_numbness",
    label: "Numb little and ring finger",
    terms: [
      "numb little finger", "little finger numb", "little finger tingling", "tingling in the little finger",
      "numb ring and little finger", "ring and little finger numb", "ring and little fingers tingling",
      "pinky numb", "numb pinky", "pinky tingling", "funny bone tingling", "tingling when leaning on the elbow",
      "numbness on the inner side of the hand",
    ],
    implies: ["numbness"],
  },
  {
    id: "thigh_numbness",
    label: "Numb or burning outer thigh",
    terms: [
      "numb thigh", "thigh numbness", "outer thigh numbness", "numbness on the outer thigh", "burning thigh",
      "burning outer thigh", "burning on the side of the thigh", "tingling in the thigh", "tingling outer thigh",
      "thigh feels numb", "front of the thigh numb", "side of the thigh numb", "meralgia paraesthetica",
      "meralgia paresthetica",
    ],
    implies: ["numbness"],
  },
  {
    id: "elbow_pain",
    label: "Elbow pain",
    terms: [
      "tennis elbow", "golfers elbow", "pain on the outside of the elbow", "outer elbow pain", "pain on the outer elbow",
      "pain on the inside of the elbow", "elbow pain when gripping", "pain when gripping", "elbow pain when lifting",
      "pain lifting a kettle", "pain when shaking hands", "forearm pain when gripping", "lateral epicondylitis",
      "epicondylitis",
    ],
  },
  {
    id: "thumb_wrist_pain",
    label: "Pain at the base of the thumb / thumb side of the wrist",
    terms: [
      "thumb pain", "painful thumb", "pain at the base of the thumb", "pain at the base of my thumb",
      "wrist pain near the thumb", "pain on the thumb side of the wrist", "pain when moving the thumb",
      "pain when lifting the baby", "mummy thumb", "mommy thumb", "de quervain", "de quervains",
      "thumb tendon pain", "pain when wringing clothes", "pain wringing clothes",
    ],
  },
  {
    id: "finger_locking",
    label: "Finger locking or catching",
    terms: [
      "trigger finger", "trigger thumb", "finger locks", "finger locking", "finger gets stuck", "finger stuck",
      "finger stuck bent", "finger catches", "finger clicks", "clicking finger", "snapping finger",
      "finger snaps", "thumb gets stuck", "thumb locks", "cannot straighten the finger", "finger stays bent",
    ],
  },
  {
    id: "fall_on_hand",
    label: "Fall on an outstretched hand",
    terms: [
      "outstretched hand", "out stretched hand", "fell on my out stretched hand", "fell on an out stretched hand", "stretched out hand", "put my hand out to stop the fall", "put out my hand",
      "fell on outstretched hand", "fell on an outstretched hand", "fall on outstretched hand", "foosh",
      "fell on my hand", "fell on his hand", "fell on her hand", "fell on the hand", "fell on my wrist",
      "fell on his wrist", "fell on her wrist", "landed on the hand", "landed on his hand", "landed on her hand",
      "landed on my hand", "landed on the wrist", "put out a hand to break the fall", "fell onto the wrist",
    ],
  },
  {
    id: "collarbone_pain",
    label: "Collarbone pain or lump",
    terms: [
      "collarbone pain", "collar bone pain", "collarbone", "collar bone", "clavicle", "clavicle pain",
      "pain over the collarbone", "lump on the collarbone", "collarbone is bent", "shoulder tip fall",
      "fell on the shoulder", "fell on his shoulder", "fell on her shoulder", "fell on my shoulder",
    ],
  },
  {
    id: "wrist_lump",
    label: "Smooth lump on the wrist or hand",
    terms: [
      "lump on the wrist", "lump on my wrist", "lump on the back of the wrist", "swelling on the back of the wrist",
      "cyst on the wrist", "wrist cyst", "ganglion", "ganglion cyst", "bible bump", "soft lump on the wrist",
      "lump on the hand", "lump on the finger joint", "lump on top of the foot",
    ],
  },
  {
    id: "knee_instability",
    label: "Knee locking or giving way after a twist",
    terms: [
      "knee locks", "knee locked", "knee buckling",
      "knee unstable", "unstable knee", "knee popped", "heard a pop in the knee", "felt a pop in the knee",
      "meniscus tear",
      "torn meniscus", "torn cartilage in the knee", "acl tear", "torn ligament in the knee",
    ],
    implies: ["knee_pain"],
  },
  {
    id: "chest_wall_tenderness",
    label: "Chest wall tender to touch",
    terms: [
      "when i press there it hurts", "hurts when i press", "pain when i press", "painful when pressed", "press there it hurts", "hurts exactly at that spot", "tender when i press",
      "tender chest wall", "chest is tender to touch", "chest sore to touch",
      "chest hurts when pressed", "pain when pressing the chest", "pain when i press on my chest",
      "rib pain when pressed", "tender over the ribs", "sore breastbone", "tender breastbone",
      "tietze", "pain in the chest wall",
    ],
  },
  {
    id: "gum_problems",
    label: "Swollen, receding or bleeding gums / bad breath",
    terms: [
      "gum on one side became swollen", "the gum became swollen and sore", "gum became swollen", "gum is swollen and sore",
      "gums bleed when brushing", "bleeding when brushing", "blood when brushing teeth", "blood on the toothbrush",
      "gingivitis", "periodontitis", "periodontal disease", "gum disease", "receding gums", "gums receding",
      "teeth are loose", "bad breath", "halitosis", "mouth smells", "smelly breath",
      "breath smells", "pus from the gums", "gum infection", "inflamed gums",
    ],
  },
  {
    id: "eyelid_lump",
    label: "Lump or swelling on the eyelid",
    terms: [
      "lump on the edge of my eyelid", "lump on the edge of the eyelid", "red lump on the edge of my upper eyelid", "lump near the lashes", "lump near the eyelashes", "red lump on the eyelid near the lashes", "lump at the edge of the eyelid",
      "lump on the eyelid", "lump on my eyelid", "lump in the eyelid", "bump on the eyelid", "eyelid lump",
      "edge of my eyelid", "edge of the eyelid", "edge of my lower eyelid", "edge of my upper eyelid", "pimple on the eyelid",
      "pimple on my eyelid", "boil on the eyelid", "boil on my eyelid",
      "eyelid bump", "painful eyelid", "red lump on the eyelid",
      "painless lump in the eyelid", "chalazion", "meibomian cyst", "hordeolum", "lump on the upper eyelid",
      "lump on the lower eyelid", "pimple on the eyelid", "boil on the eyelid",
    ],
  },
  {
    id: "dry_eyes",
    label: "Dry, gritty, tired eyes",
    terms: [
      "dry eyes", "dry eye", "eyes feel dry", "eyes are dry", "dryness of the eyes", "dry gritty eyes",
      "tired eyes", "eyes tired", "eyes tire easily", "eyes feel sandy", "scratchy eyes", "eyes scratchy",
      "eyes feel heavy", "eyes worse on the computer", "eyes sore after screen", "screen eyes",
    ],
  },
  {
    id: "eyelid_margin_crusts",
    label: "Red crusty eyelid margins",
    terms: [
      "red eyelid margins", "red rims of the eyelids", "crusty eyelashes", "crusts on the eyelashes",
      "flakes on the eyelashes", "dandruff on the eyelashes", "itchy eyelids", "inflamed eyelids",
      "eyelids red and itchy", "blepharitis", "scaly eyelids", "greasy eyelids", "eyelashes falling out",
    ],
  },
  {
    id: "near_vision_difficulty",
    label: "Difficulty reading or seeing close up",
    terms: [
      "read the small writing", "cannot read the small writing", "can no longer read the small writing", "unless i hold it far", "hold it far to read", "reading glasses helped",
      "hard to read",
      "holds the book far away", "holds the phone far away", "holding the paper far", "need reading glasses",
      "holding my phone far away", "holding my bible far away", "hold the phone far away to read", "small letters",
      "small print", "cannot read small letters", "arms are too short to read",
      "needs reading glasses", "cannot see near", "cannot see close",
      "difficulty threading a needle", "presbyopia", "short sightedness",
      "myopia", "cannot see the blackboard", "cannot see the board at school", "squinting to see",
    ],
  },
  {
    id: "inturned_eyelashes",
    label: "Eyelashes turning in",
    terms: [
      "eyelashes turning in", "eyelashes turned in", "inturned eyelashes", "ingrown eyelashes",
      "eyelashes scratching the eye", "eyelashes rubbing the eye", "pulling out eyelashes", "plucking eyelashes",
      "trichiasis", "entropion", "trachoma", "eyelashes touching the eyeball",
    ],
  },
  {
    id: "eye_growth",
    label: "Fleshy growth on the white of the eye",
    terms: [
      "growth on the eye", "growth on my eye", "flesh growing on the eye", "fleshy growth on the eye",
      "flesh growing over the eye", "skin growing over the eye", "pterygium", "pinguecula",
      "yellow bump on the white of the eye", "growth from the corner of the eye", "meat growing in the eye",
    ],
  },
  {
    id: "foreskin_problem",
    label: "Sore, red or tight foreskin / glans",
    terms: [
      "sore foreskin", "red foreskin", "swollen foreskin", "foreskin swollen", "itchy foreskin", "tight foreskin",
      "foreskin is tight", "cannot pull back the foreskin", "cannot retract the foreskin", "foreskin will not go back",
      "foreskin balloons", "foreskin balloons when passing urine", "phimosis",
      "foreskin does not pull back", "foreskin will not pull back", "foreskin cannot pull back", "foreskin does not go back",
      "=skin balloons", "red glans", "sore glans",
      "inflamed glans", "red head of the penis", "sore head of the penis", "rash on the head of the penis",
      "discharge under the foreskin", "smelly foreskin", "head of penis is red", "tip of the penis is red",
    ],
  },
  {
    id: "erection_problems",
    label: "Erection problems",
    terms: [
      "can't get hard enough", "cannot get hard", "not hard enough", "it goes down quickly", "goes down quickly", "morning hardness has reduced", "morning hardness reduced", "problem in the bedroom",
      "erectile dysfunction", "erection problems", "problems with erection", "weak erection", "weak erections",
      "cannot get an erection", "cannot keep an erection", "cannot maintain an erection", "loss of erection",
      "impotence", "impotent", "manhood not working", "manhood is weak", "cannot perform in bed", "no erection",
      "poor erection", "erection not firm", "erections not firm", "sexual weakness in a man",
      "manhood is not standing", "manhood not standing", "manhood does not stand", "=goes soft before", "goes soft",
      "morning erections are rare", "no morning erections",
    ],
  },
  {
    id: "premenstrual_symptoms",
    label: "Symptoms in the days before periods",
    terms: [
      "before my period", "before my periods", "before periods", "before the period", "before her period",
      "before her periods", "week before my period", "days before my period", "premenstrual", "pms", "pmt",
      "pmdd", "premenstrual syndrome", "premenstrual tension", "before menses", "before menstruation",
      "settles when the period starts", "goes away when my period comes",
    ],
  },
  {
    id: "vulval_lump",
    label: "Lump at the vaginal opening",
    terms: [
      "lump at the vaginal opening", "lump at the opening of the vagina", "lump near the vagina",
      "painful lump near the vagina", "swelling at the vaginal opening", "swelling on the side of the vagina",
      "swollen labia", "swollen vaginal lip", "lump on the vaginal lip", "lump on the labia", "bartholin",
      "bartholin cyst", "bartholins cyst", "bartholin abscess", "painful swelling down below",
    ],
  },
  {
    id: "cannot_conceive",
    label: "Difficulty conceiving",
    terms: [
      "cannot conceive", "can not conceive", "unable to conceive", "failure to conceive", "failed to conceive",
      "not conceiving", "trying to conceive", "trying to get pregnant", "trying for a baby", "not getting pregnant",
      "cannot get pregnant", "unable to get pregnant", "difficulty getting pregnant", "infertility", "infertile",
      "subfertility", "childlessness", "no children after marriage", "wife not getting pregnant",
      "cannot make a woman pregnant",
    ],
  },
  {
    id: "vaginal_bulge",
    label: "Something coming down the vagina",
    terms: [
      "something coming down", "something coming out of the vagina", "something coming out of my vagina",
      "lump coming out of the vagina", "bulge in the vagina", "vaginal bulge", "womb coming down",
      "womb coming out", "uterus coming out", "uterus coming down", "prolapse of the womb", "uterine prolapse",
      "vaginal prolapse", "pelvic organ prolapse", "dragging feeling in the vagina", "heaviness in the vagina",
      "something falling out down below",
    ],
  },
  {
    id: "sore_tongue",
    label: "Sore, smooth or burning tongue / sore mouth corners",
    terms: [
      "smooth tongue", "smooth red tongue", "beefy tongue", "burning tongue",
      "tongue burning", "glossitis", "sores at the corners of the mouth",
      "cracked corners of the mouth", "angular stomatitis",
    ],
  },
  {
    id: "bowed_legs",
    label: "Bowed legs or soft bones in a child",
    terms: [
      "bow legs", "bowed legs", "bow legged", "bowlegged", "legs curving", "curved legs", "bent legs in a child",
      "knock knees", "knock kneed", "rickets", "swollen wrists in a child", "wide wrists", "delayed walking",
      "late walking", "not yet walking", "soft skull", "late closure of the fontanelle",
    ],
  },
  {
    id: "umbilical_bulge",
    label: "Bulge at the navel",
    terms: [
      "umbilical hernia", "belly button sticking out", "navel sticking out", "bulging belly button", "bulging navel",
      "swelling at the belly button", "swelling at the navel", "lump at the belly button", "lump at the navel",
      "big belly button", "protruding navel", "navel swells when crying", "outie belly button",
      "belly button sticks out", "navel sticks out", "belly button pops out", "navel pops out",
      "belly button bulges", "belly button swells when crying",
    ],
  },
  {
    id: "snoring",
    label: "Snoring / pauses in breathing during sleep",
    terms: [
      "snoring", "snores", "snores loudly", "loud snoring", "stops breathing in sleep", "stops breathing at night",
      "pauses in breathing at night", "choking at night in sleep", "sleep apnoea", "sleep apnea",
      "snoring and tired",
    ],
  },
  {
    id: "jet_lag_sleep",
    label: "Sleep pattern upset after a long flight",
    terms: [
      "jet lag", "jetlag", "jet lagged", "body clock upset", "body clock is off", "awake at night since the flight",
      "sleepy in the day since the flight", "cannot sleep since the flight", "sleep upset after flying",
    ],
  },
  {
    id: "urine_leak_on_cough",
    label: "Leaking urine on cough, sneeze or exertion",
    terms: [
      "leaks urine when coughing", "leak urine when coughing", "leaking urine when coughing", "urine leaks when i cough",
      "urine comes out when sneezing", "wet myself when laughing",
      "wets herself when laughing", "leaks when jumping", "leaks when lifting", "urine leaks when lifting",
      "urine comes out when coughing",
    ],
    implies: ["incontinence"],
  },
  {
    id: "urine_urge_leak",
    label: "Sudden urge and leaking before reaching the toilet",
    terms: [
      "cannot reach the toilet in time", "does not reach the toilet in time", "leaks before reaching the toilet",
      "sudden urge to pass urine", "overactive bladder",
      "rush to the toilet", "wet before getting to the toilet", "urge leakage",
    ],
    implies: ["urinary_urgency"],
  },
  {
    id: "poor_urine_flow_strain",
    label: "Straining to pass urine / thin spraying stream",
    terms: [
      "strain to pee", "thin stream", "thin urine stream",
      "urine stream is thin", "spraying urine", "urine sprays", "split stream", "forked stream",
      "passing urine drop by drop", "urethral stricture",
    ],
    implies: ["weak_urine_stream"],
  },
];
