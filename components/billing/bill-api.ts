// The browser's billing calls: through the REST endpoints, so the server's role, tenant and
// subscription checks apply to every one of them (the pages only hide what a role cannot use).

import { apiRequest } from "@/lib/api-client";
import type { BillView } from "@/lib/services/bill-views";
import type { PriceItemView, PriceListView } from "@/lib/services/price-list";

const bill = (id: string) => `/api/bills/${encodeURIComponent(id)}`;

export const addBillItemRequest = (billId: string, body: { code: string; quantity: number }) =>
  apiRequest<BillView>(`${bill(billId)}/items`, { method: "POST", body });

export const recordPaymentRequest = (billId: string, body: { amount: number; method: string; reference?: string }) =>
  apiRequest<BillView>(`${bill(billId)}/payments`, { method: "POST", body });

export const voidPaymentRequest = (billId: string, paymentId: string, reason: string) =>
  apiRequest<BillView>(`${bill(billId)}/payments/${encodeURIComponent(paymentId)}/void`, { method: "POST", body: { reason } });

export const voidBillRequest = (billId: string, reason: string) => apiRequest<BillView>(`${bill(billId)}/void`, { method: "POST", body: { reason } });

export const createPriceItemRequest = (body: { kind: string; code: string; name: string; departmentId?: string; amount: number }) =>
  apiRequest<PriceItemView>("/api/billing/prices", { method: "POST", body });

export const updatePriceItemRequest = (id: string, body: { name?: string; amount?: number; isActive?: boolean }) =>
  apiRequest<PriceItemView>(`/api/billing/prices/${encodeURIComponent(id)}`, { method: "PATCH", body });

export const setCurrencyRequest = (currency: string | null) => apiRequest<PriceListView>("/api/billing/currency", { method: "PUT", body: { currency } });
