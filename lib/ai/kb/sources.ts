import type { Source } from "./types";

// The references the knowledge base was written from. Likelihoods and priors are approximations
// drawn from these texts and rounded; they are clinical judgement, not a fitted dataset.

export const SOURCES: Source[] = [
  { key: "ucg-2023", title: "Uganda Clinical Guidelines 2023", publisher: "Ministry of Health, Uganda", year: 2023, url: "https://www.health.go.ug" },
  { key: "kenya-bppm", title: "Kenya National Guidelines for Quality Obstetrics and Perinatal Care / Basic Paediatric Protocols", publisher: "Ministry of Health, Kenya", year: 2022 },
  { key: "who-imci", title: "Integrated Management of Childhood Illness: chart booklet", publisher: "World Health Organization", year: 2014, url: "https://www.who.int/publications/i/item/9789241506823" },
  { key: "who-pocket-book", title: "Pocket book of hospital care for children, 2nd edition", publisher: "World Health Organization", year: 2013 },
  { key: "who-malaria", title: "WHO guidelines for malaria", publisher: "World Health Organization", year: 2024, url: "https://www.who.int/publications/i/item/guidelines-for-malaria" },
  { key: "who-tb", title: "WHO consolidated guidelines on tuberculosis", publisher: "World Health Organization", year: 2022 },
  { key: "who-hiv", title: "Consolidated guidelines on HIV prevention, testing, treatment, service delivery and monitoring", publisher: "World Health Organization", year: 2021 },
  { key: "who-cholera", title: "Cholera fact sheet and outbreak response guidance", publisher: "World Health Organization", year: 2023 },
  { key: "who-ntd", title: "Neglected tropical diseases: fact sheets (schistosomiasis, trypanosomiasis, leishmaniasis, helminths)", publisher: "World Health Organization", year: 2023 },
  { key: "who-mhgap", title: "mhGAP Intervention Guide, version 2.0", publisher: "World Health Organization", year: 2016 },
  { key: "who-ecg", title: "Emergency care: Basic Emergency Care (BEC) and triage", publisher: "World Health Organization / ICRC", year: 2018 },
  { key: "who-mcpc", title: "Managing Complications in Pregnancy and Childbirth", publisher: "World Health Organization", year: 2017 },
  { key: "nice-cks", title: "Clinical Knowledge Summaries", publisher: "National Institute for Health and Care Excellence (NICE)", year: 2024, url: "https://cks.nice.org.uk" },
  { key: "nice-ng", title: "NICE guidelines (e.g. NG51 sepsis, NG143 fever in under 5s, NG185 chest pain)", publisher: "National Institute for Health and Care Excellence (NICE)", year: 2024 },
  { key: "oxford-handbook", title: "Oxford Handbook of Clinical Medicine, 11th edition", publisher: "Oxford University Press", year: 2024 },
  { key: "murtagh", title: "Murtagh's General Practice, 8th edition", publisher: "McGraw Hill", year: 2022 },
  { key: "manson", title: "Manson's Tropical Diseases, 24th edition", publisher: "Elsevier", year: 2023 },
  { key: "icd10", title: "ICD-10 Version:2019", publisher: "World Health Organization", year: 2019, url: "https://icd.who.int/browse10/2019/en" },
  { key: "sats", title: "The South African Triage Scale (SATS): training manual and adult / paediatric triage charts", publisher: "Emergency Medicine Society of South Africa (EMSSA)", year: 2012, url: "https://emssa.org.za/sats/" },
  { key: "mts", title: "Emergency Triage: Manchester Triage Group, 3rd edition (52 presentational flow charts)", publisher: "Wiley-Blackwell / BMJ Books", year: 2014 },
  { key: "gbd", title: "Global Burden of Disease Study: incidence and prevalence estimates", publisher: "Institute for Health Metrics and Evaluation", year: 2021 },
  { key: "idro-nodding-2013", title: "Proposed guidelines for the management of nodding syndrome (Idro R et al., African Health Sciences 13(2):219-232)", publisher: "Ministry of Health, Uganda / Makerere University", year: 2013, url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3824512" },
  { key: "who-nodding-2012", title: "International scientific meeting on nodding syndrome, Kampala, Uganda, 30 July - 1 August 2012: meeting report", publisher: "World Health Organization", year: 2012 },
  { key: "easl-wilson", title: "EASL Clinical Practice Guidelines: Wilson's disease (J Hepatol 2012;56:671-685)", publisher: "European Association for the Study of the Liver", year: 2012, url: "https://doi.org/10.1016/j.jhep.2011.11.007" },
  {
    key: "endocrine-society",
    title: "Endocrine Society Clinical Practice Guidelines: pheochromocytoma and paraganglioma (2014), the diagnosis of Cushing's syndrome (2008), primary adrenal insufficiency (2016), acromegaly (2014)",
    publisher: "Endocrine Society (J Clin Endocrinol Metab)",
    year: 2016,
    url: "https://www.endocrine.org/clinical-practice-guidelines",
  },
  {
    key: "espe-ch",
    title: "Congenital hypothyroidism: a 2020-2021 consensus guidelines update (ENDO-ERN, ESPE, ESE; Thyroid 2021;31:387-419)",
    publisher: "European Society for Paediatric Endocrinology / European Society of Endocrinology",
    year: 2021,
    url: "https://doi.org/10.1089/thy.2020.0333",
  },
];
