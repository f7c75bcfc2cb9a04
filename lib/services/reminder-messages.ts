import { appLink } from "@/lib/mail";

import { localWhen } from "./doctor-portal";

// The wording of the patients' reminders (lib/services/reminders.ts): a mail and a short SMS for
// each kind, dates in the hospital's zone in the format the acceptance mail uses (localWhen).

export type ReminderKind = "appointment_24h" | "appointment_2h" | "follow_up";

export type ReminderFacts = {
  kind: ReminderKind;
  /** The appointment's start, or the follow-up day's 09:00, in the hospital's zone. */
  eventAt: Date;
  timezone: string;
  hospitalName: string;
  patientName: string;
  /** Without "Dr."; null when the record names no doctor. */
  doctorName: string | null;
};

/** "Mon, Nov 30, 2026": the follow-up's day in the hospital's zone. */
const localDay = (at: Date, timeZone: string) =>
  at.toLocaleDateString("en-US", { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone });

const withDoctor = (facts: ReminderFacts) => (facts.doctorName ? ` with Dr. ${facts.doctorName}` : "");

export function reminderMail(facts: ReminderFacts): { subject: string; text: string } {
  const portal = `Patient portal: ${appLink("/patient-portal")}`;
  if (facts.kind === "follow_up") {
    const day = localDay(facts.eventAt, facts.timezone);
    return {
      subject: `Reminder: follow-up visit on ${day}`,
      text: [
        `Hello ${facts.patientName},`,
        "",
        `${facts.doctorName ? `Dr. ${facts.doctorName}` : "Your doctor"} asked you to come back to ${facts.hospitalName} for a follow-up visit on ${day}.`,
        "If you have no appointment for it yet, book one in the patient portal or call the hospital.",
        "",
        portal,
      ].join("\n"),
    };
  }
  const at = localWhen(facts.eventAt, facts.timezone);
  return {
    subject: `Reminder: appointment on ${at}`,
    text: [
      `Hello ${facts.patientName},`,
      "",
      `This is a reminder of your appointment${withDoctor(facts)} at ${facts.hospitalName} on ${at}${facts.kind === "appointment_2h" ? ", in about 2 hours" : ""}.`,
      facts.kind === "appointment_24h"
        ? "Please arrive a few minutes early. If you cannot come, cancel it in the patient portal or tell the hospital, so that someone else can have the time."
        : "Please arrive a few minutes early. If you cannot come, please tell the hospital.",
      "",
      portal,
    ].join("\n"),
  };
}

/** One SMS (under 160 characters for common names): who, where, when. */
export function reminderSms(facts: ReminderFacts): string {
  if (facts.kind === "follow_up") {
    return `${facts.hospitalName}: reminder of your follow-up visit on ${localDay(facts.eventAt, facts.timezone)}. Book a time in the patient portal or call us.`;
  }
  return `${facts.hospitalName}: reminder of your appointment${withDoctor(facts)} on ${localWhen(facts.eventAt, facts.timezone)}.`;
}
