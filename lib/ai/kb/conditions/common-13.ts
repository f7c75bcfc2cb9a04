import type { Condition } from "../types";

// Issue 19 coverage (part 13): conditions that writers of the development sets named and the
// knowledge base held only as an alias of a neighbour with another urgency. Likelihoods and priors
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
];
