// Name pools and patient attributes by country of origin, for the generated demo patients.

export type CountryProfile = {
  nationality: string;
  language: string;
  maleFirst: readonly string[];
  femaleFirst: readonly string[];
  last: readonly string[];
};

export const COUNTRY_PROFILES: Readonly<Record<string, CountryProfile>> = {
  Uganda: {
    nationality: "Ugandan",
    language: "Luganda",
    maleFirst: ["Brian", "Ronald", "Isaac", "Samuel", "Denis", "Robert", "Godfrey", "Paul", "Henry", "Ivan", "Alex", "Fred"],
    femaleFirst: ["Sharon", "Prossy", "Esther", "Joan", "Florence", "Mary", "Winnie", "Annet", "Brenda", "Doreen", "Christine", "Juliet"],
    last: ["Mugisha", "Nsubuga", "Kiggundu", "Namubiru", "Tumusiime", "Byaruhanga", "Kyomuhendo", "Lubega", "Wasswa", "Nakimuli", "Ochieng", "Akello", "Opio", "Mukasa", "Nabukenya", "Katende"],
  },
  Kenya: {
    nationality: "Kenyan",
    language: "Swahili",
    maleFirst: ["Kevin", "Collins", "Dennis", "Stephen", "John", "Victor", "Samuel", "Eric", "George", "Joseph", "Kennedy", "Martin"],
    femaleFirst: ["Wanjiku", "Akinyi", "Cynthia", "Mercy", "Naomi", "Grace", "Purity", "Caroline", "Joyce", "Ann", "Lilian", "Beatrice"],
    last: ["Kariuki", "Ochieng", "Mutua", "Kipchoge", "Wafula", "Njoroge", "Onyango", "Kilonzo", "Chepkoech", "Maina", "Omondi", "Wekesa", "Nyambura", "Kimani", "Achieng", "Rotich"],
  },
  Rwanda: {
    nationality: "Rwandan",
    language: "Kinyarwanda",
    maleFirst: ["Eric", "Patrick", "Olivier", "Emmanuel"],
    femaleFirst: ["Aline", "Diane", "Clarisse", "Josiane"],
    last: ["Uwimana", "Niyonzima", "Mukamana", "Hakizimana", "Ingabire"],
  },
  "South Sudan": {
    nationality: "South Sudanese",
    language: "Arabic",
    maleFirst: ["Deng", "Garang", "Majok", "Lual"],
    femaleFirst: ["Nyandeng", "Achol", "Ayen", "Abuk"],
    last: ["Deng", "Mabior", "Akol", "Kuol", "Wani"],
  },
  Tanzania: {
    nationality: "Tanzanian",
    language: "Swahili",
    maleFirst: ["Juma", "Baraka", "Hamisi", "Rashidi"],
    femaleFirst: ["Neema", "Rehema", "Zawadi", "Halima"],
    last: ["Mushi", "Mwakyusa", "Massawe", "Kimaro", "Mrema"],
  },
  Somalia: {
    nationality: "Somali",
    language: "Somali",
    maleFirst: ["Abdi", "Mohamed", "Ahmed", "Hassan"],
    femaleFirst: ["Fadumo", "Hodan", "Asha", "Sahra"],
    last: ["Warsame", "Farah", "Abdullahi", "Osman", "Aden"],
  },
};

export const BLOOD_TYPE_WEIGHTS = ["O+", "O+", "O+", "O+", "A+", "A+", "A+", "B+", "B+", "AB+", "O-", "A-", "B-"] as const;

export const MARITAL_CHOICES = ["married", "married", "single", "single", "widowed", "separated"] as const;
export const ADULT_RELATIONSHIPS = ["spouse", "sibling", "parent", "child", "friend"] as const;

export const OCCUPATIONS = [
  "Teacher",
  "Boda boda rider",
  "Market vendor",
  "Accountant",
  "Farmer",
  "Nurse",
  "Civil engineer",
  "Shopkeeper",
  "Driver",
  "Software developer",
  "Tailor",
  "Police officer",
  "Retired civil servant",
] as const;

export const RELIGIONS = ["Catholic", "Anglican", "Muslim", "Pentecostal", "Seventh-day Adventist"] as const;

export const ALLERGIES = ["None known", "None known", "None known", "Penicillin", "Sulfa drugs", "Peanuts", "Latex"] as const;

/** Chronic condition and its usual medication ("None" has neither). */
export const CHRONIC: readonly { condition: string; medication: string }[] = [
  { condition: "None", medication: "None" },
  { condition: "None", medication: "None" },
  { condition: "None", medication: "None" },
  { condition: "Hypertension", medication: "Amlodipine 5 mg once daily" },
  { condition: "Type 2 diabetes", medication: "Metformin 500 mg twice daily" },
  { condition: "Asthma", medication: "Salbutamol inhaler as needed" },
  { condition: "Sickle cell disease", medication: "Folic acid 5 mg daily, hydroxyurea" },
  { condition: "Peptic ulcer disease", medication: "Omeprazole 20 mg once daily" },
];

export const PAST_HISTORY = [
  "No significant past medical history",
  "Treated for malaria in the past year",
  "Appendectomy five years ago",
  "Typhoid fever two years ago, fully treated",
  "Caesarean section, one previous delivery",
  "Fractured left forearm in childhood",
] as const;

export const CHILD_HISTORY = [
  "Immunisations up to date",
  "Recurrent ear infections, immunisations up to date",
  "Treated for pneumonia last year",
  "Born preterm at 35 weeks, now thriving",
] as const;
