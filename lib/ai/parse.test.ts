import { ageFromText, durationBand, gestationFromText, sexFromText, vitalsFromText } from "./context";
import { parseInput } from "./parse";
import { stem, tokenize, normaliseText } from "./text";
import { withinOneEdit } from "./vocabulary";

// The parser: lay words and synonyms to findings, negation, spelling, vital signs, age, sex, duration.

const parse = (symptoms: string) => parseInput({ symptoms });
const present = (symptoms: string) => parse(symptoms).present;
const absent = (symptoms: string) => parse(symptoms).absent;

describe("synonyms and lay terms", () => {
  it.each([
    ["My tummy ache started this morning", "abdominal_pain"],
    ["I can't breathe properly", "shortness_of_breath"],
    ["he is passing blood from behind", "blood_in_stool"],
    ["keeps throwing up", "vomiting"],
    ["running stomach since yesterday", "diarrhoea"],
    ["hot body and shivering", "fever"],
    ["burning when I pee", "painful_urination"],
    ["headaches", "headache"],
    ["coughing up blood", "coughing_blood"],
  ])("'%s' → %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it("prefers the longest phrase and adds the general finding a specific one implies", () => {
    const found = present("crushing chest pain");
    expect(found).toEqual(expect.arrayContaining(["crushing_chest_pain", "chest_pain"]));
  });

  it("corrects a one-letter misspelling of a long word, and only then", () => {
    expect(present("severe diarhoea and vomitting")).toEqual(expect.arrayContaining(["diarrhoea", "vomiting"]));
    expect(withinOneEdit("vomitting", "vomiting")).toBe(true);
    expect(withinOneEdit("fever", "fewer")).toBe(true);
    expect(withinOneEdit("cough", "couch")).toBe(true);
    expect(withinOneEdit("rash", "rush" + "x")).toBe(false);
  });
});

describe("lay intensity, shared nouns, sunburn and misspellings (issue 19)", () => {
  it.each([
    ["really bad stomach pain", "severe_abdominal_pain"],
    ["in agony with belly pain", "severe_abdominal_pain"],
    ["awful belly pain and vomiting", "severe_abdominal_pain"],
  ])("reads the intensity of '%s' as %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it("keeps 'very bad breath' bad breath, not severe", () => {
    expect(normaliseText("very bad breath")).toBe("very bad breath");
    expect(normaliseText("a very bad cough")).toBe("a severe cough");
  });

  it("keeps 'worst' for the thunderclap headache, not every severe one", () => {
    expect(present("terrible headache")).not.toContain("sudden_severe_headache");
    expect(present("worst headache of my life")).toContain("sudden_severe_headache");
  });

  it.each(["neck pain and stiffness", "pain and stiffness in the neck", "stiff and painful neck", "stiff painful neck"])(
    "reads '%s' as neck pain and a stiff neck",
    (text) => {
      expect(present(text)).toEqual(expect.arrayContaining(["neck_pain", "neck_stiffness"]));
    },
  );

  it.each(["sunburn on my shoulders after the beach", "burnt by the sun, my back is red and painful", "I burned in the sun yesterday"])(
    "reads '%s' as sunburn, not a thermal burn or back pain",
    (text) => {
      const found = present(text);
      expect(found).toContain("sunburn_skin");
      expect(found).not.toContain("burn");
      expect(found).not.toContain("back_pain");
    },
  );

  it.each([
    ["diahrea since morning", "diarrhoea"],
    ["vomting all night", "vomiting"],
    ["soar throat", "sore_throat"],
    ["feva and coff", "fever"],
    ["temprature and headake", "headache"],
  ])("reads the misspelt '%s' as %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it("still reads the misspellings the one-edit correction already reached", () => {
    const found = ["diarrea", "stomache ache", "vommiting", "feaver", "head ache", "cought", "breathlesness"].map((t) => present(t)[0]);
    expect(found).toEqual(["diarrhoea", "abdominal_pain", "vomiting", "fever", "headache", "cough", "shortness_of_breath"]);
  });
});

describe("negation", () => {
  it("reads 'no X' as absent and keeps the rest present", () => {
    const parsed = parse("fever and headache, no neck stiffness");
    expect(parsed.present).toEqual(expect.arrayContaining(["fever", "headache"]));
    expect(parsed.absent).toContain("neck_stiffness");
    expect(parsed.present).not.toContain("neck_stiffness");
  });

  it("carries a negation over a list", () => {
    expect(absent("Denies chest pain, shortness of breath or palpitations.")).toEqual(
      expect.arrayContaining(["chest_pain", "shortness_of_breath", "palpitations"]),
    );
  });

  it("stops at 'but' and at a new sentence", () => {
    const parsed = parse("No fever but has a cough. Vomiting twice.");
    expect(parsed.absent).toContain("fever");
    expect(parsed.present).toEqual(expect.arrayContaining(["cough", "vomiting"]));
  });

  it("understands a negation after the finding and 'without'", () => {
    expect(absent("neck stiffness: absent")).toContain("neck_stiffness");
    expect(parse("diarrhoea without blood").present).toContain("diarrhoea");
  });

  it("reads a function reported normal as its findings absent, and nothing else", () => {
    const bite = parse("insect bite, vision normal");
    expect(bite.present).toContain("insect_sting");
    expect(bite.absent).toEqual(expect.arrayContaining(["blurred_vision", "vision_loss"]));
    expect(absent("breathing is normal")).toContain("shortness_of_breath");
    expect(absent("his hearing is fine")).toContain("hearing_loss");
    const cough = parse("short of breath, normal hearing");
    expect(cough.present).toContain("shortness_of_breath");
    expect(cough.absent).toContain("hearing_loss");
    expect(absent("pregnancy test negative")).toContain("pregnant");
    expect(absent("rash: none")).toContain("rash");
  });

  it("does not treat 'no longer' as a negation of what follows", () => {
    expect(present("no longer able to walk, severe headache")).toContain("headache");
  });
});

