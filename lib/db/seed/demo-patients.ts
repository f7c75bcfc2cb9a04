// Generated demo patients of one hospital: plausible East African identities and histories.
// Pure: the rows depend only on the hospital spec, the PRNG and the local date.

import { findCountry } from "@/lib/constants/countries";

import type { NewPatient } from "../schema";
import type { HospitalSpec, PhonePlan } from "./demo-data";
import {
  ADULT_RELATIONSHIPS,
  ALLERGIES,
  BLOOD_TYPE_WEIGHTS,
  CHILD_HISTORY,
  CHRONIC,
  COUNTRY_PROFILES,
  MARITAL_CHOICES,
  OCCUPATIONS,
  PAST_HISTORY,
  RELIGIONS,
} from "./demo-names";
import type { Rng } from "./prng";

/** A patient row before its health number is allocated. */
export type PatientDraft = Omit<NewPatient, "id"> & { countryCode: string; isChild: boolean };

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A mobile number in the hospital's country, e.g. "+256 772 410 233". */
export function mobileNumber(rng: Rng, spec: PhonePlan): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
  return `${spec.dialCode} ${rng.pick(spec.mobilePrefixes)}${rng.int(0, 9)} ${digits(3)} ${digits(3)}`;
}

function profileOf(country: string) {
  const profile = COUNTRY_PROFILES[country];
  const code = findCountry(country)?.code;
  if (!profile || !code) throw new Error(`demo data: no profile for ${country}`);
  return { profile, code };
}

/**
 * `spec.patientCount` patients: the first ones from `spec.foreignPatients`, the rest from the
 * hospital's own country; every fifth one a child. Names are unique within the hospital.
 */
export function buildPatients(rng: Rng, spec: HospitalSpec, localToday: string, taken: Set<string>): PatientDraft[] {
  const year = Number(localToday.slice(0, 4));
  const drafts: PatientDraft[] = [];
  for (let i = 0; i < spec.patientCount; i++) {
    const country = spec.foreignPatients[i] ?? spec.country;
    const { profile, code } = profileOf(country);
    const home = COUNTRY_PROFILES[spec.country] ?? profile;
    const isChild = i % 5 === 4;
    const gender = rng.chance(0.5) ? "female" : "male";
    let firstName = "";
    let lastName = "";
    do {
      firstName = rng.pick(gender === "female" ? profile.femaleFirst : profile.maleFirst);
      lastName = rng.pick(profile.last);
    } while (taken.has(`${firstName} ${lastName}`));
    taken.add(`${firstName} ${lastName}`);
    const middleName = rng.chance(0.3) ? rng.pick(gender === "female" ? profile.femaleFirst : profile.maleFirst) : null;
    const age = isChild ? rng.int(1, 12) : rng.int(19, 82);
    const dateOfBirth = `${year - age}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`;
    const phone = mobileNumber(rng, spec);
    const chronic = isChild ? CHRONIC[0] : rng.pick(CHRONIC);
    const contactFirst = rng.pick(rng.chance(0.5) ? profile.femaleFirst : profile.maleFirst);
    const relationship = isChild ? "parent" : rng.pick(ADULT_RELATIONSHIPS);
    const contactLast = relationship === "friend" ? rng.pick(profile.last) : lastName;
    const emergencyContact = `${contactFirst} ${contactLast}`;
    const emergencyPhone = mobileNumber(rng, spec);
    const area = rng.pick(spec.areas);
    drafts.push({
      countryCode: code,
      isChild,
      firstName,
      lastName,
      middleName,
      dateOfBirth,
      gender,
      phone,
      email: !isChild && rng.chance(0.6) ? `${firstName}.${lastName}${rng.int(1, 99)}@mail.demo`.toLowerCase() : null,
      address: `Plot ${rng.int(1, 240)}, ${rng.pick(spec.streets)}, ${area}, ${spec.city}`,
      city: spec.city,
      state: spec.state,
      postalCode: spec.postalCode,
      countryOfOrigin: country,
      nationality: profile.nationality,
      emergencyContact,
      emergencyPhone,
      emergencyRelationship: relationship,
      bloodType: rng.pick(BLOOD_TYPE_WEIGHTS),
      allergies: rng.pick(ALLERGIES),
      medicalHistory: isChild ? rng.pick(CHILD_HISTORY) : rng.pick(PAST_HISTORY),
      currentMedications: chronic.medication,
      chronicConditions: chronic.condition,
      height: isChild ? 75 + age * 6 + rng.int(0, 5) : rng.int(152, 186),
      weight: isChild ? Math.round((9 + age * 2.6 + rng.next() * 2) * 10) / 10 : rng.int(50, 98),
      maritalStatus: isChild ? null : rng.pick(MARITAL_CHOICES),
      occupation: isChild ? (age >= 6 ? "Pupil" : null) : rng.pick(OCCUPATIONS),
      languagePreference: country === spec.country ? rng.pick(["English", home.language]) : profile.language,
      religiousAffiliation: rng.pick(RELIGIONS),
      nextOfKin: emergencyContact,
      nextOfKinPhone: emergencyPhone,
      consentToTreatment: true,
      dataPrivacyConsent: true,
      biometricConsent: false,
      isActive: true,
      registrationSource: "hospital",
      verificationStatus: i % 8 === 6 ? "pending" : "verified",
    });
  }
  return drafts;
}
