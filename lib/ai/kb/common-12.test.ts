import { analyzeSymptoms } from "../engine";
import type { EngineInput } from "../types";

// The common-12 conditions (conditions/common-12.ts, findings/extra-m.ts): each presentation, written
// for this test in a patient's or parent's words (not taken from an evaluation set), puts the new
// condition first with its urgency; before, the knowledge base had no such condition and answered
// something unrelated. The neighbours they could take the answer from keep their own presentations.

type Case = [string, Omit<EngineInput, "symptoms">, string, "high" | "medium" | "low"];

describe("common-12 conditions in everyday words", () => {
  it.each<Case>([
  ["I am on ARVs and for months I have very itchy bumps on my arms and legs, the itchy bumps leave dark marks", { age: 32, sex: "female" }, "pruritic-papular-eruption-hiv", "medium"],
  ["Itchy shiny purple bumps on my wrists and shins for two months, and lacy white lines inside my cheeks", { age: 45, sex: "female" }, "lichen-planus", "medium"],
  ["My hair is falling out at the front edges, I always wear tight braids and weaves, no itching", { age: 28, sex: "female", duration: "6 months" }, "alopecia", "low"],
  ["A smooth round bald patch appeared on the back of my head, no scales, no itch", { age: 24, sex: "male", duration: "3 weeks" }, "alopecia", "low"],
  ["For two years painful boils in the armpits keep coming back, they burst and leak pus and leave scars", { age: 26, sex: "female" }, "hidradenitis-suppurativa", "medium"],
  ["My father had a stroke and has been bedridden for 2 months, now there is a deep wound on the tailbone that smells", { age: 78, sex: "male" }, "pressure-ulcer", "medium"],
  ["Hard skin on the sole of my foot and a painful corn on my little toe, worse in my new shoes", { age: 50, sex: "female", duration: "3 months" }, "corns-calluses", "low"],
  ["Small soft skin tags on my neck and armpits catch on my necklace", { age: 48, sex: "female", duration: "1 year" }, "skin-tags", "low"],
  ["I have hepatitis B, for 2 months pain under the right ribs, a hard lump there, losing weight and my belly is swelling", { age: 42, sex: "male" }, "hepatocellular-carcinoma", "medium"],
  ["For 3 months pain in the upper stomach, I feel full after a few bites, vomiting, losing a lot of weight, gastritis medicine does not help", { age: 62, sex: "male" }, "gastric-cancer", "medium"],
  ["Painful swelling at the top of my buttock crack with pus coming out, it hurts to sit", { age: 22, sex: "male", duration: "5 days" }, "pilonidal-sinus", "medium"],
  ["Started TB treatment a month ago, now my eyes are yellow, urine dark like tea, nausea and vomiting, no appetite", { age: 35, sex: "male" }, "drug-induced-liver-injury", "medium"],
  ["The ultrasound showed a fatty liver, I am overweight and diabetic, I do not drink alcohol", { age: 50, sex: "female", duration: "months" }, "fatty-liver-disease", "medium"],
  ["For 3 months diarrhoea with blood and mucus, I wake at night to pass stool, losing weight, stool tests found no amoeba", { age: 27, sex: "female" }, "inflammatory-bowel-disease", "medium"],
  ["When my son passes stool a red ring comes out of the anus and I have to push it back in, he has diarrhoea and worms", { age: 3, sex: "male", duration: "2 weeks" }, "rectal-prolapse", "medium"],
  ["My bottom itches for months, the skin around the anus is raw and moist, I was dewormed but still itching", { age: 45, sex: "male" }, "pruritus-ani", "low"],
  ["I am 36 weeks pregnant, my belly goes hard then soft, the tightenings come and go and stop when I rest, no bleeding, baby moving well", { age: 25, sex: "female" }, "false-labour", "low"],
  ["My periods stopped 5 months ago, pregnancy test negative, I lost weight with stress at work", { age: 24, sex: "female" }, "secondary-amenorrhoea", "medium"],
  ["My periods stopped years ago and now I am bleeding from the vagina again", { age: 62, sex: "female", duration: "1 week" }, "postmenopausal-bleeding", "medium"],
  ["Since I got the implant in my arm I have spotting on and off every few weeks", { age: 23, sex: "female", duration: "4 months" }, "contraceptive-side-effects", "low"],
  ["Since I married sex is very painful, my vagina closes up and my husband cannot enter", { age: 22, sex: "female", duration: "6 months" }, "dyspareunia-vaginismus", "medium"],
  ["I am 28 weeks pregnant, calf cramps at night wake me up, no swelling of the legs", { age: 29, sex: "female", duration: "2 weeks" }, "leg-cramps-pregnancy", "low"],
  ])("'%s' (%j) → %s, %s", (symptoms, context, id, urgency) => {
    const result = analyzeSymptoms({ symptoms, ...context });
    expect(result.ranked[0].id).toBe(id);
    expect(result.urgencyLevel).toBe(urgency);
  });

  it.each<[string, Omit<EngineInput, "symptoms">, string]>([
    ["Bright red blood on the paper after stool and a soft lump at the anus that goes back by itself, I strain a lot", { age: 40, sex: "male", duration: "3 weeks" }, "haemorrhoids"],
    ["My 4 year old keeps scratching his bottom at night and I saw tiny white worms like threads in his stool", { age: 4, sex: "male", duration: "1 week" }, "pinworm"],
    ["I am 39 weeks pregnant, contractions every 5 minutes getting stronger since morning and the waters broke", { age: 26, sex: "female" }, "labour"],
    ["My child has a round scaly itchy patch on the scalp where the hair broke off", { age: 6, sex: "male", duration: "3 weeks" }, "tinea-capitis"],
    ["Hot flushes and night sweats, my periods have become irregular, I cannot sleep", { age: 50, sex: "female", duration: "4 months" }, "menopause"],
    ["Burning in the upper middle of my stomach for months, worse when hungry and at night, food helps, I take diclofenac", { age: 45, sex: "male" }, "peptic-ulcer"],
    ["My periods are irregular, I have hair on my chin and I keep gaining weight", { age: 24, sex: "female", duration: "1 year" }, "polycystic-ovary-syndrome"],
    ["Itching in the vagina with thick white discharge and pain during sex", { age: 28, sex: "female", duration: "4 days" }, "vaginal-candidiasis"],
    ["Painful swelling beside the anus with fever for 3 days, it hurts to sit", { age: 35, sex: "male" }, "perianal-abscess"],
    ["Missed my period for 6 weeks, nausea in the morning and sore breasts", { age: 25, sex: "female" }, "normal-pregnancy-symptoms"],
    ["I am HIV positive, white patches in my mouth that wipe off and it hurts to swallow", { age: 34, sex: "female", duration: "1 week" }, "oral-oesophageal-candidiasis"],
  ])("leaves the neighbour's presentation '%s' (%j) to %s", (symptoms, context, id) => {
    expect(analyzeSymptoms({ symptoms, ...context }).ranked[0].id).toBe(id);
  });
});
