// The browser's calls for linking a patient of another hospital with their consent (API.md "Patients").

import { apiRequest } from "@/lib/api-client";
import type { PatientLink, UnlinkedPatientMatch } from "@/lib/services/patient-links";

export type { PatientLink, UnlinkedPatientMatch };

/** The unlinked patient of this exact number and date of birth (name and year of birth), or null. */
export async function findForConsentRequest(healthNumber: string, dateOfBirth: string): Promise<UnlinkedPatientMatch | null> {
  const query = new URLSearchParams({ dateOfBirth });
  const rows = await apiRequest<({ linked: boolean } & Record<string, unknown>)[]>(
    `/api/patients/search/${encodeURIComponent(healthNumber)}?${query}`,
  );
  const match = rows.find((row) => row.linked === false);
  return (match as UnlinkedPatientMatch | undefined) ?? null;
}

export type LinkProof = { dateOfBirth: string } | { consentCode: string };

export function linkPatientRequest(healthNumber: string, proof: LinkProof) {
  return apiRequest<PatientLink>(`/api/patients/${encodeURIComponent(healthNumber)}/link`, { method: "POST", body: proof });
}
