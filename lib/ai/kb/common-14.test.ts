import { analyzeSymptoms } from "../engine";
import type { EngineInput } from "../types";

// The common-14 conditions (conditions/common-14.ts, findings/extra-o.ts): each presentation, written
// for this test in a patient's or parent's words (not taken from an evaluation set), puts the new
// condition first with its urgency; before, the knowledge base had no such condition and answered
// something unrelated. The neighbours they could take the answer from keep their own presentations.

type Case = [string, Omit<EngineInput, "symptoms">, string, "high" | "medium" | "low"];

describe("common-14 conditions in everyday words", () => {
  it.each<Case>([
    [
      "My son's hands shake, his speech has become slurred and he drools, he is moody and his grades at school are dropping, the eye doctor saw a brown ring around the iris",
      { age: 16, sex: "male", duration: "4 months" },
      "wilson-disease",
      "medium",
    ],
    ["My 14 year old daughter has yellow eyes, her belly is swelling with water and her hands have started to shake", { age: 14, sex: "female", duration: "2 months" }, "wilson-disease", "medium"],
    [
      "Attacks of pounding headache, palpitations and sweating, I go pale, my blood pressure shoots up very high during the attacks and is normal between them",
      { age: 38, sex: "female", duration: "4 months" },
      "phaeochromocytoma",
      "medium",
    ],
    ["I get spells of headache, sweating and palpitations with very high blood pressure, in between the BP is normal", { age: 42, sex: "male", duration: "6 months" }, "phaeochromocytoma", "medium"],
    [
      "My face has become round, I gained weight on my belly, a fat hump on the upper back and purple stretch marks, I have used bleaching creams for years",
      { age: 32, sex: "female", duration: "1 year" },
      "cushing-syndrome",
      "medium",
    ],
    ["I have been on prednisolone for asthma for a year, my face is now round and puffy, I gained weight and bruise easily", { age: 45, sex: "female", duration: "6 months" }, "cushing-syndrome", "medium"],
    [
      "For months my skin is getting darker, even my gums and the lines of my palms, I have lost weight, I am very tired, I get dizzy when I stand up and I crave salt",
      { age: 40, sex: "male", duration: "6 months" },
      "addison-disease",
      "medium",
    ],
    ["I had TB before, now my skin has become darker, I am weak, no appetite, losing weight and dizzy when I get up", { age: 35, sex: "female", duration: "3 months" }, "addison-disease", "medium"],
    [
      "My hands and feet are getting bigger, I need bigger shoes, there are gaps between my teeth, headaches, sweating a lot and joint pains",
      { age: 45, sex: "male", duration: "2 years" },
      "acromegaly",
      "medium",
    ],
    [
      "My 6 week old baby is still yellow, has a big tongue that sticks out, a hoarse cry, constipation and her belly button sticks out, she sleeps all the time",
      { age: 0.12, sex: "female" },
      "congenital-hypothyroidism",
      "medium",
    ],
    ["My 2 month old baby is yellow since birth, hardly ever cries, does not pass stool for days and feeds poorly", { age: 0.17, sex: "male" }, "congenital-hypothyroidism", "medium"],
    [
      "I woke up this morning unable to move my arms and legs, last night I ate a big plate of ugali and rice, I had the same weakness before and it went away",
      { age: 24, sex: "male", duration: "6 hours" },
      "hypokalaemic-periodic-paralysis",
      "high",
    ],
    ["Weakness of all four limbs since waking today, my potassium was low last time", { age: 30, sex: "male", duration: "hours" }, "hypokalaemic-periodic-paralysis", "high"],
  ])("'%s' (%j) → %s, %s", (symptoms, context, id, urgency) => {
    const result = analyzeSymptoms({ symptoms, ...context });
    expect(result.ranked[0].id).toBe(id);
    expect(result.urgencyLevel).toBe(urgency);
  });

  it.each<[string, Omit<EngineInput, "symptoms">, string]>([
    // Wilson disease's neighbours: a tremor, parkinsonism, liver disease of drink or a virus, a psychosis.
    ["My father is 70, his right hand shakes at rest and he walks slowly with small shuffling steps", { age: 70, sex: "male", duration: "1 year" }, "parkinsons-disease"],
    ["I drink alcohol every day for years, my belly is swollen with water, my eyes are yellow and my legs swell", { age: 50, sex: "male", duration: "3 months" }, "liver-cirrhosis"],
    ["My 8 year old has yellow eyes, dark urine, fever and vomiting", { age: 8, sex: "female", duration: "5 days" }, "hepatitis-a"],
    ["My teenage son has become aggressive, talks to himself and hears voices", { age: 16, sex: "male", duration: "2 months" }, "psychosis"],
    // Phaeochromocytoma's: panic, essential hypertension (told as going up and down), an overactive thyroid, migraine.
    ["Sudden attacks of fear, my heart races, I sweat and shake and I feel I am going to die, they pass in ten minutes", { age: 28, sex: "female", duration: "3 months" }, "panic-disorder"],
    ["I am known hypertensive, I get headaches at the back of my head and my blood pressure is high today", { age: 58, sex: "female", duration: "2 weeks" }, "hypertension"],
    ["My blood pressure goes up and down, I take my tablets sometimes, headache at the back of the head", { age: 55, sex: "male", duration: "2 months" }, "hypertension"],
    ["I am losing weight though I eat well, my heart races, my hands shake, I sweat and hate the heat", { age: 35, sex: "female", duration: "3 months" }, "hyperthyroidism"],
    ["Throbbing headache on one side with vomiting, I cannot stand light, it comes every month", { age: 30, sex: "female", duration: "1 year" }, "migraine"],
    // Cushing syndrome's: weight gain, PCOS, an underactive thyroid, a puffy face of the kidneys, dark patches, eczema on a steroid cream.
    ["I have gained a lot of weight over the years, I get tired easily and my knees hurt", { age: 45, sex: "female", duration: "3 years" }, "obesity"],
    ["My periods are irregular, I have hair on my chin and I keep gaining weight", { age: 24, sex: "female", duration: "1 year" }, "polycystic-ovary-syndrome"],
    ["I am tired all the time, gaining weight, I feel cold when others are warm, constipation and dry skin", { age: 45, sex: "female", duration: "6 months" }, "hypothyroidism"],
    ["My child's face is puffy in the morning, his legs are swollen and the urine is frothy", { age: 5, sex: "male", duration: "2 weeks" }, "nephrotic-syndrome"],
    ["Dark patches on my cheeks and forehead, I have been using a lightening cream but they are not going", { age: 30, sex: "female", duration: "6 months" }, "melasma"],
    ["I have eczema on my arms and I use a steroid cream, it is itchy and dry", { age: 25, sex: "female", duration: "3 months" }, "eczema"],
    ["Pimples on my face and back for months, I use a toning cream", { age: 20, sex: "female", duration: "6 months" }, "acne"],
    // Addison disease's: advanced HIV, TB, a faint on standing of the old, depression, anaemia, and the adrenal crisis itself.
    ["I am HIV positive and not on ARVs, I am losing weight, diarrhoea for a month, fever and weakness", { age: 35, sex: "male", duration: "2 months" }, "advanced-hiv"],
    ["Cough for two months, night sweats, losing weight and fever in the evenings", { age: 30, sex: "male" }, "pulmonary-tuberculosis"],
    ["I take medicine for blood pressure and I get dizzy when I stand up from bed", { age: 72, sex: "female", duration: "3 weeks" }, "postural-hypotension"],
    ["For two months I feel sad, no interest in anything, tired, poor sleep and I lost weight", { age: 34, sex: "female" }, "major-depression"],
    ["I am always tired, pale and dizzy, my periods are heavy", { age: 30, sex: "female", duration: "3 months" }, "iron-deficiency-anaemia"],
    ["Known Addison disease, vomiting and abdominal pain since yesterday, now confused, BP 80/50", { age: 35, sex: "female", duration: "1 day" }, "adrenal-crisis"],
    ["I was on prednisolone for years and stopped it suddenly last week, now I am vomiting, dizzy and I fainted", { age: 50, sex: "male", duration: "2 days" }, "adrenal-crisis"],
    // Acromegaly's: carpal tunnel syndrome, sleep apnoea, arthritis, the swollen feet of heart failure.
    ["Numbness and tingling in my thumb and fingers at night, I shake my hand to get the feeling back", { age: 45, sex: "female", duration: "2 months" }, "carpal-tunnel-syndrome"],
    ["I snore loudly, my wife says I stop breathing at night and I fall asleep during the day", { age: 50, sex: "male", duration: "1 year" }, "obstructive-sleep-apnoea"],
    ["Both my knees ache when I walk and are stiff in the morning for a few minutes", { age: 65, sex: "female", duration: "2 years" }, "osteoarthritis"],
    ["My legs are swollen, my shoes do not fit, I am breathless when I lie flat", { age: 68, sex: "male", duration: "3 weeks" }, "heart-failure"],
    // Congenital hypothyroidism's: newborn jaundice (early, or prolonged in a thriving baby), constipation, an umbilical hernia, sepsis.
    ["My 4 day old baby's eyes and skin are yellow, he is breastfeeding well", { age: 0.01, sex: "male" }, "neonatal-jaundice"],
    ["My 3 week old baby is still yellow but feeding well and growing, stools are yellow", { age: 0.06, sex: "male" }, "neonatal-jaundice"],
    ["My 8 month old baby has hard stools and strains and cries when passing stool", { age: 0.7, sex: "male", duration: "2 weeks" }, "constipation"],
    ["My baby's belly button sticks out when he cries, he is feeding and growing well", { age: 0.5, sex: "male", duration: "2 months" }, "umbilical-hernia"],
    ["My 2 week old baby is floppy, not feeding and her body is hot", { age: 0.04, sex: "female", duration: "1 day" }, "neonatal-sepsis"],
    // Periodic paralysis's: Guillain-Barré syndrome, a stroke on waking, high potassium of kidney failure, an allergic swollen tongue.
    ["After diarrhoea two weeks ago my legs became weak and now the weakness is going up to my arms, tingling in my feet", { age: 30, sex: "male", duration: "4 days" }, "guillain-barre"],
    ["He woke up unable to move his right arm and leg and his speech is slurred", { age: 67, sex: "male", duration: "3 hours" }, "ischaemic-stroke"],
    ["I am on dialysis for kidney failure and missed two sessions, now my muscles are weak and my heart is beating slowly", { age: 50, sex: "male", duration: "1 day" }, "hyperkalaemia"],
    ["My tongue is swollen and my lips are big after eating peanuts, I am wheezing", { age: 25, sex: "female", duration: "30 minutes" }, "anaphylaxis"],
  ])("leaves the neighbour's presentation '%s' (%j) to %s", (symptoms, context, id) => {
    expect(analyzeSymptoms({ symptoms, ...context }).ranked[0].id).toBe(id);
  });
});
