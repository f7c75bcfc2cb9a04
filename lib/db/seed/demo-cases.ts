// Appointment reasons with the clinical picture a completed visit records, by department.

import type { DepartmentName } from "./demo-data";

export type ClinicalCase = {
  reason: string;
  symptoms: string;
  diagnosis: string;
  prescription: string;
  treatmentPlan: string;
};

const c = (reason: string, symptoms: string, diagnosis: string, prescription: string, treatmentPlan: string): ClinicalCase => ({
  reason,
  symptoms,
  diagnosis,
  prescription,
  treatmentPlan,
});

export const CLINICAL_CASES: Readonly<Partial<Record<DepartmentName, readonly ClinicalCase[]>>> = {
  "Emergency Department": [
    c("Review after road traffic injury", "Pain and swelling of the right ankle after a motorcycle fall two days ago", "Right ankle sprain, grade II", "Ibuprofen 400 mg three times daily for 5 days", "Rest, ice, compression and elevation; crutches; review in 2 weeks"),
    c("Follow-up after severe malaria admission", "Fatigue and poor appetite one week after treatment for severe malaria", "Post-malaria anaemia", "Ferrous sulphate 200 mg daily, folic acid 5 mg daily for 3 months", "Full blood count in 4 weeks; mosquito net use counselled"),
    c("Wound dressing review", "Healing laceration on the left forearm, mild redness at the edges", "Superficial wound infection", "Flucloxacillin 500 mg four times daily for 5 days", "Daily dressing at the clinic; remove sutures on day 10"),
  ],
  Cardiology: [
    c("Follow-up for hypertension", "Occasional headaches, home blood pressure readings around 160/100 mmHg", "Uncontrolled essential hypertension", "Amlodipine 10 mg once daily, losartan 50 mg once daily", "Reduce salt intake, daily walks; blood pressure log; review in 4 weeks"),
    c("Chest pain on exertion", "Tight central chest pain when climbing stairs, relieved by rest within minutes", "Stable angina pectoris", "Aspirin 75 mg daily, atorvastatin 40 mg nightly, glyceryl trinitrate spray as needed", "Exercise ECG and echocardiogram; lipid profile; review with results"),
    c("Palpitations and shortness of breath", "Irregular fast heartbeat for two weeks with breathlessness on walking", "Atrial fibrillation with rapid ventricular response", "Bisoprolol 2.5 mg daily, apixaban 5 mg twice daily", "Echocardiogram and thyroid function tests; review in 2 weeks"),
    c("Echocardiogram results review", "Ankle swelling and breathlessness when lying flat for one month", "Heart failure with reduced ejection fraction", "Furosemide 40 mg every morning, enalapril 5 mg twice daily", "Daily weight chart, fluid restriction 1.5 litres; review in 2 weeks"),
  ],
  Pediatrics: [
    c("Fever and cough in a child", "Fever for three days, productive cough and fast breathing", "Community-acquired pneumonia", "Amoxicillin 250 mg three times daily for 5 days, paracetamol syrup as needed", "Oral fluids, review in 48 hours or earlier if breathing worsens"),
    c("Well-child growth review", "Routine growth check, parent reports picky eating", "Normal growth and development", "Vitamin A supplementation as per schedule", "Balanced diet counselling; next growth review in 3 months"),
    c("Diarrhoea and vomiting", "Watery stools five times a day for two days with vomiting, mild dehydration", "Acute gastroenteritis with some dehydration", "Oral rehydration salts, zinc 20 mg daily for 10 days", "Continue breastfeeding and feeding; return if unable to drink"),
    c("Asthma follow-up", "Night-time cough and wheeze twice a week", "Partly controlled childhood asthma", "Beclomethasone inhaler 100 mcg twice daily with spacer, salbutamol as needed", "Inhaler technique taught; avoid smoke exposure; review in 6 weeks"),
  ],
  "Internal Medicine": [
    c("Diabetes review", "Increased thirst and frequent urination, fasting glucose 11.2 mmol/L", "Type 2 diabetes mellitus, poorly controlled", "Metformin 1 g twice daily, gliclazide 80 mg daily", "HbA1c in 3 months; diet counselling; foot care education"),
    c("Persistent cough for three weeks", "Cough for three weeks with night sweats and weight loss", "Suspected pulmonary tuberculosis", "None until sputum results are available", "Sputum GeneXpert and chest X-ray; review with results in 3 days"),
    c("Upper abdominal pain", "Burning epigastric pain worse at night, relieved by food", "Peptic ulcer disease", "Omeprazole 20 mg twice daily, amoxicillin and clarithromycin for 14 days", "H. pylori stool antigen test; avoid NSAIDs; review in 4 weeks"),
    c("Thyroid function follow-up", "Weight gain, tiredness and feeling cold for several months", "Primary hypothyroidism", "Levothyroxine 50 mcg once daily before breakfast", "Repeat thyroid function tests in 6 weeks"),
  ],
  Surgery: [
    c("Post-operative review after hernia repair", "Mild pain at the incision site ten days after inguinal hernia repair", "Uncomplicated recovery after hernia repair", "Paracetamol 1 g three times daily as needed", "No heavy lifting for 6 weeks; review in 1 month"),
    c("Right lower abdominal pain", "Intermittent right iliac fossa pain for one week without fever", "Chronic appendicitis, suspected", "Paracetamol 1 g three times daily as needed", "Abdominal ultrasound; surgical review with results"),
    c("Lump in the breast", "Painless mobile lump in the left breast noticed a month ago", "Breast fibroadenoma, suspected", "None", "Breast ultrasound and core biopsy; review with results"),
  ],
  Radiology: [
    c("Abdominal ultrasound review", "Right upper abdominal discomfort after fatty meals", "Gallstones without cholecystitis", "Hyoscine butylbromide 10 mg as needed for pain", "Low-fat diet; refer to general surgery for elective cholecystectomy"),
    c("Chest X-ray results discussion", "Chronic cough, chest X-ray requested by the physician", "Right lower lobe consolidation", "Amoxicillin-clavulanate 625 mg three times daily for 7 days", "Repeat chest X-ray in 6 weeks to confirm resolution"),
    c("Knee X-ray review", "Knee pain and stiffness in the morning for six months", "Osteoarthritis of the right knee", "Paracetamol 1 g three times daily, topical diclofenac gel", "Physiotherapy referral; weight reduction advice"),
  ],
};

export const REJECTION_REASONS = [
  "Doctor attending an emergency surgery; please rebook for another day",
  "Doctor on leave on this date; the front desk will reschedule",
  "Requires a referral letter first; please see the general outpatient clinic",
] as const;

export const CANCELLATION_REASONS = [
  "Cancelled by the patient: travelling upcountry",
  "Cancelled by the patient: feeling better",
  "Cancelled by the front desk at the patient's request; to be rescheduled",
] as const;

export const BOOKING_NOTES = [
  "Bring previous results and medication list",
  "Accompanied by a relative",
  "Fasting blood sample required on arrival",
  "Wheelchair access needed",
] as const;
