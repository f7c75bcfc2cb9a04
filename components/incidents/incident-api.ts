// The browser's incident calls (POST /api/incidents, POST /api/incidents/{id}/status): through the
// REST endpoints, so the server's role, tenant and subscription (402) checks apply to them.

import { apiRequest } from "@/lib/api-client";
import type { IncidentDetail, IncidentView } from "@/lib/services/incidents";

export function reportIncidentRequest(body: Record<string, unknown>) {
  return apiRequest<IncidentView>("/api/incidents", { method: "POST", body });
}

export function changeIncidentStatusRequest(id: string, body: { status: string; note?: string }) {
  return apiRequest<IncidentDetail>(`/api/incidents/${encodeURIComponent(id)}/status`, { method: "POST", body });
}
