import type { Vitals } from "./context";
import type { Scored } from "./infer";
import type { AgeBand, DurationBand, Urgency } from "./kb/types";

// Urgency, by one definition (issue 19), mapped to published triage scales:
// - `high`: needs assessment now, an emergency: South African Triage Scale (SATS) red and orange
//   (seen immediately / within 10 minutes), Manchester Triage System red and orange, IMCI pink
//   ("urgent referral");
// - `medium`: needs a clinician's assessment and treatment within days, including every chronic
//   or ongoing disease that needs diagnosis or treatment: SATS yellow and green (a clinician, not
//   self-care), IMCI yellow ("specific treatment", review in 2-5 days);
// - `low`: self-care or routine advice is appropriate: IMCI green ("home care"), no clinician needed
//   unless it does not settle.
// Each condition of the knowledge base carries its own urgency by this definition. The answer's
// urgency, three layers, the highest wins:
// 1. red-flag rules on what was reported (danger signs from WHO Basic Emergency Care, IMCI and
//    the obstetric danger signs; severe acute pain, SATS and MTS orange), each only in its clinical
//    context: any one sets `high`, whatever the differential says;
// 2. the differential: when emergencies together are plausible (probability ≥ HIGH_MASS) or one
//    emergency sits in the top three with ≥ HIGH_SINGLE, `high`, even when it is not first;
// 3. otherwise the top condition's own urgency, raised to `medium` when conditions needing a
//    clinician carry ≥ MEDIUM_MASS; the reason given is about the top condition (or the mass).

export const TRIAGE = { highMass: 0.25, highSingle: 0.12, mediumMass: 0.5, severeAcutePain: 9, uncertainSevere: 7 };

type Context = { has: (id: string) => boolean; age?: number; band?: AgeBand; sex?: "female" | "male"; duration?: DurationBand; vitals: Vitals; severity?: number; pregnant: boolean };
type Rule = { reason: string; when: (c: Context) => boolean };

const any = (c: Context, ...ids: string[]) => ids.some((id) => c.has(id));
const child = (c: Context) => c.band === "infant" || c.band === "child";
/** Could be pregnant or have just given birth: not a man, not a young child or an old woman when age and sex are known. */
const childbearing = (c: Context) => c.sex !== "male" && (c.age === undefined || (c.age >= 10 && c.age <= 55));
/** Chest pain with features of the heart (not pleuritic pain with fever or a productive cough: a chest infection). */
const chestInfection = (c: Context) => c.has("fever") && any(c, "pleuritic_chest_pain", "productive_cough", "cough");
/**
 * Not long-standing: a complaint of more than a month is not the sudden event the rule is for (a
 * complaint of weeks may still carry a sign that is new today, such as vision lost this morning).
 */
const recent = (c: Context) => c.duration !== "months";
/** Under five: the age of IMCI and of the WHO criteria for severe acute malnutrition (6-59 months). */
const underFive = (c: Context) => (c.age !== undefined ? c.age < 5 : child(c));
/**
 * Looks unwell beyond the rash: the features that make petechiae or purpura meningococcal disease
 * or sepsis rather than a low platelet count in a well patient (NICE NG240).
 */
const unwell = (c: Context) =>
  any(c, "drowsiness", "confusion", "unconscious", "floppy_lethargic_child", "vomiting", "headache", "neck_stiffness", "cold_clammy_skin", "low_blood_pressure", "chills", "rapid_breathing", "poor_feeding");
/**
 * Bleeding in early pregnancy (under 20 weeks) that the clinician rates mild (1-3, the form's
 * "Mild") with no sign of heavy loss, shock, infection or an ectopic: a threatened miscarriage, for
 * an early pregnancy assessment unit within a day or two (NICE NG126; Manchester Triage System:
 * vaginal bleeding before 20 weeks with mild pain is not orange). From 20 weeks, of unknown
 * gestation, or rated more than mild, bleeding in pregnancy is an emergency.
 */
const mildEarlyBleeding = (c: Context) =>
  c.has("early_pregnancy") &&
  c.severity !== undefined &&
  c.severity <= 3 &&
  !any(c, "heavy_periods", "dizziness", "fainting", "fever", "severe_abdominal_pain", "shoulder_pain", "cold_clammy_skin", "low_blood_pressure");
