import type { AgeBand, DurationBand } from "./kb/types";
import type { Sex } from "./types";

// Age, sex, duration and vital signs written in the free text ("45M", "3-year-old girl",
// "for 2 weeks", "T 39.2", "BP 80/50", "SpO2 88%"), for when the form's fields are empty.

export type Vitals = { temperature?: number; systolic?: number; diastolic?: number; heartRate?: number; respiratoryRate?: number; spo2?: number; glucose?: number };

export function ageBand(age: number): AgeBand {
  if (age < 1) return "infant";
  if (age < 13) return "child";
  if (age < 18) return "adolescent";
  if (age < 65) return "adult";
  return "older";
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, few: 3, several: 4, couple: 2,
};
const NUM = String.raw`(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|couple)`;
const num = (s: string) => NUMBER_WORDS[s] ?? Number(s);

export function ageFromText(text: string): number | undefined {
  return statedAgeFromText(text) ?? impliedAgeFromText(text);
}

/** An age the note states: "5 months old", "aged 34", "28F", "a newborn". */
export function statedAgeFromText(text: string): number | undefined {
  const patterns: [RegExp, (m: RegExpMatchArray) => number][] = [
    [/\b(\d{1,2})\s*-?\s*(?:days?|d)\s*-?\s*old\b/, (m) => Number(m[1]) / 365],
    [/\b(\d{1,2})\s*-?\s*(?:weeks?|wks?)\s*-?\s*old\b/, (m) => Number(m[1]) / 52],
    [/\b(\d{1,2})\s*-?\s*(?:months?|mo|mths?|m\/o)\s*-?\s*old\b/, (m) => Number(m[1]) / 12],
    [/\b(\d{1,3})\s*-?\s*(?:years?|yrs?|y)\s*-?\s*old\b/, (m) => Number(m[1])],
    [/\b(\d{1,3})\s*(?:yo|y\/o|y\.o\.?|yrs?|years?)\b/, (m) => Number(m[1])],
    [/\b(?:aged?|age:?)\s*(\d{1,3})\b/, (m) => Number(m[1])],
    [/\b(\d{1,3})\s*(?:m|f|male|female)\b(?!\s*(?:min|mg|ml))/, (m) => Number(m[1])],
    [/\b(\d{1,2})\s*(?:months?|mths?)\b(?=.*\b(?:baby|infant|child|boy|girl)\b)/, (m) => Number(m[1]) / 12],
  ];
  for (const [re, read] of patterns) {
    const m = text.match(re);
    if (m) {
      const age = read(m);
      if (age >= 0 && age <= 120) return age;
    }
  }
  if (/\b(newborn|neonate|new born|days old)\b/.test(text)) return 0.05;
  return undefined;
}

/** An age only implied by the words for the patient ("the baby", "a toddler", "an old man"): a guess. */
function impliedAgeFromText(text: string): number | undefined {
  // A woman in labour, with a retained placenta or feeling her baby kick: "the baby" is hers, not the patient.
  const mother = /\b(placenta|afterbirth|in labou?r|labou?ring|pregnant|pregnancy|before the baby|cord (?:is |was )?(?:coming|came|hanging) out|kicks?|kicking|womb)\b/.test(text);
  if (!mother && /\b(baby|infant)\b/.test(text)) return 0.6;
  if (/\btoddler\b/.test(text)) return 2;
  if (/\b(teenager|teen|adolescent)\b/.test(text)) return 15;
  if (/\b(elderly|old man|old woman|old lady|grandmother|grandfather|pensioner)\b/.test(text)) return 75;
  return undefined;
}

/**
 * The weeks of pregnancy written in the text: "8 weeks pregnant", "32 weeks gestation", "28/40",
 * "pregnant woman 28 weeks", or a woman's own "I am 30 weeks" (not "weeks old", "weeks ago" nor a
 * duration: "pregnant and coughing for 6 weeks").
 */
