import type { Finding } from "../types";

// Findings of the common-13 conditions (issue 19, from development sets read for tuning): the words
// that tell ringworm of the scalp (patches where the hair breaks off, a boggy kerion) from ringworm
// of the body.
export const findings: Finding[] = [
  {
    id: "scalp_ringworm_patch",
    label: "Scaly patches on the scalp where the hair breaks off (tinea capitis)",
    terms: [
      "tinea capitis", "scalp ringworm", "ringworm of the scalp", "ringworm on the head", "ringworm on his head", "ringworm on her head",
      "patches on the head where the hair is breaking", "patches on his head where the hair is breaking", "patches on her head where the hair is breaking",
      "hair is breaking and falling off in patches", "hair breaking off in patches", "hair broke off in patches", "patch on the scalp where the hair broke off",
      "round patches on his head", "round patches on her head", "round patch on the head", "round patches on the scalp",
      "scaly patches on the scalp", "scaly patches on the head", "scaly round patch on the scalp", "bald scaly patches", "scaly bald patches",
      "kerion", "boggy swelling on the scalp", "boggy scalp swelling", "pus on the scalp with hair falling",
    ],
    leak: 0.002,
    implies: ["hair_loss"],
  },
];