/** Circulation failing: what makes cold, clammy skin shock rather than a cold sweat (nausea, fright, motion). */
const poorPerfusion = (c: Context) =>
  any(c, "fainting", "confusion", "drowsiness", "unconscious", "vomiting_blood", "black_stool", "unexplained_bleeding", "chest_pain") ||
  (c.vitals.heartRate ?? 0) >= 120;

export const RED_FLAG_RULES: Rule[] = [
  { reason: "Unconscious, unresponsive or collapsed", when: (c) => c.has("unconscious") },
  // A fit now or in the last days; recurrent fits over weeks or months, well between, are a known epilepsy for review.
  { reason: "Seizure", when: (c) => c.has("prolonged_seizure") || (c.has("seizure") && c.duration !== "weeks" && c.duration !== "months") },
  // A face palsy that takes the forehead or the eye closure, limbs and speech spared, is Bell's palsy, not a stroke.
  // Speech or weakness worsening over months is a progressive disease (a tumour, a degenerative or
  // metabolic one) for a clinician within days, not a stroke.
  {
    reason: "Signs of stroke (one-sided weakness, facial droop or slurred speech)",
    when: (c) => recent(c) && (any(c, "one_sided_weakness", "slurred_speech") || (c.has("facial_droop") && !c.has("forehead_palsy"))),
  },
  { reason: "Sudden worst-ever headache", when: (c) => c.has("sudden_severe_headache") },
  // Confusion with fevers over months is a chronic illness for a clinician within days (the second
  // stage of sleeping sickness, HIV or neurosyphilis), not the meningitis or sepsis of now.
  {
    reason: "Fever with a stiff neck, confusion or a non-blanching rash",
    when: (c) => c.has("fever") && (any(c, "neck_stiffness", "non_blanching_rash", "bulging_fontanelle") || (c.has("confusion") && recent(c))),
  },
  { reason: "Fever with bleeding (viral haemorrhagic fever, severe dengue or sepsis must be excluded)", when: (c) => c.has("fever") && any(c, "unexplained_bleeding", "vomiting_blood", "coughing_blood") && c.duration !== "weeks" && c.duration !== "months" },
  { reason: "Suspected plague: fever with a painful swollen gland after contact with rats or fleas", when: (c) => c.has("fever") && c.has("rodent_exposure") && any(c, "groin_lump", "swollen_lymph_nodes") },
  // Without fever (the rule above), unexplained petechiae or purpura in a child or young person
  // (under 25) need immediate specialist assessment for leukaemia (NICE NG12); in a well adult of
  // 25 or more, a very urgent blood count within 48 hours (NICE NG12): a clinician within days. In
  // a patient who looks unwell they may be meningococcal disease or sepsis (NICE NG240).
  {
    reason: "Non-blanching (purpuric) rash in a child or young person, or in a patient who looks unwell",
    when: (c) => c.has("non_blanching_rash") && (unwell(c) || (c.age !== undefined ? c.age < 25 : c.band !== "adult" && c.band !== "older")),
  },
  {
    reason: "Chest pain with sweating, breathlessness, or spreading to the arm or jaw",
    when: (c) =>
      any(c, "crushing_chest_pain") ||
      (c.has("chest_pain") && any(c, "pain_radiating_arm_jaw", "cold_clammy_skin", "fainting")) ||
      (c.has("chest_pain") && !chestInfection(c) && (c.has("sweating") || (c.has("shortness_of_breath") && (c.age ?? 0) >= 35))),
  },
  { reason: "Sudden chest pain or coughing blood with breathlessness", when: (c) => c.duration === "hours" && c.has("shortness_of_breath") && any(c, "chest_pain", "coughing_blood") },
  { reason: "Choking episode (possible inhaled foreign body)", when: (c) => c.has("choking_episode") },
  // Jaundice, confusion or bleeding gums in the second half of pregnancy: acute fatty liver of
  // pregnancy, HELLP or hepatitis E until proven otherwise (RCOG; WHO hepatitis E fact sheet).
  {
    reason: "Jaundice, confusion or unexplained bleeding in pregnancy (acute fatty liver, HELLP, hepatitis E)",
    when: (c) => c.pregnant && !c.has("early_pregnancy") && childbearing(c) && any(c, "jaundice", "confusion", "unexplained_bleeding"),
  },
  // On steroids or with adrenal insufficiency, vomiting or diarrhoea with weakness or dizziness is an
  // adrenal crisis until proven otherwise (Society for Endocrinology adrenal crisis guidance, 2020).
  {
    reason: "Vomiting or diarrhoea with weakness or dizziness on steroids or with adrenal insufficiency (adrenal crisis)",
    when: (c) => c.has("steroid_use") && any(c, "vomiting", "diarrhoea") && any(c, "dizziness", "weakness", "fainting", "confusion", "low_blood_pressure"),
  },
  // Breathlessness in myasthenia is a crisis until proven otherwise: the breathing muscles are failing (NICE CKS; ABN guidance).
  { reason: "Breathing difficulty with myasthenia (myasthenic crisis)", when: (c) => any(c, "known_myasthenia", "fatigable_weakness") && any(c, "shortness_of_breath", "weak_breathing") },
  // Jaundice with pale stools in an infant is biliary atresia until proven otherwise: surgery is time-critical (NICE CG98).
  { reason: "Jaundice with pale stools in an infant (biliary atresia)", when: (c) => c.has("pale_stool") && any(c, "jaundice", "neonatal_jaundice") && (c.age !== undefined ? c.age < 1 : c.band === "infant") },
  // Rice-water stool with dehydration is cholera until proven otherwise: rehydration now (WHO cholera fact sheet).
  { reason: "Rice-water diarrhoea with dehydration (suspected cholera)", when: (c) => c.has("rice_water_stool") && any(c, "dehydration", "sunken_eyes", "muscle_cramps", "reduced_urine", "excessive_thirst") },
  // Double vision or drooping eyelids with difficulty swallowing, new: a descending paralysis (botulism),
  // a myasthenic crisis or a brainstem stroke, which can reach the breathing (WHO botulism fact sheet).
  {
    reason: "Double vision or drooping eyelids with difficulty swallowing (botulism, myasthenic crisis, brainstem stroke)",
    when: (c) => recent(c) && any(c, "double_vision", "drooping_eyelids") && c.has("difficulty_swallowing"),
  },
  // Noma kills most untreated children within weeks: WHO lists it as a neglected tropical disease needing urgent antibiotics and feeding.
  { reason: "Rotting gum or cheek (noma)", when: (c) => c.has("mouth_gangrene") },
  // IMCI: yellow palms and soles in a young infant is severe jaundice (urgent referral).
  { reason: "Severe jaundice in a young infant (yellow palms and soles)", when: (c) => c.has("jaundice_palms_soles") && (c.age === undefined || c.age < 0.25) },
  // Not a small superficial burn (a coin-sized burn, one small blister): SATS green, self-care.
  { reason: "Burn in a child, or a blistering burn", when: (c) => c.has("burn") && recent(c) && !c.has("small_superficial_burn") && (child(c) || c.has("blistering_rash")) },
  { reason: "Sudden tearing chest or back pain", when: (c) => c.has("tearing_back_pain") },
  // Stridor only when the child cries, calm at rest, is mild croup (IMCI: stridor in a calm child is the danger sign).
  // Blue lips are central cyanosis when new or with laboured breathing; brief blue spells recurring
  // over a month or more in a child who is well between them are breath-holding spells, for a clinician.
  {
    reason: "Breathing difficulty with cyanosis, stridor or chest indrawing",
    when: (c) =>
      any(c, "chest_indrawing", "chest_indrawing_child", "grunting") ||
      (c.has("cyanosis") && (recent(c) || any(c, "shortness_of_breath", "rapid_breathing", "breathless_cannot_speak"))) ||
      (c.has("stridor") && !c.has("stridor_when_upset")),
  },
  // Known COPD: the target saturation is 88-92 % (BTS), so only below 88 % is low for them.
  { reason: "Low oxygen saturation", when: (c) => (c.vitals.spo2 ?? 100) < (c.has("copd_history") ? 88 : 92) },
  {
    reason: "Shock: low blood pressure, or cold clammy skin with fainting, confusion or bleeding",
    when: (c) => c.has("low_blood_pressure") || (c.vitals.systolic ?? 120) < 90 || (c.has("cold_clammy_skin") && poorPerfusion(c)),
  },
  { reason: "Very fast heart or breathing rate", when: (c) => (c.vitals.heartRate ?? 0) >= (child(c) ? 180 : 130) || (c.vitals.respiratoryRate ?? 0) >= (child(c) ? 60 : 30) },
  // Anaphylaxis is minutes to hours old: a puffy face with breathlessness over days or months is heart, kidney or thyroid disease.
  { reason: "Swelling of the face, lips or tongue with breathing difficulty or hives (anaphylaxis)", when: (c) => c.has("facial_swelling") && (c.duration === "hours" || c.duration === undefined) && any(c, "shortness_of_breath", "wheeze", "stridor", "hives", "allergen_exposure", "low_blood_pressure") },
  { reason: "Vomiting blood or black stools", when: (c) => any(c, "vomiting_blood", "black_stool") },
  { reason: "Rigid or severely painful abdomen", when: (c) => c.has("rigid_abdomen") || (c.has("severe_abdominal_pain") && any(c, "vomiting", "fever", "no_stool_or_gas", "fainting", "abdominal_distension")) },
  { reason: "Not passing stool or wind with vomiting", when: (c) => c.has("no_stool_or_gas") && any(c, "vomiting", "abdominal_distension") },
  // IMCI: severe dehydration is dehydration with lethargy, unconsciousness or unable to drink; sunken
  // eyes with thirst and irritability is "some dehydration" (treat with ORS, a clinician the same day).
  {
    reason: "Severe dehydration (lethargic, fainting, unable to drink or in shock)",
    when: (c) =>
      any(c, "dehydration", "sunken_eyes", "watery_diarrhoea") &&
      (any(c, "floppy_lethargic_child", "drowsiness", "unconscious", "confusion", "fainting", "low_blood_pressure", "cold_clammy_skin") || (c.vitals.systolic ?? 120) < 90),
  },
  {
    reason: "Pregnancy with bleeding, fluid loss, severe headache, blurred vision, fits or reduced fetal movements",
    when: (c) =>
      c.pregnant &&
      childbearing(c) &&
      ((c.has("vaginal_bleeding") && !mildEarlyBleeding(c)) ||
        any(c, "leaking_fluid", "reduced_fetal_movements", "labour_contractions", "seizure", "blurred_vision", "swelling_face_hands", "severe_abdominal_pain", "high_blood_pressure", "sudden_severe_headache")),
  },
  { reason: "Missed period with pelvic pain, bleeding or fainting (possible ectopic pregnancy)", when: (c) => c.has("missed_period") && childbearing(c) && any(c, "lower_abdominal_pain", "severe_abdominal_pain") && any(c, "vaginal_bleeding", "fainting", "dizziness", "shoulder_pain") },
  // After a birth: the weeks after it (a complaint of months is not puerperal), a woman who can have given birth.
  // A fever with a painful red breast and nothing from the womb is mastitis, not puerperal sepsis.
  {
    reason: "Heavy bleeding or fever after giving birth",
    when: (c) =>
      c.has("postpartum") &&
      childbearing(c) &&
      c.duration !== "months" &&
      (any(c, "vaginal_bleeding", "fainting", "heavy_periods") ||
        (c.has("fever") && (!c.has("breast_pain") || any(c, "lower_abdominal_pain", "abdominal_pain", "vaginal_discharge", "confusion", "low_blood_pressure")))),
  },
  { reason: "Thoughts of suicide or self-harm", when: (c) => any(c, "suicidal_thoughts", "self_harm") },
  // Pesticide handled for months or years is an occupational exposure; acute poisoning is recent.
  { reason: "Poisoning, overdose or snake bite", when: (c) => any(c, "poisoning_ingestion", "snake_bite") || (c.has("pesticide_exposure") && recent(c)) },
  { reason: "Too breathless to speak in sentences", when: (c) => c.has("breathless_cannot_speak") },
  { reason: "Animal bite: rabies post-exposure prophylaxis is urgent", when: (c) => c.has("animal_bite") },
  { reason: "Head injury with vomiting, drowsiness, confusion or loss of consciousness", when: (c) => c.has("head_injury") && any(c, "vomiting", "drowsiness", "confusion", "unconscious", "seizure") },
  // Sight failing over months or years (cataract, chronic glaucoma, onchocerciasis) is for an eye clinic, not an emergency;
  // sight that greys out as one faints is the faint (the brain's blood flow), not the eye.
  { reason: "Sudden loss of vision or a painful red eye with vomiting", when: (c) => (c.has("vision_loss") && recent(c) && !c.has("fainting")) || (c.has("eye_pain") && c.has("red_eye") && any(c, "vomiting", "headache", "blurred_vision")) },
  // Legs weakening slowly over months or years with back pain is a chronic myelopathy for a clinician within days.
  { reason: "New incontinence or numbness between the legs with back pain", when: (c) => c.has("saddle_numbness_incontinence") || (c.has("back_pain") && c.has("leg_weakness") && recent(c)) },
  // Torsion until proven otherwise, except a pain that came on over days with burning urine or a
  // urethral discharge: epididymo-orchitis (EAU, BASHH).
  {
    reason: "Sudden testicular pain",
    when: (c) => c.has("testicular_pain") && !c.has("urethral_discharge") && !(c.has("painful_urination") && c.duration !== "hours") && (c.age === undefined || c.age < 30),
  },
  { reason: "Severe bleeding from a wound (spurting or soaking through a dressing)", when: (c) => c.has("severe_external_bleeding") },
  // SATS: an open fracture is orange, a closed fracture yellow (our `medium`); a deformed limb that
  // is numb, cold or pale is threatened, orange too; an older person who cannot stand after a fall
  // has a hip fracture until proven otherwise (lying on the floor, pain, surgery within a day).
  {
    reason: "An open fracture, a deformed limb that is numb, cold or pale, or an older person who cannot stand after a fall",
    when: (c) =>
      (c.has("deformity") && recent(c) && any(c, "open_wound", "cold_pale_limb", "numbness", "cyanosis")) ||
      c.has("bone_through_skin") ||
      (c.has("injury") && c.has("cannot_bear_weight") && recent(c) && (c.age ?? 0) >= 60),
  },
  // Epiglottitis, a peritonsillar abscess or a deep neck infection: drooling with a sore throat or
  // stridor, or a sore throat with trismus (cannot open the mouth). A baby drools and chews while
  // teething (under two, fever alone with drooling is not epiglottitis, which is of 2-7 years and adults).
  {
    reason: "Drooling or unable to swallow or open the mouth with a sore throat or fever (epiglottitis, peritonsillar or deep neck abscess)",
    when: (c) =>
      (c.has("drooling") && (any(c, "stridor", "sore_throat", "painful_swallowing") || (c.has("fever") && (c.age === undefined || c.age >= 2)))) ||
      (c.has("sore_throat") && c.has("lockjaw")),
  },
  {
    reason: "Danger signs in a young child (floppy, not feeding, bulging fontanelle)",
    // An adult who "just lies there" is not a floppy child: the sign needs a child (or an unknown age).
    when: (c) =>
      (any(c, "floppy_lethargic_child", "bulging_fontanelle") && (c.age !== undefined ? c.age < 12 : c.band === undefined || child(c))) ||
      (child(c) && c.has("poor_feeding") && any(c, "fever", "vomiting", "drowsiness")),
  },
  // The age must be known to the month: a baby entered as 0 years with no age in the note may be 11 months old.
  { reason: "Fever in an infant under 3 months", when: (c) => c.has("fever") && c.age !== undefined && c.age > 0 && c.age < 0.25 },
  { reason: "Confusion or drowsiness with fever", when: (c) => c.has("fever") && any(c, "drowsiness", "confusion") && recent(c) },
  // New confusion, without fever, in someone who was clear before: delirium (an infection, a drug,
  // low sugar, a bleed) until proven otherwise; an acutely altered mental state is MTS orange.
  { reason: "New confusion within hours or days (delirium until proven otherwise)", when: (c) => c.has("confusion") && (c.duration === "hours" || c.duration === "days") },
  // Ketones are diabetic ketoacidosis with diabetes, thirst and polyuria, deep breathing or drowsiness; with vomiting in pregnancy, starvation ketosis.
  {
    reason: "Very high blood sugar signs (fruity breath, vomiting)",
    when: (c) =>
      c.has("fruity_breath") &&
      (any(c, "diabetes_history", "excessive_thirst", "frequent_urination", "rapid_breathing", "drowsiness", "confusion", "unconscious") || (c.vitals.glucose ?? 0) >= 11),
  },
  // Ketones with vomiting and little urine: dehydrated beyond what sips can correct (hyperemesis, starvation ketosis).
  { reason: "Vomiting with ketones and little urine: dehydration needing IV fluids", when: (c) => c.has("fruity_breath") && c.has("vomiting") && any(c, "reduced_urine", "dehydration", "sunken_eyes") },
  // Not a reading taken during a past attack, normal in between (the spells of a phaeochromocytoma, for a clinician within days).
  {
    reason: "Very high blood pressure with symptoms",
    when: (c) =>
      ((c.vitals.systolic ?? 0) >= 180 || (c.vitals.diastolic ?? 0) >= 120) && !c.has("episodic_hypertension_spells") && any(c, "headache", "chest_pain", "blurred_vision", "confusion", "shortness_of_breath"),
  },
  { reason: "Low blood sugar", when: (c) => (c.vitals.glucose ?? 10) < 3.5 || c.has("low_blood_sugar") },
  // Labour and the third stage: a woman who can be giving birth.
  { reason: "Umbilical cord seen or felt before the baby (cord prolapse)", when: (c) => c.has("cord_visible") && childbearing(c) },
  { reason: "Labour going on too long or the baby stuck (obstructed labour)", when: (c) => c.has("prolonged_labour") && childbearing(c) },
  { reason: "Placenta not delivered after the birth (retained placenta)", when: (c) => c.has("placenta_not_delivered") && childbearing(c) },
  { reason: "Foreskin stuck behind a swollen head of the penis (paraphimosis)", when: (c) => c.has("foreskin_stuck") && c.sex !== "female" },
  // Priapism lasts hours; pain with erections over weeks or months (a curved penis, Peyronie's disease) is for a clinic.
  { reason: "Prolonged painful erection (priapism)", when: (c) => c.has("painful_erection") && c.sex !== "female" && c.duration !== "weeks" && c.duration !== "months" },
  { reason: "Chemical splashed into the eye: irrigate now", when: (c) => c.has("chemical_in_eye") },
  // A scratch on the eye is not an emergency; an injury that took vision away may be a penetrating one or a hyphaema.
  { reason: "Eye injury with loss or blurring of vision (possible penetrating injury or hyphaema)", when: (c) => c.has("eye_injury") && any(c, "vision_loss", "blurred_vision") },
  { reason: "Drowning or submersion", when: (c) => c.has("drowning") },
  { reason: "Electric shock or lightning strike", when: (c) => c.has("electric_shock") },
  { reason: "Smoke inhaled in a fire (airway burn or carbon monoxide)", when: (c) => c.has("smoke_inhalation") },
  // A foul-smelling wound alone is a wound infection; dying skin with fever, pain out of proportion or a cold limb is not.
  {
    reason: "Dying or blackened skin with fever, severe pain or a cold limb (necrotising infection or gangrene)",
    when: (c) => c.has("gangrene_necrosis") && any(c, "fever", "pain_out_of_proportion", "cold_pale_limb", "confusion", "low_blood_pressure"),
  },
  // A cold foot of months is chronic arterial disease or Raynaud's; of hours or days, an acutely ischaemic limb.
  { reason: "Cold, pale or pulseless limb (possible acute limb ischaemia)", when: (c) => c.has("cold_pale_limb") && c.duration !== "weeks" && c.duration !== "months" },
  { reason: "Tense swollen limb after an injury or under a cast (possible compartment syndrome)", when: (c) => c.has("tight_swollen_limb") && any(c, "injury", "deformity", "pain_out_of_proportion", "numbness") },
  { reason: "Green (bile-stained) vomiting in a child or with a distended abdomen (possible bowel obstruction or volvulus)", when: (c) => c.has("bilious_vomiting") && (child(c) || any(c, "abdominal_distension", "no_stool_or_gas", "severe_abdominal_pain")) },
  { reason: "Recent sexual assault: post-exposure prophylaxis and emergency contraception are time-critical", when: (c) => c.has("sexual_assault") && c.duration !== "weeks" && c.duration !== "months" },
  { reason: "Slow or shallow breathing (respiratory depression)", when: (c) => c.has("slow_breathing") || (c.vitals.respiratoryRate !== undefined && c.vitals.respiratoryRate < (child(c) ? 15 : 10)) },
  // "Pinpoint" alone can be a figure of speech: the pupils count with a depressed or poisoned patient.
  {
    reason: "Pinpoint pupils with drowsiness, slow breathing or poisoning (opioid or organophosphate)",
    when: (c) => c.has("pinpoint_pupils") && any(c, "drowsiness", "unconscious", "confusion", "slow_breathing", "poisoning_ingestion", "pesticide_exposure", "sweating", "vomiting"),
  },
  // IMCI (2014): severe wasting or oedema of both feet (swollen legs) under five is severe acute malnutrition; it is
  // complicated (pink, urgent referral) with a danger sign, a medical complication or a failed
  // appetite test, otherwise uncomplicated (yellow: outpatient RUTF, review within days).
  {
    reason: "Severe acute malnutrition with poor appetite, a danger sign or a medical complication",
    when: (c) =>
      underFive(c) &&
      any(c, "visible_wasting", "foot_oedema_child", "leg_swelling") &&
      any(c, "poor_feeding", "loss_of_appetite", "vomiting", "floppy_lethargic_child", "drowsiness", "unconscious", "seizure", "dehydration", "sunken_eyes", "chest_indrawing", "chest_indrawing_child", "rapid_breathing", "high_fever"),
  },
  // Tetanus: trismus with muscle spasms, or after a wound (WHO); the spasms close the airway.
  { reason: "Lockjaw with muscle spasms or after a wound (tetanus)", when: (c) => c.has("lockjaw") && any(c, "muscle_cramps", "dystonic_spasm", "neck_stiffness", "rigid_abdomen", "injury") },
  // WHO obstetric danger sign: difficulty breathing in pregnancy or after a birth; breathless lying
  // flat, with chest pain, coughed blood or one swollen leg is peripartum cardiomyopathy or a pulmonary embolus.
  {
    reason: "Breathless in pregnancy or after a birth, lying flat or with chest pain (peripartum cardiomyopathy or pulmonary embolism)",
    when: (c) =>
      (c.pregnant || (c.has("postpartum") && c.duration !== "months")) &&
      childbearing(c) &&
      c.has("shortness_of_breath") &&
      any(c, "orthopnoea", "chest_pain", "coughing_blood", "one_leg_swelling"),
  },
  // Stevens-Johnson syndrome / toxic epidermal necrolysis: blistering skin that peels off, with fever and the eyes or mouth affected or a new drug.
  {
    reason: "Blistering, peeling skin with fever and sore eyes or mouth (Stevens-Johnson syndrome / toxic epidermal necrolysis)",
    when: (c) => c.has("blistering_rash") && c.has("peeling_skin") && c.has("fever") && any(c, "red_eye", "mouth_ulcers", "painful_swallowing", "recent_antibiotics"),
  },
  // Acute pulmonary oedema (heart failure, high altitude, peripartum): pink frothy sputum with breathlessness.
  { reason: "Breathless with pink frothy sputum (acute pulmonary oedema)", when: (c) => c.has("pink_frothy_sputum") && any(c, "shortness_of_breath", "orthopnoea", "breathless_cannot_speak") },
  // NICE CKS palpitations: admit when palpitations are going on now with syncope or pre-syncope, chest
  // pain or breathlessness (a tachyarrhythmia with compromise); attacks over weeks or months, well between, are for a clinic.
  {
    reason: "Palpitations going on now with light-headedness, fainting, chest pain or breathlessness",
    when: (c) => c.has("palpitations") && c.duration === "hours" && any(c, "dizziness", "fainting", "chest_pain", "chest_tightness", "shortness_of_breath"),
  },
  // World Allergy Organization 2020 criteria: after a likely allergen (a sting, a food, a drug), skin
  // or lips swelling or a rash of hives or itch with breathing difficulty, a faint or vomiting.
  {
    reason: "After a sting or an allergen, swelling or hives with light-headedness, breathing difficulty or vomiting (anaphylaxis)",
    when: (c) =>
      recent(c) &&
      any(c, "insect_sting", "allergen_exposure") &&
      any(c, "facial_swelling", "hives", "itchy_rash") &&
      any(c, "dizziness", "fainting", "shortness_of_breath", "wheeze", "stridor", "hoarseness", "vomiting", "low_blood_pressure"),
  },
  // WHO IMPAC: fever with flank (loin) pain in pregnancy is an upper urinary tract infection, referred urgently to hospital.
  { reason: "Fever with flank pain in pregnancy (pyelonephritis: admit)", when: (c) => c.pregnant && childbearing(c) && c.has("fever") && c.has("flank_pain") },
  // A hot swollen joint with fever is septic arthritis until proven otherwise (BSR, BOA); a child
  // with fever who will not bear weight has septic arthritis or osteomyelitis until proven otherwise (Kocher).
  {
    reason: "Fever with a hot swollen joint, or a child with fever who will not bear weight (septic arthritis or osteomyelitis)",
    when: (c) => c.has("fever") && (c.has("hot_red_joint") || (c.has("cannot_bear_weight") && (c.age !== undefined ? c.age < 16 : child(c)))),
  },
  // Weakness of both legs or of all four limbs that came on within hours or days is acute flaccid
  // paralysis (Guillain-Barré syndrome, cord compression, periodic paralysis, polio) until proven
  // otherwise: SATS orange (acute focal neurology), WHO AFP surveillance; it can reach the breathing.
  {
    reason: "Weakness of both legs or of all four limbs that came on within hours or days (acute flaccid paralysis)",
    when: (c) => (c.duration === "hours" || c.duration === "days") && any(c, "leg_weakness", "muscle_weakness"),
  },
  // SATS and MTS: severe acute pain is orange (very urgent). MTS calls pain of 8 to 10 of 10 severe;
  // the form's severity is of the whole complaint, not a pain score, so the top two steps count
  // (8 put gout and a wrist fracture in the emergency room on the read sets and caught no emergency
  // that 9 with the no-confident-match rule below does not).
  { reason: "Severe (9 or 10 of 10) and began within hours (severe acute pain: SATS and MTS orange)", when: (c) => c.severity !== undefined && c.severity >= TRIAGE.severeAcutePain && c.duration === "hours" },
];

