import { appLink, type MailMessage } from "@/lib/mail";
import { optionLabel } from "@/lib/constants/staff";
import { EMPLOYMENT_REQUEST_TYPE_OPTIONS } from "@/lib/validation/employment-request";

import type { NewNotice } from "./notifications";

// The wording of every notice and mail of the employment-request flow, in one place.

type Offer = { position: string; departmentName: string | null; employmentType: string };
type WorkerName = { firstName: string; lastName: string; workerNumber: string };

const typeLabel = (value: string) => optionLabel(EMPLOYMENT_REQUEST_TYPE_OPTIONS, value) || value;
const offerText = (o: Offer) => `${o.position}${o.departmentName ? `, ${o.departmentName}` : ""} (${typeLabel(o.employmentType)})`;
const name = (w: WorkerName) => `${w.firstName} ${w.lastName} (${w.workerNumber})`;

export const TYPE = "employment_request";

/** To the worker, in the portal: a hospital sent a request. */
export function requestReceivedNotice(hospitalName: string, offer: Offer, requestId: string): NewNotice {
  return {
    title: "New Employment Request",
    message: `${hospitalName} invites you to work as ${offerText(offer)}. Answer it in your portal.`,
    type: TYPE,
    relatedId: requestId,
  };
}

/** To the worker, by mail: the same request, with where to answer it and until when. */
export function requestReceivedMail(
  to: string,
  worker: WorkerName,
  hospital: { name: string },
  offer: Offer & { salaryRange: string | null; message: string },
  expiresOn: string,
): MailMessage {
  return {
    to,
    subject: `Employment request from ${hospital.name}`,
    text: [
      `Hello ${worker.firstName} ${worker.lastName},`,
      "",
      `${hospital.name} has sent you an employment request.`,
      "",
      `Position: ${offer.position}`,
      `Department: ${offer.departmentName ?? "to be agreed"}`,
      `Employment type: ${typeLabel(offer.employmentType)}`,
      ...(offer.salaryRange ? [`Salary range: ${offer.salaryRange}`] : []),
      "",
      "Message from the hospital:",
      offer.message,
      "",
      `Sign in with your worker number ${worker.workerNumber} at ${appLink("/health-worker-login")} to accept or decline it.`,
      `The request expires on ${expiresOn} if it is not answered.`,
    ].join("\n"),
  };
}

/** To the hospital's administrators: the worker answered. */
export function answeredNotice(worker: WorkerName, offer: Offer, status: "accepted" | "rejected", responseMessage: string | null, requestId: string): NewNotice {
  const verb = status === "accepted" ? "accepted" : "declined";
  return {
    title: status === "accepted" ? "Employment Request Accepted" : "Employment Request Declined",
    message: `${name(worker)} ${verb} your request for ${offerText(offer)}.${responseMessage ? ` Their message: ${responseMessage}` : ""}`,
    type: TYPE,
    relatedId: requestId,
  };
}

/** To the administrators of another hospital: the worker took a job elsewhere, so their pending request was withdrawn. */
export function withdrawnByAcceptanceNotice(worker: WorkerName, offer: Offer, requestId: string): NewNotice {
  return {
    title: "Employment Request Withdrawn",
    message: `${name(worker)} accepted employment at another hospital, so your pending request for ${offerText(offer)} was withdrawn.`,
    type: TYPE,
    relatedId: requestId,
  };
}

/** To the worker: the hospital took its request back. */
export function withdrawnByHospitalNotice(hospitalName: string, offer: Offer, requestId: string): NewNotice {
  return {
    title: "Employment Request Withdrawn",
    message: `${hospitalName} withdrew its employment request for ${offerText(offer)}.`,
    type: TYPE,
    relatedId: requestId,
  };
}

/** To the worker: the hospital ended the employment. */
export function employmentEndedNotice(hospitalName: string, reason: string | null): NewNotice {
  return {
    title: "Employment Ended",
    message: `${hospitalName} has ended your employment.${reason ? ` Reason: ${reason}` : ""} You can now accept employment requests from other hospitals.`,
    type: "employment_ended",
  };
}

export function employmentEndedMail(to: string, worker: WorkerName, hospitalName: string, reason: string | null): MailMessage {
  return {
    to,
    subject: `Your employment at ${hospitalName} has ended`,
    text: [
      `Hello ${worker.firstName} ${worker.lastName},`,
      "",
      `${hospitalName} has ended your employment.${reason ? ` Reason: ${reason}` : ""}`,
      "",
      `Your account (worker number ${worker.workerNumber}) stays open: sign in at ${appLink("/health-worker-login")} to see new employment requests and keep your profile up to date.`,
    ].join("\n"),
  };
}

/** To the worker: the license was verified. */
export function licenseVerifiedNotice(verifierName: string): NewNotice {
  return {
    title: "License Verified",
    message: `${verifierName} verified your license. Your profile and directory card now show it as verified.`,
    type: "license_verified",
  };
}
