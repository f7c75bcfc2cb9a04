import type { Condition } from "../types";

// Issue 19 coverage (part 13): conditions that writers of the development sets named and the
// knowledge base held only as an alias of a neighbour with another urgency: ringworm of the scalp
// (tablets, not cream), and the self-care ends of burns and wounds (a small superficial burn, a
// graze or a small shallow cut), which the triage scales put below a burn or a cut that needs a
// clinician (SATS green; NICE CKS). Likelihoods and priors
// are rounded clinical judgement from the cited sources, calibrated against the neighbouring
// conditions already held (not fitted data); each carries a specific finding
// (lib/ai/kb/findings/extra-n.ts). Urgency follows the definition in lib/ai/triage.ts.

export const conditions: Condition[] = [
  {
    id: "tinea-capitis",
    name: "Tinea capitis (scalp ringworm)",
    aliases: ["tinea capitis", "scalp ringworm", "ringworm of the scalp", "kerion"],
    icd10: "B35.0",
    description:
      "Dermatophyte infection of the scalp and hair, mostly in school-age children: scaly, itchy, round patches where the hair breaks off, sometimes black dots or a boggy swelling with pus (kerion) and swollen glands behind the ears. Unlike ringworm of the body it does not clear with creams: it needs antifungal tablets for weeks.",
    category: "infectious-tropical",
    prior: 6,
    regionalPrior: { "east-africa": 2 },
    findings: {
      scalp_ringworm_patch: 0.85,
      hair_loss: 0.7,
      itchy_scalp: 0.5,
      itching: 0.4,
      scaly_skin: 0.5,
      ring_shaped_rash: 0.4,
      rash: 0.3,
      sick_contacts: 0.2,
      swollen_lymph_nodes: 0.1,
    },
    duration: ["days", "weeks", "months"],
    age: { infant: 0.2, child: 1.5, adolescent: 0.5, adult: 0.1, older: 0.05 },
    redFlags: ["Boggy, painful scalp swelling with pus (kerion): may scar; treat promptly, do not incise."],
    tests: ["Clinical diagnosis", "Plucked hairs or scale for KOH microscopy and culture where available"],
    management: [
      "Oral griseofulvin 10-20 mg/kg daily (or terbinafine) for 6-8 weeks: creams alone do not cure scalp ringworm",
      "Antifungal shampoo (ketoconazole or selenium sulphide) to reduce spread",
      "Examine and treat siblings and classmates with patches; do not share combs, caps or razors",
    ],
    urgency: "medium",
    sources: ["ucg-2023", "nice-cks"],
  },
  {
    id: "minor-burn",
    name: "Minor burn (small superficial burn)",
    aliases: ["minor burn", "superficial burn", "first-degree burn", "first degree burn", "small burn", "superficial burn of the hand", "superficial (first-degree) burn"],
    icd10: "T30.1",
    description:
      "A small burn or scald of the outer skin only: red, painful or stinging, without blisters or with a blister smaller than a coin, away from the face, hands' creases, genitals and joints. Heals in about a week without a scar; cooling and simple care at home are enough.",
    category: "primary-care",
    prior: 12,
    findings: {
      burn: 0.98,
      small_superficial_burn: 0.6,
      blistering_rash: 0.05,
      injury: 0.3,
      red_hot_swollen_skin: 0.1,
      large_burn: 0.001,
    },
    duration: ["hours", "days"],
    redFlags: [
      "Blisters, white or charred skin, or a burn larger than the patient's palm: a deeper burn for a clinician.",
      "A burn of the face, hands, feet, genitals or across a joint, an electrical or chemical burn, or any burn in an infant.",
    ],
    tests: ["Clinical: size (the patient's palm is about 1 % of the body) and depth"],
    management: [
      "Cool under clean running water for 20 minutes as soon as possible (not ice, butter, toothpaste or herbs)",
      "Cover with a clean non-stick dressing or cling film; paracetamol for pain",
      "Keep clean and dry; return if blisters, spreading redness, pus or fever appear",
    ],
    urgency: "low",
    sources: ["who-ecg", "nice-cks"],
  },
  {
    id: "minor-wound",
    name: "Graze or small cut (minor wound)",
    aliases: ["graze", "abrasion", "abrasions", "superficial abrasions", "minor cut", "small cut", "simple laceration", "simple finger laceration", "superficial wound", "scrape"],
    icd10: "T14.0",
    description:
      "Skin scraped off in a fall (a graze) or a small shallow cut whose edges lie together and whose bleeding stops with a few minutes of pressure, with normal movement and feeling beyond it. Cleaning, a dressing and tetanus cover are enough; it needs no stitches.",
    category: "primary-care",
    prior: 15,
    findings: {
      minor_wound: 0.8,
      injury: 0.9,
      open_wound: 0.05,
      bruise: 0.15,
      severe_external_bleeding: 0.001,
    },
    duration: ["hours", "days"],
    redFlags: [
      "A gaping cut, bleeding that does not stop after 10 minutes of pressure, or numbness or weak movement beyond it.",
      "Dirt ground in that will not wash out, a bite, or no tetanus vaccine in the last 10 years.",
    ],
    tests: ["Clinical: check movement, feeling and circulation beyond the wound"],
    management: [
      "Wash with clean running water and soap, remove dirt, cover with a clean dressing",
      "Tetanus toxoid if not vaccinated in the last 10 years (or unknown)",
      "Return if redness spreads, pus or fever appear",
    ],
    urgency: "low",
    sources: ["who-ecg", "nice-cks"],
  },
  {
    id: "xerosis",
    name: "Dry skin (xerosis)",
    aliases: ["xerosis", "xerosis cutis", "dry skin", "asteatotic eczema", "eczema craquelé", "winter itch", "dry skin of ageing"],
    icd10: "L85.3",
    description:
      "Dry, rough, itchy skin that scales and cracks like dry ground, mostly on the shins and arms of older people, worse in the cold dry season and with hot baths and strong soap; no rash of its own beyond scratch marks. Emollients and gentler washing are the treatment.",
    category: "primary-care",
    prior: 20,
    findings: {
      dry_skin: 0.95,
      itching: 0.7,
      harsh_washing: 0.35,
      peeling_skin: 0.2,
      rash: 0.05,
      itchy_rash: 0.1,
      blistering_rash: 0.01,
    },
    duration: ["weeks", "months"],
    age: { infant: 0.2, child: 0.3, adolescent: 0.3, adult: 0.8, older: 3 },
    redFlags: ["Itch with yellow eyes, weight loss, night sweats or itching of the whole household (liver disease, lymphoma, scabies)."],
    tests: ["Clinical; consider blood sugar, thyroid and kidney tests if widespread itch without dry skin"],
    management: [
      "An emollient (petroleum jelly, emulsifying ointment or shea butter) twice a day and after bathing",
      "Bathe in lukewarm water, once a day, with a mild soap or soap substitute; pat dry",
      "Return if a red rash, weeping or sores develop",
    ],
    urgency: "low",
    sources: ["nice-cks"],
  },
];