export function redFlagReasons(present: ReadonlySet<string>, context: Omit<Context, "has" | "pregnant">): string[] {
  const has = (id: string) => present.has(id);
  const ctx: Context = { ...context, has, pregnant: present.has("pregnant") };
  return RED_FLAG_RULES.filter((rule) => rule.when(ctx)).map((rule) => rule.reason);
}

const LEVEL: Record<Urgency, number> = { low: 0, medium: 1, high: 2 };
export const higherUrgency = (a: Urgency, b: Urgency): Urgency => (LEVEL[a] >= LEVEL[b] ? a : b);

/**
 * A fourth layer, for an answer with no confident match: what the knowledge base cannot name, it
 * cannot call safe. Symptoms rated severe (TRIAGE.uncertainSevere or more of 10) that began within
 * hours or days are then assessed now: an undifferentiated severe presentation is an emergency
 * until a clinician has seen it (the triage scales' rule of erring upwards when unsure).
 */
export function uncertainButSevere(severity: number | undefined, duration: DurationBand | undefined): string | null {
  if (severity === undefined || severity < TRIAGE.uncertainSevere) return null;
  if (duration !== "hours" && duration !== "days") return null;
  return `No confident match, and the symptoms are severe (${severity} of 10) and began within ${duration === "hours" ? "hours" : "days"}: assess now`;
}

