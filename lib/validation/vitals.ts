import { z } from "zod";

import { optionalText } from "./fields";

// Vital signs and examination findings of a consultation (issue 13), all optional. The ranges
// are the database's check constraints on medical_records: a value outside them is a typing
// error (39 typed as 390), refused with a message rather than stored.

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

function measurement(label: string, min: number, max: number, integer: boolean) {
  const message = `${label} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max}`;
  const number = z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message });
  return z.preprocess(blankToUndefined, (integer ? number.int({ error: message }) : number).optional()) as z.ZodType<
    number | undefined,
    unknown
  >;
}

export const BLOOD_PRESSURE_PAIR = "Enter both the systolic and the diastolic pressure";
export const BLOOD_PRESSURE_ORDER = "The systolic pressure must be higher than the diastolic";

export const vitalsSchema = z
  .object({
    temperatureC: measurement("Temperature", 25, 45, false),
    pulse: measurement("Pulse", 20, 250, true),
    systolic: measurement("Systolic pressure", 50, 300, true),
    diastolic: measurement("Diastolic pressure", 20, 200, true),
    respiratoryRate: measurement("Respiratory rate", 4, 80, true),
    spo2: measurement("Oxygen saturation", 50, 100, true),
    weightKg: measurement("Weight", 0.5, 650, false),
  })
  .superRefine((v, ctx) => {
    if ((v.systolic === undefined) !== (v.diastolic === undefined)) {
      ctx.addIssue({ code: "custom", path: [v.systolic === undefined ? "systolic" : "diastolic"], message: BLOOD_PRESSURE_PAIR });
    } else if (v.systolic !== undefined && v.diastolic !== undefined && v.systolic <= v.diastolic) {
      ctx.addIssue({ code: "custom", path: ["diastolic"], message: BLOOD_PRESSURE_ORDER });
    }
  });

export type Vitals = z.output<typeof vitalsSchema>;
export const VITAL_KEYS = ["temperatureC", "pulse", "systolic", "diastolic", "respiratoryRate", "spo2", "weightKg"] as const;

/** Missing, null or an object whose every value is blank: no vital signs. */
export const optionalVitals = z
  .preprocess((v) => (v === null ? undefined : v), vitalsSchema.optional())
  .transform((v) => (v && VITAL_KEYS.some((k) => v[k] !== undefined) ? v : undefined));

export const examinationField = optionalText(4000);

export const emptyVitalsForm = {
  temperatureC: "",
  pulse: "",
  systolic: "",
  diastolic: "",
  respiratoryRate: "",
  spo2: "",
  weightKg: "",
};