export function gestationFromText(text: string): number | undefined {
  const NOT_AFTER = String.raw`(?!\s*(?:old|ago|after|since|postpartum|post|later|back))`;
  const patterns = [
    /\b(\d{1,2})\s*(?:weeks?|wks?)\s*(?:pregnant|gestation|of pregnancy|into (?:the |my |her )?pregnancy)\b/,
    /\b(?:gestation(?:al age)?|ga)\s*(?:of\s*)?:?\s*(\d{1,2})\s*(?:weeks?|wks?)?\b/,
    /\b(\d{1,2})\s*\/\s*40\b/,
    // "pregnant woman 28 weeks", not "pregnant and coughing for 6 weeks"
    new RegExp(String.raw`\bpregnant\b(?:(?!\b(?:for|since|past|last|over)\b)[^.|;]){0,25}?\b(\d{1,2})\s*(?:weeks?|wks?)\b${NOT_AFTER}`),
    // a woman speaking of herself: a baby's "she is 6 weeks" is the baby's age
    new RegExp(String.raw`\b(?:i am|i'm)\s+(?:about\s+|almost\s+|nearly\s+)?(\d{1,2})\s*(?:weeks?|wks?)\b${NOT_AFTER}`),
  ];
  for (const re of patterns) {
    const m = text.match(re);
    if (m && Number(m[1]) >= 4 && Number(m[1]) <= 42) return Number(m[1]);
  }
  // In months, as women and health workers often say: "8 months pregnant", "pregnancy about 6 months".
  const months = [
    /\b(\d)\s*months?\s*(?:pregnant|of pregnancy|into (?:the |my |her )?pregnancy)\b/,
    /\bpregnan(?:t|cy)(?:\s*(?:woman|mother|lady|girl))?[,\s]*(?:of\s*)?(?:about|around|almost|nearly)?\s*(\d)\s*months?\b(?!\s*(?:ago|old))/,
  ];
  for (const re of months) {
    const m = text.match(re);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= 9) return Math.round(Number(m[1]) * 4.35);
  }
  return undefined;
}

/** A mother's "my baby is 3 weeks old": a birth within the last 12 weeks (the patient is the mother when she is an adult). */
export function recentBirthFromText(text: string): boolean {
  const m =
    text.match(/\bmy (?:new ?born |new |little )?(?:baby|son|daughter)(?: girl| boy)? is (?:only |just )?(\d{1,2}) (days?|weeks?) old\b/) ??
    text.match(/\b(?:breast ?feeding|nursing) my (\d{1,2})[ -](days?|weeks?)[ -]old\b/);
  return m !== null && (m[2].startsWith("day") || Number(m[1]) <= 12);
}

/** The band when only a word gives it ("child", "schoolboy"). */
export function bandFromText(text: string): AgeBand | undefined {
  if (/\b(child|kid|boy|girl|son|daughter|schoolchild|pupil)\b/.test(text)) return "child";
  return undefined;
}

export function sexFromText(text: string): Sex | undefined {
  const m = text.match(/\b\d{1,3}\s*(m|f)\b/);
  if (m) return m[1] === "m" ? "male" : "female";
  const female = (text.match(/\b(woman|female|girl|lady|she|her|mother|mum|wife|daughter|pregnant|pregnancy|postpartum|period|periods|menstrual|vaginal|breastfeeding)\b/g) ?? []).length;
  const male = (text.match(/\b(man|male|boy|gentleman|he|his|him|husband|son|father|penis|penile|scrotal|scrotum|testicle|testicular|prostate)\b/g) ?? []).length;
  if (female > male) return "female";
  if (male > female) return "male";
  return undefined;
}