/** The urgency and its reasons, from the red flags and the differential. */
export function triage(ranked: Scored[], redFlags: string[], severity?: number, unknown = 0): { urgency: Urgency; reasons: string[] } {
  const reasons = [...redFlags];
  const emergencyMass = ranked.filter((s) => s.condition.urgency === "high").reduce((sum, s) => sum + s.probability, 0);
  const topEmergency = ranked.slice(0, 3).find((s) => s.condition.urgency === "high" && s.probability >= TRIAGE.highSingle);
  if (emergencyMass >= TRIAGE.highMass) {
    reasons.push(`Emergencies together are ${Math.round(emergencyMass * 100)}% likely`);
  } else if (topEmergency) {
    reasons.push(`${topEmergency.condition.name} is plausible (${Math.round(topEmergency.probability * 100)}%)`);
  }
  if (reasons.length > 0) return { urgency: "high", reasons };
  const top = ranked[0]?.condition;
  if (top?.urgency === "medium") return { urgency: "medium", reasons: [`${top.name} needs a clinician's assessment and treatment within days`] };
  // A condition the knowledge base does not hold needs a clinician to find it.
  if (unknown >= 0.5) return { urgency: "medium", reasons: ["No condition of the knowledge base explains the findings well: a clinician should assess within days"] };
  const clinician = ranked.filter((s) => s.condition.urgency !== "low");
  const clinicianMass = clinician.reduce((sum, s) => sum + s.probability, 0);
  if (clinicianMass >= TRIAGE.mediumMass) {
    return {
      urgency: "medium",
      reasons: [`Conditions that need a clinician within days (first ${clinician[0].condition.name}) are together ${Math.round(clinicianMass * 100)}% likely`],
    };
  }
  if (severity !== undefined && severity >= 8) return { urgency: "medium", reasons: ["Severe symptoms (severity 8 or more): a clinician should assess within days"] };
  return { urgency: "low", reasons: [top ? `${top.name} usually settles with self-care or routine advice` : "Self-care or routine advice"] };
}