describe("negation through 'have' and across a new clause", () => {
  it.each([
    ["I don't have a fever", "fever"],
    ["she has not had any fever", "fever"],
    ["he doesn't have diarrhoea", "diarrhoea"],
    ["I have not had a cough", "cough"],
    ["he has never had fits", "seizure"],
  ])("'%s' denies %s", (text, finding) => {
    expect(absent(text)).toContain(finding);
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["no fever but I have a cough", "cough"],
    ["I don't feel love for her and I feel guilty about it", "hopelessness"],
    ["he is not eating and has diarrhoea", "diarrhoea"],
  ])("'%s' still has %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});

describe("vital signs, age, sex and duration in the text", () => {
  it("reads temperature, blood pressure, saturation and rates", () => {
    expect(vitalsFromText("t 39.4 bp 85/50 hr 128 rr 32 spo2 89% rbs 2.8")).toEqual({
      temperature: 39.4,
      systolic: 85,
      diastolic: 50,
      heartRate: 128,
      respiratoryRate: 32,
      spo2: 89,
      glucose: 2.8,
    });
    expect(vitalsFromText("temp 102.2 f").temperature).toBe(39);
    expect(present("T 39.5, BP 80/50, SpO2 88%")).toEqual(
      expect.arrayContaining(["fever", "high_fever", "low_blood_pressure", "shortness_of_breath"]),
    );
  });

  it.each([
    ["45m chest pain", 45],
    ["a 3-year-old girl", 3],
    ["6 week old baby", 6 / 52],
    ["aged 70", 70],
    ["9 months old infant", 0.75],
  ])("reads the age in '%s'", (text, age) => {
    expect(ageFromText(normaliseText(text))).toBeCloseTo(age, 3);
  });

  it("takes 'the baby' of a woman in labour or with a retained placenta for hers, not the patient's age", () => {
    expect(ageFromText(normaliseText("baby born an hour ago, the placenta is stuck"))).toBeUndefined();
    expect(ageFromText(normaliseText("in labour since yesterday and the baby is stuck"))).toBeUndefined();
    expect(ageFromText(normaliseText("baby with fever and vomiting"))).toBeCloseTo(0.6, 3);
  });

  it("reads the sex from the words used", () => {
    expect(sexFromText("45m chest pain")).toBe("male");
    expect(sexFromText("she has a headache")).toBe("female");
    expect(sexFromText("headache")).toBeUndefined();
  });

  it.each([
    ["less-than-24-hours", "hours"],
    ["4-7-days", "days"],
    ["2-4-weeks", "weeks"],
    ["more-than-1-month", "months"],
    ["for 3 days", "days"],
    ["cough x 3/52", "weeks"],
    ["since yesterday", "days"],
    ["for two months", "months"],
    ["10 days", "weeks"],
    ["6 hours", "hours"],
    ["3d", "days"],
    ["an hour ago", "hours"],
    ["a couple of weeks", "weeks"],
    // "and" is not "an" + "d" (a day): the duration is the one written.
    ["cough and fever for 3 weeks", "weeks"],
    ["weight loss and night sweats for months", "months"],
    ["headache and vomiting", undefined],
  ])("reads the duration '%s' as %s", (text, band) => {
    expect(durationBand(text)).toBe(band);
  });

  it("reads measured vital signs as findings, over the values written in the text", () => {
    const parsed = parseInput({ symptoms: "cough and tiredness, T 37.0", vitals: { temperature: 39.4, systolic: 84, diastolic: 50 } });
    expect(parsed.vitals).toMatchObject({ temperature: 39.4, systolic: 84 });
    expect(parsed.present).toEqual(expect.arrayContaining(["fever", "high_fever", "low_blood_pressure"]));
    expect(parseInput({ symptoms: "cough and tiredness" }).present).not.toContain("fever");
  });

  it("lets the form's fields win over the text", () => {
    const parsed = parseInput({ symptoms: "45M with a cough for 3 days", age: 50, sex: "female", duration: "more-than-1-month" });
    expect(parsed).toMatchObject({ age: 50, sex: "female", duration: "months", ageBand: "adult" });
  });
});

describe("weeks of pregnancy in the text", () => {
  it.each<[string, number | undefined]>([
    ["I'm 30 weeks and I get a pain", 30],
    ["I am 8 weeks pregnant and bleeding", 8],
    ["Pregnant woman 28 weeks, BMI 34", 28],
    ["G2P1 at 28/40", 28],
    ["36 weeks gestation", 36],
    ["pregnant and coughing for 6 weeks", undefined],
    ["my baby is 6 weeks old", undefined],
    ["she is 6 weeks and has a fever", undefined],
    ["I delivered 2 weeks ago", undefined],
    ["BP 120/40", undefined],
  ])("'%s' → %s", (text, weeks) => {
    expect(gestationFromText(normaliseText(text))).toBe(weeks);
  });

  it("reads a mother's 'my baby is 6 weeks old' as a recent birth, and not of the baby", () => {
    expect(parseInput({ symptoms: "My baby is 6 weeks old and I feel so sad and empty", age: 26, sex: "female" }).present).toContain("postpartum");
    expect(present("My baby is 6 weeks old and has a fever")).not.toContain("postpartum");
  });

  it("gives early (under 20 weeks) or preterm (20 to 36) pregnancy, and a pregnancy, from the weeks", () => {
    expect(present("I'm 30 weeks and my back hurts")).toEqual(expect.arrayContaining(["preterm_pregnancy", "pregnant"]));
    expect(present("I am 8 weeks pregnant with spotting")).toContain("early_pregnancy");
    expect(present("I am 39 weeks pregnant with tightenings")).not.toEqual(expect.arrayContaining(["preterm_pregnancy"]));
  });
});

describe("text normalisation", () => {
  it("spells out contractions and stems plurals the same on both sides", () => {
    expect(normaliseText("Can't breathe, doesn't eat")).toBe("cannot breathe, does not eat");
    expect(stem("rashes")).toBe("rash");
    expect(stem("headaches")).toBe("headache");
    expect(stem("loss")).toBe("loss");
    expect(tokenize("fever. no cough").map((t) => t.word)).toEqual(["fever", "|", "no", "cough"]);
  });
});

describe("words outside their clinical sense (lib/ai/kb/innocent.ts)", () => {
  // Each of these sentences gives the finding when the innocent expressions are left out.
  it.each([
    ["I came back from the market and the pain is worse", "back_pain"],
    ["the pain came back this morning, in my tummy", "back_pain"],
    ["pain at the back of the knee when walking", "back_pain"],
    ["I burnt the rice while I was dizzy", "burn"],
    ["burnt the food, smoke made me cough", "burn"],
    ["my back is red and sore after a day at the beach", "back_pain"],
    ["I'm scared of getting HIV and getting pregnant", "pregnant"],
    ["my hands are weak and I can't button my shirt", "periumbilical_pain"],
    ["my leg suddenly became very painful and cold", "mouth_ulcers"],
    ["I'm bleeding a little down there", "pallor"],
    ["my blood sugar is low", "pallor"],
    ["tooth ache in my lower back tooth for a week", "back_pain"],
    ["he has pain in his private parts on the right", "genital_ulcer"],
    ["my throat is sore in the morning", "genital_ulcer"],
    ["the stream is weak and it dribbles at the end", "suicidal_thoughts"],
    ["the stream is weak and it dribbles at the end", "drooling"],
    ["pain shooting down my leg like an electric shock", "low_blood_pressure"],
    ["my periods are regular and not heavy", "heavy_periods"],
    ["28 weeks pregnant, random blood sugar 11.8", "vaginal_bleeding"],
    ["33 weeks pregnant and I scratch till it bleeds", "vaginal_bleeding"],
    ["red lines on the skin that burn and itch", "burn"],
    ["he is calm and quiet now", "stridor_when_upset"],
    ["I put the burn under cold water for a long time", "drowning"],
    ["at night I need 3 pillows or I feel like I'm drowning", "drowning"],
    ["pain in my bones like they are breaking", "deformity"],
    ["she can't walk to the water tap without stopping", "leg_weakness"],
    ["a black centre like burnt skin", "burn"],
    ["my mother died of a swollen liver and I am tired", "enlarged_liver"],
    ["I hardly drink alcohol", "heavy_alcohol_use"],
    ["I am past the menopause and have a rash", "hot_flushes"],
    ["diarrhoea without blood", "bloody_diarrhoea"],
    ["the business collapsed and the loan people call every day", "unconscious"],
    ["itchy bumps under my breasts since the hot season", "breast_pain"],
    ["sudden pain low in the belly, I can't stand straight", "leg_weakness"],
    ["I felt sweaty and my vision went grey, then I fainted", "cold_clammy_skin"],
    ["puffy face and swollen legs, he is 6", "swelling_face_hands"],
    ["fevers not responding to antimalarials", "unconscious"],
    ["sputum for TB negative twice", "productive_cough"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["my back pain came back after lifting a bag", "back_pain"],
    ["lower back pain for a week", "back_pain"],
    ["my back is painful and stiff since lifting", "back_pain"],
    ["I burnt my hand on the pot", "burn"],
    ["spilled hot water, scalded her arm", "burn"],
    ["she had a fit this morning and is sleepy", "seizure"],
    ["he is being sick, vomited three times", "vomiting"],
    ["pregnant, 30 weeks, headache and swollen feet", "pregnant"],
    ["we have been trying to get pregnant for two years", "cannot_conceive"],
    ["pain around the belly button since morning", "periumbilical_pain"],
    ["a cold sore on my lip again", "cold_sore"],
    ["the nurse said she has little blood", "pallor"],
    ["my blood sugar is low and I am shaking", "low_blood_sugar"],
    ["a man I don't know forced me to have sex", "sexual_assault"],
    ["since 3 days my legs are becoming weak and it is going up", "leg_weakness"],
    ["puffy face and swollen legs, he is 6", "leg_swelling"],
    ["my kidneys are not working well and my blood protein is high", "paraprotein"],
    ["bruises on his legs without a knock", "unexplained_bleeding"],
    ["he says he wants to end it all", "suicidal_thoughts"],
    ["diarrhoea without blood", "diarrhoea"],
    ["my mother has been weak and losing weight for months", "weight_loss"],
    ["my brother died of TB and now I cough", "cough"],
    ["I have HIV and stopped my ARVs", "hiv_positive"],
    ["her pee looked pinkish this morning", "blood_in_urine"],
    ["he turns blue when he cries", "cyanosis"],
    ["14 weeks pregnant and now I am bleeding dark blood", "vaginal_bleeding"],
    ["small things like grapes or bubbles are coming out", "molar_signs"],
    ["pain and swelling of my right testical", "testicular_pain"],
    ["the edge is raised and scaly and the middle is clearing", "ring_shaped_rash"],
    ["something like a see-through plastic bag touched my leg", "marine_sting"],
    ["he has given away his cows to his brother", "suicidal_thoughts"],
    ["my right hand is not working and my mouth is pulling to one side", "facial_droop"],
    ["twisted my ankle playing football", "twisted_joint"],
    ["he cannot walk, legs weak since 2 days", "leg_weakness"],
    ["his leg is bent and the bone is sticking out through the skin", "bone_through_skin"],
    ["she is vomiting, her eyes are yellow", "jaundice"],
    ["blood is spurting out in jets, the cloth is soaked", "severe_external_bleeding"],
    ["red skin on the bum where the nappy sits", "nappy_area_rash"],
    ["a small brown one with a curled tail stung me", "scorpion_sting"],
    ["small water blisters in a line on that side only", "dermatomal_rash"],
    ["a noisy sound when he breathes in when he cries, when he is calm it goes", "stridor_when_upset"],
    ["bleeding after the menopause", "postmenopausal_bleeding"],
    ["a painful pimple on the edge of my lower eyelid", "eyelid_lump"],
    ["my manhood is not standing well, it goes soft", "erection_problems"],
    ["they cut up a cow that died suddenly and shared the meat", "raw_milk_livestock"],
    ["a sore with a black centre like charcoal on his arm", "skin_ulcer"],
    ["the area where you sit on a saddle has no feeling", "saddle_numbness_incontinence"],
    ["she looks grey and sweaty and confused", "cold_clammy_skin"],
    ["a painful sore on my penis", "genital_ulcer"],
    ["sores on his legs that do not heal", "skin_ulcer"],
    ["a sore in my mouth for a week", "mouth_ulcers"],
    ["my throat is sore in the morning", "sore_throat"],
    ["he has pain in his private parts on the right", "testicular_pain"],
    ["at the blood donation they found the liver virus in my blood", "hepatitis_b_positive"],
    ["I keep seeing it again in dreams and jump at loud noises", "flashbacks"],
    ["the baby's whole body goes stiff when touched", "muscle_cramps"],
  ])("'%s' still has %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});

describe("everyday words that need their clinical context (CONTEXT_RULES, lib/ai/kb/innocent.ts)", () => {
  const withAge = (symptoms: string, age: number) => parseInput({ symptoms, age }).present;

  it.each([
    ["the clinic called me back and said there is a problem with my blood test", "back_pain"],
    ["a painful pimple with a yellow point on my eyelid", "jaundice"],
    ["yellowish pus coming from the cut", "jaundice"],
    ["twisted bluish veins on my calves", "cyanosis"],
    ["the pain shoots down my leg like lightning", "electric_shock"],
    ["she took the tablets after a fight with her husband", "injury"],
    ["spent the day at the beach without sunscreen, now my skin feels hot", "fever"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["my back is giving me problems, it pains when I bend", "back_pain"],
    ["back problems for years", "back_pain"],
    ["his eyes have gone yellow", "jaundice"],
    ["the baby looks yellow", "jaundice"],
    ["he is jaundiced", "jaundice"],
    ["her lips are bluish", "cyanosis"],
    ["the baby went bluish while feeding", "cyanosis"],
    ["struck by lightning in the storm", "electric_shock"],
    ["he was hit during a fight and his jaw is swollen", "injury"],
    ["I feel hot and shivery since last night", "fever"],
  ])("'%s' still has %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it.each([
    ["it burns when I swallow", "burn"],
    ["it stings when my blouse touches it", "insect_sting"],
    ["pain shooting down my leg like an electric shock", "injury"],
    ["the burning pain comes when I bend to weed the garden", "drug_use"],
    ["the pain gets better when I drink milk", "symptoms_after_dairy"],
    ["I lie in bed for two hours before I fall asleep", "excessive_sleep"],
    ["she left the gas on twice", "bloating"],
    ["sometimes I fall down and shake all over", "poor_coordination"],
    ["feeding from that side hurts a lot", "flank_pain"],
    ["8 weeks pregnant with a mild ache low down like period pain", "painful_periods"],
    ["I woke up in a pool of bright red blood", "blood_in_stool"],
    ["I pass urine normally", "frequent_urination"],
    ["student from a boarding school with a fever", "compulsions"],
    ["it stings when my blouse touches it", "head_lice"],
  ])("'%s' has no %s (batch 2)", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["I burnt my hand on the stove", "burn"],
    ["stung by a bee on the arm", "insect_sting"],
    ["he touched a live wire and got an electric shock", "electric_shock"],
    ["he smokes weed every day", "drug_use"],
    ["bloated and gassy after I drink milk", "symptoms_after_dairy"],
    ["she falls asleep during the day", "excessive_sleep"],
    ["passing a lot of gas with belly pain", "bloating"],
    ["he is unsteady and falls over when he walks", "poor_coordination"],
    ["pain in my right side going to the back", "flank_pain"],
    ["bad period pain every month", "painful_periods"],
    ["bright red blood on the toilet paper when I wipe", "blood_in_stool"],
    ["the baby is not drinking", "poor_feeding"],
  ])("'%s' still has %s (batch 2)", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it.each([
    ["a hot water bottle helps a bit", "burn"],
    ["my leg below the knee is red and swollen", "hot_red_joint"],
    ["the skin is broken with teeth marks", "toothache"],
    ["the skin is broken with teeth marks", "rash"],
    ["my wrist is sore and gripping hurts", "elbow_pain"],
    ["I am drinking plenty of water", "excessive_thirst"],
    ["I can't... talk much... my chest is tight", "racing_thoughts"],
    ["her mother is diabetic", "diabetes_history"],
  ])("'%s' has no %s (batch 3)", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["every month on the first day of my period I get cramps, I feel like vomiting", "painful_periods"],
    ["I have a broken tooth", "toothache"],
    ["I am drinking a lot of water", "excessive_thirst"],
    ["my diabetes is not controlled", "diabetes_history"],
    ["he is talking too much and not sleeping", "racing_thoughts"],
    ["without a helmet he hit his head", "head_injury"],
  ])("'%s' still has %s (batch 3)", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it.each([
    ["the spoon fell from his right hand", "injury"],
    ["he has stopped shivering and is confused", "chills"],
    ["milk dribbles out of her mouth after feeds", "drooling"],
    ["he was eating groundnuts while playing and suddenly started choking", "allergen_exposure"],
  ])("'%s' has no %s (batch 4)", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it("reads 'cannot stay still' as hyperactivity in a child, not of an adult in pain", () => {
    expect(withAge("he cannot sit still in class", 8)).toContain("hyperactivity");
    expect(withAge("I can't stay still with this pain", 40)).not.toContain("hyperactivity");
  });

  it("reads 'stopped' just before a finding as its end, and leaves a phrase that holds it alone", () => {
    expect(absent("he has stopped shivering")).toContain("chills");
    expect(present("the baby has stopped moving")).toContain("reduced_fetal_movements");
    expect(present("he has stopped peeing")).toContain("reduced_urine");
  });

  it("reads 'not drinking' as poor feeding in a child, not of an adult who does not drink alcohol", () => {
    expect(withAge("he is not drinking and very sleepy", 2)).toContain("poor_feeding");
    expect(withAge("I fall down and shake, I do not drink", 30)).not.toContain("poor_feeding");
  });

  it("reads screaming as inconsolable crying in an infant, not in an adult", () => {
    expect(withAge("he is screaming and will not feed", 1)).toContain("inconsolable_crying");
    expect(withAge("the baby keeps crying and will not feed", 0)).toContain("inconsolable_crying");
    expect(withAge("I keep crying since my husband left", 30)).not.toContain("inconsolable_crying");
    expect(withAge("he is screaming, says his eye is burning", 35)).not.toContain("inconsolable_crying");
  });
});

describe("lay phrasings of common complaints (issue 19, first blind set)", () => {
  it.each([
    ["I have not gone to the toilet properly and when I go it is hard small pieces", "constipation"],
    ["I have to strain on the toilet", "constipation"],
    ["fell and there is a lump on his forehead", "head_injury"],
    ["he rolled off the sofa", "injury"],
    ["while plastering, the mixture splashed into his right eye", "chemical_in_eye"],
    ["it is like a grey curtain coming down over what I see", "vision_loss"],
    ["I saw a shower of black dots in one eye", "floaters_flashes"],
    ["she took a whole packet of Panadol", "paracetamol_ingestion"],
    ["took a whole packet of her mother's pills", "poisoning_ingestion"],
    ["we went to the beach and forgot sunscreen", "heat_exposure"],
    ["her belly button sticks out when she cries", "umbilical_bulge"],
    ["bulging veins on my calves", "varicose_veins"],
    ["sometimes I fall down and shake all over", "seizure"],
    ["I woke up in a pool of blood, I am 32 weeks pregnant", "vaginal_bleeding"],
    ["my jaw aches when I chew and my scalp is sore when I comb", "jaw_claudication_scalp"],
    ["my heart is beating all over the place", "palpitations"],
    ["pain in the upper right belly after a heavy meal", "pain_after_fatty_food"],
    ["sour water comes into my mouth at night", "heartburn"],
    ["thick pus coming out of my private part", "urethral_discharge"],
    ["we are camping on Mount Kenya", "high_altitude"],
    ["I have cooked on firewood in a closed kitchen all my life", "smoker"],
    ["scratching, worst at night, with bumps between the fingers", "itchy_rash"],
    ["a painless lump opened into a big sore", "skin_ulcer"],
    ["something flew into my eye at work", "eye_injury"],
    ["the blue inhaler is not working anymore", "inhaler_not_helping"],
    ["I have had high blood pressure for years", "hypertension_history"],
    ["a pain at the front of my pubic bone", "lower_abdominal_pain"],
    ["I bought rat poison today", "suicidal_thoughts"],
    ["his mouth went to one side", "facial_droop"],
    ["he is seeing insects crawling on the walls", "hallucinations"],
    ["he slept on the ground in the rain", "cold_exposure"],
    ["she brings back milk after feeds", "heartburn"],
    ["the children are all scratching", "household_itch"],
    ["the children are all scratching", "itching"],
    ["it is like passing broken glass when I go to the toilet", "rectal_pain"],
    ["burning pain high in my stomach", "upper_abdominal_pain"],
    ["I take ibuprofen for my knees", "nsaid_use"],
    ["after eating peanuts her lips swelled", "allergen_exposure"],
    ["a doctor told me last year I have a cyst on the ovary", "known_ovarian_cyst"],
    ["it feels like sand is in there and hurts when I blink", "eye_pain"],
    ["I lie in bed for hours before I fall asleep", "insomnia"],
  ])("'%s' → %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});

describe("age and glucose from the note (second blind set)", () => {
  it("makes a baby entered as 0 years precise from the note", () => {
    expect(parseInput({ symptoms: "5 months old baby with fever since yesterday", age: 0 }).age).toBeCloseTo(5 / 12);
    expect(parseInput({ symptoms: "baby with fever", age: 0 }).age).toBeLessThan(1);
    expect(parseInput({ symptoms: "my 5 months old grandson has fever", age: 60 }).age).toBe(60);
  });

  it("keeps an age given to the month (2 months) over the note's unspecific 'baby'", () => {
    expect(parseInput({ symptoms: "my baby is hot since morning", age: 0.17 }).age).toBe(0.17);
  });

  it("reads 'the baby kicks less' as a pregnant woman's, not a baby patient's", () => {
    const parsed = parseInput({ symptoms: "the baby kicks less since morning" });
    expect(parsed.age).toBeUndefined();
    expect(parsed.present).toContain("reduced_fetal_movements");
  });

  it("does not read a urine dipstick's sugar as blood glucose", () => {
    expect(parseInput({ symptoms: "pregnant, urine sugar 2+ at the clinic" }).vitals.glucose).toBeUndefined();
    expect(parseInput({ symptoms: "weak and sweaty, sugar 2.1" }).vitals.glucose).toBe(2.1);
  });
});

describe("duration in words (issue 19)", () => {
  it.each([
    ["it has happened 3 times this year", "months"],
    ["constipated since birth", "months"],
    ["on and off, mouth ulcers", "months"],
    ["the pain started this month", "weeks"],
  ])("'%s' is a complaint of %s", (text, band) => {
    expect(parseInput({ symptoms: text }).duration).toBe(band);
  });
});

describe("a blood pressure in words (issue 19)", () => {
  it.each([
    ["they said my presure is 168 over 104", 168, 104],
    ["again 160/100 at the clinic", 160, 100],
    ["BP 80/50, confused", 80, 50],
  ])("'%s' is %i/%i", (text, systolic, diastolic) => {
    expect(vitalsFromText(text.toLowerCase())).toMatchObject({ systolic, diastolic });
  });

  it.each(["pain 10/10", "fever 3/7", "pulse 180/min"])("'%s' is no blood pressure", (text) => {
    expect(vitalsFromText(text).systolic).toBeUndefined();
  });
});

describe("a baby who is hot and not moving (seventh blind set's brief: 'the child is hot')", () => {
  it.each(["she is very hot", "he was very hot in the night"])("'%s' is a high fever", (text) => {
    expect(parseInput({ symptoms: text, age: 1 }).present).toEqual(expect.arrayContaining(["fever", "high_fever"]));
  });

  it.each(["it was very hot in church and I fainted", "his knee swelled up big and hot and very painful"])("'%s' is no fever", (text) => {
    expect(parseInput({ symptoms: text, age: 19 }).present).not.toContain("high_fever");
  });

  it("reads 'not moving much' of an infant as the floppy, lethargic child, not a pregnancy", () => {
    const parsed = parseInput({ symptoms: "the baby is not moving much since morning", age: 0.17 });
    expect(parsed.present).toContain("floppy_lethargic_child");
    expect(parsed.present).not.toContain("reduced_fetal_movements");
  });

  it.each(["i am 32 weeks pregnant, since yesterday the baby is not moving", "my wife is pregnant and the baby is not moving much today"])(
    "reads '%s' as reduced fetal movements",
    (text) => {
      const parsed = parseInput({ symptoms: text });
      expect(parsed.present).toContain("reduced_fetal_movements");
      expect(parsed.present).not.toContain("floppy_lethargic_child");
    },
  );
});

describe("everyday words of a seventh writer's cases (a development set read for tuning)", () => {
  it.each([
    ["she coughed a little blood this morning", "pallor"],
    ["I feel sick in the morning and vomit once a day, I am 9 weeks pregnant", "morning_headache_vomiting"],
    ["I can't stand the smell of frying fish", "leg_weakness"],
    ["I can't stand the smell of frying fish", "vaginal_odour"],
    ["the skin of his private parts is swollen and very painful", "hives"],
    ["itchy bumps on her legs, some she has scratched; the dog sleeps inside", "animal_bite"],
    ["when I press there it hurts exactly at that spot", "rash"],
    ["the tooth throbs and hot tea makes it worse", "burn"],
    ["she fell down and had a fit with jerking", "injury"],
    ["around the belly button is red and smelling", "periumbilical_pain"],
    ["I get a burning feeling going up behind my chest bone", "fever"],
    ["suddenly I got short of breath and a sharp pain in my chest", "brief_pain_on_movement"],
    ["she is eating well but drinks little water", "unsafe_water"],
    ["the boy is passing urine normally", "frequent_urination"],
    ["small white things stuck on the hair near the neck", "neck_pain"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["she has little blood, the nurse said her eyes are pale", "pallor"],
    ["she coughed a little blood this morning", "coughing_blood"],
    ["my mother has not had long call for 4 days", "constipation"],
    ["the black part of his eyes is very big", "dilated_pupils"],
    ["I woke up with my neck stuck turned to the left", "neck_pain"],
    ["one of my back teeth has had a hole for months", "toothache"],
    ["I touched the hot sufuria handle an hour ago", "burn"],
    ["when I press there it hurts", "chest_wall_tenderness"],
    ["around the belly button is red and smelling with pus", "umbilical_infection"],
    ["he is sweating and shaking and talking nonsense", "tremor"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it.each([
    ["first pregnancy about 8 months", 35],
    ["pregnant woman, about 6 months, second pregnancy", 26],
    ["she got pregnant 3 months ago", undefined],
  ])("'%s' is a pregnancy of %s weeks", (text, weeks) => {
    expect(gestationFromText(text)).toBe(weeks);
  });
});

describe("lists, bleeding and sight in an eighth writer's words (development sets read for tuning)", () => {
  it.each([
    ["right lower leg red, hot, swollen and tender", "red_hot_swollen_skin"],
    ["I can no longer read the small writing on my medicine unless I hold it far", "near_vision_difficulty"],
    ["this morning I could not move my legs and arms well", "muscle_weakness"],
    ["red and stinging, no blisters, about the size of a coin", "small_superficial_burn"],
    ["the bone end is visible through a wound on the shin", "bone_through_skin"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it.each([
    ["my speech is okay, just a bit funny", "slurred_speech"],
    ["her nose started bleeding while she played", "vaginal_bleeding"],
    ["I was given blood years ago after a delivery", "vaginal_bleeding"],
    ["the skin is rubbed off with a little bleeding", "pallor"],
    ["I can no longer read the small writing on my medicine", "slow_stiff_movements"],
    ["red stinging lines like whip marks after swimming", "small_superficial_burn"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });
});

describe("everyday words of a ninth writer's cases (a development set read for tuning)", () => {
  it.each([
    ["red skin on the buttocks and between the legs where the nappy touches", "natal_cleft_sinus"],
    ["pimples on my face, some are big and painful with white heads", "large_head"],
    ["he pulls the legs up to the tummy and we can't calm him", "rigid_abdomen"],
    ["I wake up at 3 am and can't sleep again", "unconscious"],
    ["I woke up at night with terrible pain in the big toe", "insomnia"],
    ["I am heavy in weight and my knees pain", "crushing_chest_pain"],
    ["I hit my thumb with a hammer, it is swollen and blue around the nail", "cyanosis"],
    ["her eyes are cloudy like looking through smoke", "smoker"],
    ["so painful he can not close his legs or walk", "claudication"],
    ["both breasts are full and hard, they feel warm", "fever"],
    ["the dog was behaving strangely and biting other animals", "confusion"],
    ["I get attacks where my heart pounds very hard", "heart_disease_history"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["I get attacks where my heart pounds very hard", "palpitations"],
    ["the hernia in his groin won't go back since morning", "irreducible_hernia"],
    ["coughing frothy spit and bubbling sounds when he breathes", "pink_frothy_sputum"],
    ["her eyes are cloudy like looking through smoke", "blurred_vision"],
    ["I woke up with a stiff neck on the left side and can't turn my head", "neck_pain"],
    ["the burning pain gets better when I eat or drink milk", "ulcer_pattern_pain"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});

describe("a burn that is only a likeness", () => {
  it.each(["I woke up with a burning red stripe on my neck like someone burnt me", "a red line on the skin like a burn"])("'%s' is no burn", (text) => {
    expect(present(text)).not.toContain("burn");
  });
});

describe("everyday words of a tenth writer's cases (a development set read for tuning)", () => {
  it.each([
    ["I feel like vomiting when I smell cooking or the matatu fumes", "co_exposure"],
    ["I wash clothes for people with strong bar soap and jik every day", "poisoning_ingestion"],
    ["there is a small pimple on the gum with a bad taste", "pimples"],
    ["the toe is swollen like a ball and it pains when I walk", "scrotal_swelling"],
    ["I bathe with hot water twice a day and my skin is dry", "burn"],
    ["the skin looks cracked like a dry river bed", "freshwater_exposure"],
    ["I am travelling for a funeral next week and I'm worried", "outbreak_contact"],
    ["a black middle like a burnt scab", "burn"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["the placenta came out but blood is still pouring, she has soaked three kangas", "vaginal_bleeding"],
    ["he was started on injections at the mental hospital and his body is stiff like a plank", "antipsychotic_use"],
    ["known to the clinic for the blood disease that runs in the family, he gets folic acid every month", "sickle_cell_history"],
    ["my big toe is red, shiny and swollen", "hot_red_joint"],
    ["my lower back tooth has been paining for weeks", "toothache"],
    ["she drank jik after a quarrel", "poisoning_ingestion"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});

describe("an eleventh writer's words (a development set read for tuning)", () => {
  it.each([
    ["every month on the first two days of my period my lower belly cramps", "irregular_periods"],
    ["the bleeding is a normal amount and periods come regularly", "heavy_periods"],
    ["my skin itches, especially in the cold season", "chills"],
    ["a burning red streak on my neck, like someone splashed acid on it", "chemical_in_eye"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["small bumps between the fingers and on the wrists", "finger_web_rash"],
    ["all of us in the house have started itching also", "household_itch"],
    ["I can only say two or three words before I need breath", "breathless_cannot_speak"],
    ["the yellow has reached the palms and soles", "jaundice_palms_soles"],
    ["since this morning it is stuck out, hard and very painful", "irreducible_hernia"],
    ["the side of my big toenail is digging into the skin", "nail_problem"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});

describe("rare conditions told in lay words (read development sets)", () => {
  it.each([
    ["her head keeps dropping forward many times when she is given food", "head_nodding"],
    ["by evening my eyelids fall down and I see double", "drooping_eyelids"],
    ["when I chew meat my jaw gets tired and I have to rest", "fatigable_weakness"],
    ["last night I ate a big plate of rice and sweets after football", "carbohydrate_load"],
    ["I bathe with hot water twice a day with strong bar soap", "harsh_washing"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it("reads 'my arms get weak when I comb my hair' as no one-sided weakness", () => {
    expect(present("my arms get weak when I comb my hair")).not.toContain("one_sided_weakness");
    expect(present("suddenly my right arm is weak and my face is drooping")).toContain("one_sided_weakness");
  });
});

describe("a twelfth and thirteenth writer's words (development sets read for tuning)", () => {
  it.each([
    ["I can swallow food and water, I cant see any white spots", "vision_loss"],
    ["a worm moving across the white of my eye", "worms_in_stool"],
    ["I saw a whitish colour in the black centre of the right eye", "skin_ulcer"],
    ["urine looks a bit pink", "red_eye"],
    ["I fainted in church, I felt hot and sweaty and things went grey", "hot_flushes"],
  ])("'%s' has no %s", (text, finding) => {
    expect(present(text)).not.toContain(finding);
  });

  it.each([
    ["terrible pain in my left side going down to the groin, comes in waves", "flank_pain"],
    ["a very painful swelling in my groin, big like an egg, I cannot even touch it", "groin_bubo"],
    ["red skin in the napkin area, only where the napkin touches", "nappy_area_rash"],
    ["very bad pain in his left testicle going to the lower belly", "testicular_pain"],
    ["yellow green pus coming out of my penis", "urethral_discharge"],
    ["the lower part of the chest is going in when she breathes", "chest_indrawing_child"],
    ["pulled a saucepan of boiling tea onto himself", "burn"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it("reads a breathing rate counted in words", () => {
    expect(vitalsFromText("i counted breathing 48 in one minute").respiratoryRate).toBe(48);
    expect(vitalsFromText("52 breaths per minute").respiratoryRate).toBe(52);
  });
});

describe("the seventh blind set's words, read after its one run", () => {
  it.each([
    ["this morning he started shaking the whole body and his eyes were going up", "seizure"],
    ["now he is just sleeping and not answering when I call him", "unconscious"],
    ["the yellow is now reaching the legs and the soles", "jaundice_palms_soles"],
    ["passing a lot of watery stool like the water used to wash rice", "rice_water_stool"],
    ["I delivered my baby 5 weeks ago, normal birth, no problem", "postpartum"],
    ["about 10 days ago a big fly bit me on the neck", "insect_sting"],
  ])("'%s' is %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });

  it("does not correct 'ranger' to 'anger'", () => {
    expect(present("I work as a ranger at the game reserve")).not.toContain("irritability");
  });
});