/** The page's duration values and free text ("3 days", "since yesterday", "2/52"). */
export function durationBand(value: string | undefined): DurationBand | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  const byOption: Record<string, DurationBand> = {
    "less-than-24-hours": "hours",
    "1-3-days": "days",
    "4-7-days": "days",
    "1-2-weeks": "weeks",
    "2-4-weeks": "weeks",
    "more-than-1-month": "months",
  };
  if (byOption[v]) return byOption[v];
  const fraction = v.match(/\b(\d{1,2})\s*\/\s*(7|52|12)\b/);
  if (fraction) return fromCount(Number(fraction[1]), fraction[2] === "7" ? "day" : fraction[2] === "52" ? "week" : "month");
  // A figure may touch its unit ("3d", "2hrs"); a number word needs a space ("an hour", "a couple of
  // days"), so that "and" is never "an" + "d".
  const count =
    v.match(new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(?:(?:-|to)\s*\d+\s*)?(minute|min|hour|hr|h|day|d|week|wk|month|mo|year|yr)s?\b`)) ??
    v.match(new RegExp(String.raw`\b${NUM}\s+(?:of\s+)?(?:(?:-|to)\s*\w+\s+)?(minute|min|hour|hr|day|week|wk|month|mo|year|yr)s?\b`));
  if (count) return fromCount(num(count[1]), count[2]);
  if (/\b(today|this morning|tonight|last night|an hour|hours|sudden|suddenly|just now|minutes ago)\b/.test(v)) return "hours";
  // A clock time is today's: "since 2 am", "since 3 o'clock", "since midnight".
  if (/\bsince (?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)|midnight|noon|midday|this afternoon|this evening|lunch(?:time)?|breakfast)/.test(v)) return "hours";
  if (/\b(yesterday|since monday|since tuesday|since wednesday|since thursday|since friday|since saturday|since sunday|few days)\b/.test(v)) return "days";
  if (/\b(last week|weeks)\b/.test(v)) return "weeks";
  if (/\b(months|years|long-standing|longstanding|chronic|for ages|this year|last year|a year|since birth|since childhood|on and off|many times a year)\b/.test(v)) return "months";
  if (/\b(this month|last month|a month)\b/.test(v)) return "weeks";
  return undefined;
}

function fromCount(n: number, unit: string): DurationBand {
  const u = unit.replace(/s$/, "");
  if (u.startsWith("min") || u === "hour" || u === "hr" || u === "h") return n >= 24 && u !== "min" && u !== "minute" ? "days" : "hours";
  if (u === "day" || u === "d") return n < 1 ? "hours" : n < 7 ? "days" : n <= 28 ? "weeks" : "months";
  if (u === "week" || u === "wk") return n <= 4 ? "weeks" : "months";
  return "months";
}

/** Vital signs written in the note; values outside physiological ranges are ignored. */
export function vitalsFromText(text: string): Vitals {
  const vitals: Vitals = {};
  const pick = (re: RegExp, min: number, max: number) => {
    const m = text.match(re);
    if (!m) return undefined;
    const value = Number(m[1].replace(",", "."));
    return value >= min && value <= max ? value : undefined;
  };
  const celsius = pick(/\b(?:t|temp|temperature|tmax)\s*(?:of|is|was|=|:)?\s*(\d{2}(?:[.,]\d)?)\s*(?:°|deg|degrees|c\b)?/, 30, 44)
    ?? pick(/\b(\d{2}(?:[.,]\d)?)\s*(?:°\s*c|degrees?\s*c(?:elsius)?|deg\s*c|°)/, 30, 44);
  const fahrenheit = pick(/\b(\d{2,3}(?:\.\d)?)\s*(?:°\s*f|degrees?\s*f|f\b)/, 90, 110);
  vitals.temperature = celsius ?? (fahrenheit !== undefined ? Math.round(((fahrenheit - 32) * 5) / 9 * 10) / 10 : undefined);
  // "BP 150/95", "my presure is 168 over 104", or a bare "160/100" whose figures can only be a blood pressure.
  const bp =
    text.match(/\b(?:bp|blood pressure|blood presure|pressure|presure)\s*(?:reading)?\s*(?:of|is|was|=|:)?\s*(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})/) ??
    text.match(/\b(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})\b(?!\s*(?:min|minute|hour|day|week|month|year|times))/);
  if (bp) {
    const [systolic, diastolic] = [Number(bp[1]), Number(bp[2])];
    if (systolic >= 60 && systolic <= 280 && diastolic >= 30 && diastolic <= 160 && systolic > diastolic) {
      vitals.systolic = systolic;
      vitals.diastolic = diastolic;
    }
  }
  vitals.heartRate = pick(/\b(?:hr|pulse|heart rate|pr|p)\s*(?:of|is|was|=|:)?\s*(\d{2,3})\b/, 20, 250)
    ?? pick(/\b(\d{2,3})\s*(?:bpm|beats?\s*(?:per|a|\/)\s*min)/, 20, 250)
    // "fast heartbeat ..., regular, 180/min": a rate per minute in a sentence about the heart.
    ?? pick(/\b(?:heart\s*beat|heartbeat|heart|pulse|palpitations?)\b[^.;]{0,80}?\b(\d{2,3})\s*(?:\/\s*min|per min)/, 20, 250);
  vitals.respiratoryRate =
    pick(/\b(?:rr|resp(?:iratory)? rate|resps)\s*(?:of|is|was|=|:)?\s*(\d{1,3})\b/, 4, 120) ??
    // "I counted breathing 48 in one minute", "breathing 46 per minute", "52 breaths a minute"
    pick(/\b(?:breathing|breaths?)\s*(?:is|was|at)?\s*(\d{2,3})\s*(?:times\s*)?(?:in one minute|in a minute|per minute|a minute|\/min)/, 4, 120) ??
    pick(/\b(\d{2,3})\s*breaths?\s*(?:in one minute|in a minute|per minute|a minute|\/min)/, 4, 120);
  vitals.spo2 = pick(/\b(?:spo2|sao2|sp02|sats?|o2 sat(?:uration)?s?|oxygen sat(?:uration)?s?|saturation)\s*(?:of|is|was|=|:)?\s*(\d{2,3})\s*%?/, 40, 100);
  // Not urine sugar ("urine sugar 2+", "sugar in urine ++"): a dipstick grade is no blood glucose.
  const glucose = text.match(/\b(?<!urine )(?:rbs|rbg|fbs|glucose|blood sugar|sugar|bg|cbg)\s*(?:of|is|was|=|:)?\s*(\d{1,3}(?:\.\d)?)(?!\s*\+)\s*(mg)?/);
  if (glucose) {
    const value = Number(glucose[1]);
    vitals.glucose = glucose[2] === "mg" || value > 40 ? Math.round((value / 18) * 10) / 10 : value;
  }
  return Object.fromEntries(Object.entries(vitals).filter(([, v]) => v !== undefined)) as Vitals;
}
