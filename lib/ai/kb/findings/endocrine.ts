import type { Finding } from "../types";

// Endocrine and metabolic findings.
export const findings: Finding[] = [
  {
    id: "low_blood_sugar",
    label: "Low blood sugar",
    terms: [
      "low blood sugar", "low sugar", "sugar is low", "sugar was low", "sugar went low", "sugar dropped",
      "sugar went down", "sugar has dropped", "blood sugar dropped", "low glucose", "glucose is low", "glucose was low",
      "hypoglycaemia", "hypoglycemia", "hypoglycaemic", "hypoglycemic", "had a hypo", "having a hypo", "going hypo",
    ],
    leak: 0.002,
  },
  {
    id: "frequent_urination_thirst",
    label: "Passing a lot of urine with thirst",
    terms: [
      "polyuria and polydipsia", "polyuria polydipsia", "polydipsia and polyuria",
      "polydipsia polyuria", "polyuria polydipsia polyphagia", "osmotic symptoms",
      "thirsty and urinating a lot", "thirsty and peeing a lot", "thirsty and passing urine often",
      "urinating a lot and thirsty", "peeing a lot and thirsty",
      "passing a lot of urine and thirsty", "passing lots of urine and thirsty",
      "=drinking a lot and urinating a lot", "=drinking a lot and peeing a lot",
      "=drinking and urinating a lot", "=drinking and peeing a lot",
      "=peeing a lot and drinking a lot", "=urinating a lot and drinking a lot",
      "drinking a lot of water and urinating a lot", "drinking a lot of water and peeing a lot",
      "excessive thirst and urination", "increased thirst and urination",
      "thirst and frequent urination", "frequent urination and thirst",
      "thirsty and urinating frequently", "passing urine frequently and thirsty",
      "polyuria and thirst", "thirst and polyuria",
    ],
    implies: ["frequent_urination", "excessive_thirst"],
  },
  {
    id: "fruity_breath",
    label: "Fruity-smelling breath / deep sighing breathing",
    terms: [
      "fruity breath", "fruity smelling breath", "sweet smelling breath", "acetone breath",
      "breath smells of acetone", "breath smells like nail polish", "pear drops", "ketotic breath",
      "ketones on breath", "ketotic", "ketones", "ketonuria", "kussmaul", "kussmaul breathing",
      "deep sighing breathing", "sighing breathing", "deep rapid breathing", "acidotic breathing",
      "breath smells sweet", "sweet breath", "breath smells fruity",
      "breath smells like nail polish remover", "smell of acetone", "acetone smell",
      "deep fast breathing", "breathing deeply and fast", "big deep breaths", "ketones in urine",
      "urine ketones", "ketones positive",
    ],
  },
  {
    id: "neck_swelling",
    label: "Neck swelling / goitre",
    terms: [
      "neck swelling", "swelling in the neck", "swelling of the neck", "swollen neck", "big neck",
      "neck mass", "goitre", "goiter", "thyroid swelling", "enlarged thyroid", "thyromegaly",
      "thyroid lump", "thyroid nodule", "lump in front of neck", "lump in front of the neck",
      "swelling in front of the neck", "neck is swollen",
      "neck is big", "neck getting bigger", "thyroid enlarged", "thyroid is big",
      "enlarged thyroid gland", "swollen thyroid", "multinodular goitre", "multinodular goiter",
    ],
  },
  {
    id: "hair_thinning",
    label: "Thinning hair / brittle nails",
    terms: [
      "thinning hair", "hair thinning", "thin hair", "hair becoming thin", "sparse hair",
      "brittle hair", "dry hair", "coarse hair", "hair changes", "brittle nails", "weak nails",
      "nails breaking", "thinning eyebrows", "loss of eyebrows",
      "hair breaking", "hair becoming brittle", "hair is dry", "straw like hair",
      "hair colour change", "hair color change", "reddish hair", "hair turned red",
      "hair turning red", "hair colour changed", "hair loses colour", "flag sign",
      "hair easily pulled out", "nails break easily", "spoon shaped nails", "koilonychia",
    ],
  },
];
