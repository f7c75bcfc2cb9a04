import { ageFromText, durationBand, sexFromText, vitalsFromText } from "./context";
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
  ])("'%s' still has %s", (text, finding) => {
    expect(present(text)).toContain(finding);
  });
});
