import type { Finding } from "../types";

// Findings of the common-11 conditions (issue 19, coverage audit against the Uganda Clinical
// Guidelines 2023, the Kenya guidelines, IMCI / the WHO Pocket Book and NICE CKS): the words that
// tell a moderately thin child, a child who wheezes only with colds or breathes through the mouth,
// a child late to sit, walk or talk, stiff or unusual in play, a growing head, an empty scrotum, a baby
// who sweats and tires at the breast, tummy aches or leg aches that come back, a sore vulva in a
// girl, cracked mouth corners, teeth that hurt with cold, a clicking jaw, a white patch or sore in the
// mouth that stays, a cheek rotting through, welding light, a turning eye, night blindness, a growth
// on the eye, a white pupil, spinning attacks, a salivary gland that swells with meals, one blocked
// nostril with bloody mucus, and a voice used all day.
export const findings: Finding[] = [
  {
    id: "moderate_wasting",
    label: "Child thin / MUAC in the yellow (moderate wasting)",
    terms: [
      "muac yellow", "yellow muac", "muac in the yellow", "muac is yellow", "muac was yellow", "muac tape yellow",
      "moderate malnutrition", "moderate acute malnutrition", "moderately malnourished", "moderately wasted",
      "moderate wasting", "child is thin", "too thin", "thin for his age", "thin for her age",
    ],
    leak: 0.004,
  },
  {
    id: "wheeze_with_colds",
    label: "Wheezes only with colds, well in between (episodic viral wheeze)",
    terms: [
      "wheezes with every cold", "wheezy with every cold", "wheezes when he has a cold", "wheezes when she has a cold",
      "wheezy when he has a cold", "wheezy when she has a cold", "wheeze with colds", "wheezes with colds", "wheezy with colds",
      "chest whistles with a cold", "chest whistles when he has a cold", "chest whistles when she has a cold",
      "wheeze only with colds", "only wheezes with a cold", "fine between colds", "well between colds", "normal between colds",
      "viral wheeze", "viral induced wheeze", "episodic wheeze",
    ],
    leak: 0.003,
  },
  {
    id: "mouth_breathing",
    label: "Breathes through the mouth / sleeps with the mouth open",
    terms: [
      "mouth breathing", "breathes through the mouth", "breathes through his mouth", "breathes through her mouth",
      "breathing through the mouth", "breathing through his mouth", "breathing through her mouth", "mouth breather",
      "sleeps with his mouth open", "sleeps with her mouth open", "sleeps with the mouth open", "mouth always open",
      "snores like an old man", "adenoids", "big adenoids", "enlarged adenoids", "adenoid",
    ],
    leak: 0.004,
  },
  {
    id: "developmental_delay",
    label: "Late to hold the head up, sit, walk or talk (developmental delay)",
    terms: [
      "not yet sitting", "cannot sit yet", "cannot sit on his own", "cannot sit on her own", "not sitting alone",
      "not walking yet", "still not walking", "cannot walk yet", "not talking yet", "not yet talking",
      "still not talking", "no words yet", "speech delay", "delayed speech", "late to talk",
      "cannot hold his head", "cannot hold her head", "not holding his head", "not holding her head", "head still floppy",
      "delayed milestones", "late milestones", "milestones delayed", "developmental delay", "global developmental delay",
      "slow development", "slow to develop", "behind other children", "behind his age mates", "behind her age mates",
    ],
    leak: 0.004,
  },
  {
    id: "stiff_limbs_child",
    label: "Stiff arms or legs, scissoring or walking on the toes in a child (spasticity)",
    terms: [
            "legs cross like scissors", "legs cross when lifted", "scissoring", "walks on his toes", "walks on her toes",
      "walks on tiptoe", "toe walking", "spastic", "spasticity", "cerebral palsy", "hands always fisted", "fisted hands",
    ],
    leak: 0.003,
  },
  {
    id: "autistic_behaviour",
    label: "Little eye contact, no response to the name, repetitive play (autism features)",
    terms: [
      "poor eye contact", "no eye contact", "does not look at people", "does not look at me", "avoids eye contact",
      "does not respond to his name", "does not respond to her name", "does not answer to his name", "does not answer to her name",
      "lines up toys", "lines up his toys", "lines up her toys", "flaps his hands", "flaps her hands", "hand flapping",
      "repetitive movements", "rocks back and forth", "plays alone", "does not play with other children",
      "does not point", "autism", "autistic", "repeats words",
    ],
    leak: 0.003,
  },
  {
    id: "large_head",
    label: "Head too large or growing fast / eyes turned down (hydrocephalus)",
    terms: [
      "big head", "head is big", "head is too big", "large head", "head is large", "head getting bigger",
      "head is getting bigger", "head growing fast", "head is growing fast", "head growing too fast", "head size increasing",
      "macrocephaly", "hydrocephalus", "water on the brain", "water in the head", "sunset eyes", "setting sun eyes",
      "eyes look down", "eyes looking down", "veins on the head", "wide fontanelle",
    ],
    leak: 0.002,
  },
  {
    id: "empty_scrotum",
    label: "Testis not in the scrotum (empty scrotum)",
    terms: [
      "testis not in the scrotum", "testicle not in the scrotum", "testes not in the scrotum", "testicles not in the scrotum",
      "only one testicle", "only one testis", "one testicle missing", "one testis missing", "testicle is missing",
      "cannot feel his testicle", "cannot feel his testicles", "empty scrotum", "scrotum is empty", "scrotum empty",
      "undescended testis", "undescended testicle", "undescended testes", "testicle has not come down",
      "testicles have not come down", "balls not descended", "one ball missing",
    ],
    leak: 0.002,
  },
  {
    id: "feeding_sweats_breathless",
    label: "Baby sweats, breathes fast or tires during feeds / blue spells (heart failure or cyanosis in an infant)",
    terms: [
      "sweats when feeding", "sweats while feeding", "sweating while feeding", "sweating during feeds", "sweats during feeds",
      "sweats when breastfeeding", "sweats while breastfeeding", "tires when feeding", "tires while feeding", "tired during feeds",
      "stops to breathe during feeds", "stops to breathe while feeding", "breathless when feeding", "breathless during feeds",
      "breathes fast when feeding", "blue spells", "tet spells", "turns blue when crying", "turns blue when feeding",
      "goes blue when feeding", "squats after playing", "squats to rest", "congenital heart disease",
    ],
    leak: 0.002,
  },
  {
    id: "recurrent_tummy_pain",
    label: "Tummy aches that keep coming back for months, well in between (recurrent abdominal pain)",
    terms: [
      "tummy aches on school days", "stomach aches on school days", "tummy ache before school", "stomach ache before school",
      "tummy pain before school", "recurrent tummy pain", "recurrent tummy aches", "recurrent abdominal pain",
      "recurrent stomach aches", "keeps complaining of tummy pain", "always complaining of tummy pain",
      "keeps complaining of stomach ache", "tummy pain comes and goes", "stomach ache comes and goes",
      "tummy pain on and off", "stomach pain on and off for months", "functional abdominal pain",
    ],
    leak: 0.004,
  },
  {
    id: "night_leg_aches_child",
    label: "Aching legs in the evening or at night, fine in the morning (growing pains)",
    terms: [
      "growing pains", "growing pain", "legs ache at night", "legs hurt at night", "leg pains at night", "leg pain at night",
      "pain in both legs at night", "aching legs at night", "wakes at night with leg pain", "wakes up crying with leg pain",
      "rubs his legs at night", "rubs her legs at night", "legs pain in the evening", "legs ache in the evening",
      "shins ache at night", "calves ache at night", "thighs ache at night",
    ],
    leak: 0.003,
  },
  {
    id: "vulval_redness",
    label: "Red, sore or itchy vulva (private parts) in a girl",
    terms: [
      "red vulva", "vulva is red", "redness of the vulva", "private parts are red", "red private parts", "private parts are sore", "sore private parts", "redness of the private parts",
      "red around the vagina",
      "vulvovaginitis", "vulvitis",
    ],
    leak: 0.003,
  },
  {
    id: "mouth_corner_cracks",
    label: "Sore cracks or splits at the corners of the mouth (angular cheilitis)",
    terms: [
      "cheilitis", "corners of the mouth are cracked", "corners of my mouth are cracked",
      "corners of his mouth are cracked", "corners of her mouth are cracked", "splits at the corners of the mouth",
      "split corners of the mouth", "sore corners of the mouth",
      "corners of the mouth are sore", "mouth corners cracked", "cracked mouth corners", "perleche",
    ],
    leak: 0.003,
  },
  {
    id: "cold_tooth_sensitivity",
    label: "Sharp short tooth pain with cold, sweet or brushing, gone in seconds (dentine hypersensitivity)",
    terms: [
      "teeth hurt with cold water", "teeth hurt with cold drinks", "teeth hurt when i drink cold", "tooth hurts with cold",
      "pain with cold drinks", "pain when drinking cold water", "sharp pain when drinking cold", "teeth sensitive to cold", "sensitive to cold drinks", "teeth are sensitive to cold", "pain with ice cream",
      "teeth tingle with cold", "shooting pain in the teeth with cold", "teeth hurt when brushing",
      "dentine hypersensitivity", "dentin hypersensitivity", "receding gums and sensitive",
    ],
    leak: 0.003,
  },
  {
    id: "jaw_joint_click",
    label: "Jaw joint clicking, locking or aching in front of the ear / teeth grinding",
    terms: [
      "jaw clicks", "jaw clicking", "clicking jaw", "jaw pops", "jaw popping", "clicking in front of the ear",
      "click in front of the ear", "jaw joint pain", "pain in the jaw joint",
      "pain in front of the ear when chewing", "grinds his teeth", "grinds her teeth", "grind my teeth",
      "grinding teeth", "teeth grinding", "clench my teeth", "clenching teeth", "bruxism", "tmj", "tmd",
      "temporomandibular",
    ],
    leak: 0.004,
  },
  {
    id: "persistent_mouth_lesion",
    label: "White or red patch, sore or lump in the mouth that will not rub off or heal (weeks)",
    terms: [
      "white patch that does not rub off", "white patch that cannot be wiped off", "white patch that will not wipe off",
      "white patch on the side of the tongue", "red patch in the mouth", "red and white patch in the mouth",
      "sore in the mouth that is not healing", "mouth sore not healing", "ulcer in the mouth for months", "ulcer on the tongue for months",
      "non healing mouth ulcer", "non healing ulcer in the mouth", "ulcer in the mouth that will not heal", "lump on the tongue",
      "growth in the mouth", "lump in the mouth", "erythroplakia", "oral cancer", "mouth cancer",
      "cancer of the tongue", "tongue cancer",
    ],
    leak: 0.002,
  },
  {
    id: "mouth_gangrene",
    label: "Cheek or gum rotting, turning black or opening a hole through the face (noma)",
    terms: [
      "hole in the cheek", "hole in his cheek", "hole in her cheek", "cheek is rotting", "cheek rotting", "gums are rotting",
      "gum rotting", "gums rotting", "black patch on the cheek", "cheek turning black", "cheek has turned black", "black inside the mouth",
      "flesh falling off the face", "face is rotting", "noma", "cancrum oris", "gangrene of the mouth",
      "very foul smell from the mouth", "rotten smell from the mouth",
    ],
    // All but pathognomonic: almost nothing else rots the cheek through.
    leak: 0.0001,
  },
  {
    id: "retinal_changes",
    label: "Damage or bleeding at the back of the eye seen at an eye check (retinopathy)",
    terms: [
      "retinopathy", "diabetic retinopathy", "hypertensive retinopathy", "bleeding in the retina", "bleeding in the retinas",
      "damage to the retina", "damage in the retina", "retina is damaged", "retina damaged", "damaged retina", "retinal damage",
      "eye check showed damage", "eye check showed bleeding", "eye doctor found bleeding in the eye", "sugar has damaged my eyes",
      "diabetes has damaged my eyes", "pressure has damaged my eyes", "retinal haemorrhages",
      "retinal hemorrhages", "cotton wool spots", "diabetes affecting the eyes", "sugar has affected my eyes",
      "pressure has affected my eyes",
    ],
    leak: 0.002,
  },
  {
    id: "welding_exposure",
    label: "Welding or a welding arc watched without eye protection (ultraviolet)",
    terms: [
      "welding", "welder", "welded", "arc welding", "welding without goggles", "welding without a mask", "welding without a shield",
      "watched the welding", "watching welding", "looked at the welding", "arc eye", "welders flash", "welder s flash",
      "flash burn", "sun lamp", "uv lamp", "snow blindness",
    ],
    leak: 0.002,
  },
  {
    id: "eye_turn",
    label: "One eye turning in, out, up or down (squint)",
    terms: [
      "squint", "strabismus", "cross eyed", "crossed eyes", "eyes are crossed", "eye turns in", "eye turns out", "eyes turn in",
      "one eye turns in", "one eye turns out", "one eye looks in", "one eye looks out", "wandering eye", "lazy eye",
      "eye wanders", "eyes not straight", "eyes do not look the same way", "amblyopia",
    ],
    leak: 0.003,
  },
  {
    id: "night_blindness",
    label: "Cannot see in dim light or at night / foamy spots or dryness of the white of the eye (vitamin A deficiency)",
    terms: [
      "night blindness", "night blind", "cannot see at night", "cannot see in the dark", "cannot see in the evening",
      "cannot see at dusk", "cannot see when it gets dark", "blind at night", "bumps into things at night", "bumps into things in the evening",
      "bitot spots", "bitot s spots", "foamy spots on the eye", "foamy patches on the eye", "xerophthalmia", "vitamin a deficiency",
      "corneal softening", "keratomalacia",
    ],
    leak: 0.002,
  },
  {
    id: "eye_surface_tumour",
    label: "White, pink or gelatinous growth on the eye that grows, bleeds or spreads onto the clear front (ocular surface tumour)",
    terms: [
      "white growth on the eye", "pink growth on the eye", "gelatinous growth on the eye", "growth on the eye is growing fast",
      "growth on the eye getting bigger", "growth on my eye is getting bigger", "growth on the eye bleeds", "growth on the eye is bleeding",
      "growth over the black of the eye", "growth over the black part of the eye", "growth covering the black of the eye",
      "lump on the eyeball", "ocular surface squamous neoplasia", "ossn", "conjunctival cancer", "cancer of the eye surface",
    ],
    leak: 0.001,
  },
  {
    id: "white_pupil",
    label: "White pupil or white reflection in the eye (leukocoria)",
    terms: [
      "whitish colour in the black centre", "white colour in the black centre", "whitish colour in the black centre of the eye",
      "black centre looks whitish", "black centre of the eye looks white", "black part of the eye is white", "whitish pupil",
      "white pupil", "pupil is white", "white reflex", "white reflection in the eye", "white in the eye in photos",
      "eye shines white", "eye glows white", "eye glows in photos", "cat s eye", "cats eye", "white spot in the pupil",
      "white shine in the eye", "eye shows white", "shows white instead of red", "white instead of red", "white in photos",
      "white in the photos", "photos with the flash", "photos with flash", "photos taken with flash", "photo with the flash", "flash photos",
      "leukocoria", "leucocoria", "retinoblastoma",
    ],
    leak: 0.001,
  },
  {
    id: "vertigo_attacks",
    label: "Repeated attacks of spinning vertigo lasting minutes to hours, with ear fullness or roaring",
    terms: [
      "attacks of vertigo", "vertigo attacks", "spinning attacks", "attacks of spinning", "repeated attacks of dizziness",
      "episodes of vertigo", "recurrent vertigo", "bouts of vertigo", "attacks of the room spinning", "roaring in the ear",
      "roaring in my ear", "menieres disease",
    ],
    leak: 0.002,
  },
  {
    id: "salivary_swelling_meals",
    label: "Swelling or pain under the jaw or in the cheek when eating, or pus from the gland into the mouth (salivary gland)",
    terms: [
      "swells when eating", "swells when i eat", "swelling when eating", "swelling when i eat", "swells at meal times",
      "swelling at meal times", "swelling with meals", "pain under the jaw when eating", "pain under my jaw when i eat",
      "salivary stone", "stone in the saliva gland", "stone in the salivary gland", "salivary gland infection",
      "pus from the gland", "pus in the mouth from the gland", "salty taste of pus", "sialadenitis", "sialolithiasis",
    ],
    leak: 0.002,
  },
  {
    id: "one_sided_nasal_block_blood",
    label: "One nostril blocked for weeks, or blood-stained mucus from the nose",
    terms: [
      "one nostril blocked", "one side of the nose blocked", "one side of my nose blocked", "nose blocked on one side",
      "blocked on one side", "nose blocks on that side", "nose blocks on one side", "nose is blocked on that side", "blood stained mucus", "blood in the mucus from the nose", "blood stained snot", "bloody snot",
      "blood in my snot", "blood stained nasal discharge", "bloody nasal discharge", "nasopharyngeal carcinoma",
      "nasopharyngeal cancer", "cancer behind the nose",
    ],
    leak: 0.002,
  },
  {
    id: "voice_overuse",
    label: "Uses the voice heavily (teaching, preaching, singing, shouting)",
    terms: [
      "i am a teacher", "work as a teacher", "works as a teacher", "teaching all day", "shout all day", "shouting all day", "shouts a lot", "shouting a lot", "sing in the choir", "sings in the choir",
      "choir", "singer", "preach", "preaching", "market vendor shouting", "voice overuse", "overuse my voice",
      "=use my voice a lot", "=uses his voice a lot", "=uses her voice a lot", "vocal nodules", "vocal cord nodules", "singer s nodules",
    ],
    leak: 0.003,
  },
];
