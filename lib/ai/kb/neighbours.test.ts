import { analyzeSymptoms } from "../engine";
import type { EngineInput } from "../types";

// Neighbouring conditions told apart by the findings that distinguish them (issue 19, from the
// second blind set's misses): each presentation, written for this test, put the neighbour first
// before the parser read the distinguishing words or the condition listed its finding.

const top = (input: EngineInput) => analyzeSymptoms(input).ranked[0]?.name;

describe("neighbours told apart by their distinguishing findings", () => {
  it.each<[string, Omit<EngineInput, "symptoms">, string]>([
    ["28 weeks pregnant, thirsty, sugar in the urine at the antenatal clinic, never diabetic before.", { age: 31, sex: "female" }, "Gestational diabetes"],
    ["For a week my heart beats like a drum with no rhythm and I get breathless sweeping.", { age: 72, sex: "female" }, "Atrial fibrillation"],
    ["My heart suddenly started racing while I lifted a box, pounding in my neck, then it stopped by itself.", { age: 26, sex: "female" }, "Supraventricular tachycardia"],
    ["Burning in the upper middle of my stomach for months, worse every time I am hungry and at night, food helps. I take diclofenac.", { age: 45, sex: "male" }, "Peptic ulcer disease"],
    ["Blocked nose for a week, a heavy feeling across my cheeks when I bend down and thick green mucus.", { age: 30, sex: "female" }, "Acute sinusitis"],
    ["Fever since yesterday, aches all over, dry cough and sore throat. Half my class has the same thing.", { age: 20, sex: "male" }, "Influenza"],
    [
      "My shin is red, hot and swollen and the red part is spreading up, I feel feverish. I cut myself on a hoe last week, and the cracks between my toes itch.",
      { age: 50, sex: "male", duration: "3 days" },
      "Cellulitis",
    ],
    [
      "Since 2 am I cannot breathe, I have to sit on the edge of the bed, coughing pink froth. My ankles have been swollen for weeks.",
      { age: 72, sex: "male", duration: "since 2 am" },
      "Acute pulmonary oedema (acute heart failure)",
    ],
    ["She fell on her out-stretched hand, now the wrist is swollen and bent like the back of a fork.", { age: 70, sex: "female" }, "Wrist fracture (distal radius / Colles fracture)"],
    ["A wasp stung me ten minutes ago, my lips are swelling, itchy rash everywhere and my throat feels tight.", { age: 40, sex: "male" }, "Anaphylaxis"],
    ["Since this morning I cannot hear anything from my left ear, with ringing.", { age: 45, sex: "female" }, "Sudden sensorineural hearing loss"],
    ["I haven't passed stool for 5 days since the trip, eating a lot of meat and rice and not much water. Bloated.", { age: 35, sex: "female" }, "Constipation"],
    ["Every time I travel by bus on winding roads I feel sick and vomit.", { age: 30, sex: "female" }, "Motion sickness (travel sickness)"],
    [
      "I am 34 weeks pregnant, I had a bad headache, then I fell down and shook all over. Now I am confused and my face and legs are swollen.",
      { age: 19, sex: "female" },
      "Pre-eclampsia / eclampsia",
    ],
    ["Delivered at home an hour ago. The bleeding has not stopped and there is blood on the floor. She is pale, sweating and feels faint.", { age: 28, sex: "female" }, "Postpartum haemorrhage"],
    [
      "I am 33 weeks pregnant and fell against the table. Now very strong pain in my belly that does not go away, the belly is hard like a stone and dark blood is coming.",
      { age: 30, sex: "female" },
      "Antepartum haemorrhage (placental abruption / praevia)",
    ],
    [
      "For a year my periods have become very heavy with clots, there is a hard lump low in my belly and I pee often.",
      { age: 40, sex: "female" },
      "Heavy menstrual bleeding / uterine fibroids",
    ],
    [
      "Very sore throat on the left side for 5 days, now I can hardly open my mouth and cannot swallow my own saliva, my voice sounds like a hot potato. Fever.",
      { age: 24, sex: "male" },
      "Peritonsillar abscess (quinsy)",
    ],
    ["His foreskin was pulled back in the bath and now it is stuck behind the head, swollen and painful.", { age: 6, sex: "male" }, "Paraphimosis"],
  ])("'%s' (%j) → %s", (symptoms, context, expected) => {
    expect(top({ symptoms, ...context })).toBe(expected);
  });
});
