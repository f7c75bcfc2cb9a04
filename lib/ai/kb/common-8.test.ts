import { analyzeSymptoms } from "../engine";
import type { EngineInput } from "../types";

// The common-8 conditions (conditions/common-8.ts, findings/extra-i.ts): each presentation, written
// for this test in a patient's or parent's words (not taken from an evaluation set), puts the new
// condition first with its urgency; before, the knowledge base had no such condition and answered
// something unrelated. The neighbours they could take the answer from keep their own presentations.

type Case = [string, Omit<EngineInput, "symptoms">, string, "high" | "medium" | "low"];

describe("common-8 conditions in everyday words", () => {
  it.each<Case>([
    ["Two weeks after starting nevirapine she has fever, raw sores on the lips, red eyes and blisters, and the skin comes off in sheets", { age: 35, sex: "female" }, "stevens-johnson-syndrome", "high"],
    ["I lifted my daughter by one arm onto the matatu step, she screamed and now she will not use her arm, no swelling", { age: 2, sex: "female" }, "pulled-elbow", "medium"],
    ["4 day old baby born at home, pus pouring from both eyes, eyelids swollen, the mother had an untreated discharge", { age: 0, sex: "male" }, "ophthalmia-neonatorum", "high"],
    ["2 day old baby has red blotches with tiny white bumps on the back and tummy, feeding well, no fever", { age: 0, sex: "male" }, "erythema-toxicum-neonatorum", "low"],
    ["When he cries hard he holds his breath and his lips go blue for a few seconds, then he breathes again and plays", { age: 1, sex: "male", duration: "3 months" }, "breath-holding-spells", "low"],
    ["3 year old passing loose stools 4 times a day with bits of food in the stool, drinks lots of juice, growing well, no blood", { age: 3, sex: "female", duration: "2 months" }, "toddlers-diarrhoea", "low"],
    ["Delivered 3 days ago, I am tearful and feel very emotional, but I love my baby and my family helps", { age: 27, sex: "female", duration: "2 days" }, "postpartum-blues", "low"],
    ["My husband died a month ago, I cry every day and hear his voice sometimes, but I still cook for my grandchildren", { age: 66, sex: "female" }, "grief-reaction", "low"],
    ["Final exams next week, I feel nervous and cannot sleep, my stomach churns", { age: 18, sex: "male", duration: "2 weeks" }, "acute-stress-reaction", "low"],
    ["I finish too fast with my girlfriend, erections are fine", { age: 26, sex: "male", duration: "2 years" }, "premature-ejaculation", "low"],
    ["The condom burst last night and I do not want to get pregnant", { age: 23, sex: "female" }, "emergency-contraception", "low"],
    ["Woke in the hostel with a burning red stripe and blisters on my neck after I squashed a red and black insect", { age: 20, sex: "male" }, "paederus-dermatitis", "low"],
    ["Stung by a jellyfish while swimming, red itchy lines on my leg, breathing fine", { age: 35, sex: "male", duration: "1 hour" }, "jellyfish-sting", "low"],
    ["I am 22 weeks pregnant and get a sharp short pain low on the right side when I stand up quickly, no bleeding", { age: 26, sex: "female" }, "round-ligament-pain", "low"],
    ["Gave birth 6 weeks ago, now breathless lying flat, waking up at night gasping, swollen legs, never had heart problems", { age: 32, sex: "female" }, "peripartum-cardiomyopathy", "high"],
    ["34 weeks pregnant, terrible itching of the palms and soles at night, no rash, dark urine", { age: 30, sex: "female" }, "intrahepatic-cholestasis-of-pregnancy", "medium"],
    ["My 3 year old has a hard lump in the tummy on one side, it does not hurt. Once her urine was red.", { age: 3, sex: "female", duration: "1 week" }, "wilms-tumour", "medium"],
  ])("'%s' (%j) → %s, %s", (symptoms, context, id, urgency) => {
    const result = analyzeSymptoms({ symptoms, ...context });
    expect(result.ranked[0].id).toBe(id);
    expect(result.urgencyLevel).toBe(urgency);
  });

  it.each<[string, Omit<EngineInput, "symptoms">, string]>([
    ["My 2 week old has sticky eyes in the morning with a little yellow discharge, feeding well", { age: 0, sex: "male", duration: "1 week" }, "conjunctivitis-bacterial"],
    ["Since my husband died 8 months ago I have no interest in anything, I feel hopeless and want to die", { age: 50, sex: "female" }, "major-depression"],
    ["30 weeks pregnant, pain over the pubic bone when I walk, climb stairs or turn in bed", { age: 29, sex: "female", duration: "3 weeks" }, "pelvic-girdle-pain-pregnancy"],
    ["Breathless lying flat and swollen ankles for months, I had a heart attack 5 years ago", { age: 68, sex: "male" }, "heart-failure"],
    ["I am 30 weeks pregnant and itching at night with spots between the fingers, my husband and children itch too", { age: 27, sex: "female" }, "scabies"],
    ["Hot water from the kettle spilled on his arm an hour ago, now blisters", { age: 30, sex: "male" }, "burns"],
    ["I get painful mouth sores inside my cheek whenever I am stressed before exams, no fever", { age: 21, sex: "female", duration: "3 days" }, "oral-ulcers"],
  ])("leaves the neighbour's presentation '%s' (%j) to %s", (symptoms, context, id) => {
    expect(analyzeSymptoms({ symptoms, ...context }).ranked[0].id).toBe(id);
  });
});
