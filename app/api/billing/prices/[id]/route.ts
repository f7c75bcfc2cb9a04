import { route } from "@/lib/http";
import { PRICE_MANAGERS, updatePriceItem } from "@/lib/services/price-list";
import { updatePriceItemSchema } from "@/lib/validation/billing";

// PATCH /api/billing/prices/{id}: name, price and active state; bills keep the prices they had.
export const PATCH = route({ roles: PRICE_MANAGERS, body: updatePriceItemSchema }, async ({ actor, body, params }) =>
  updatePriceItem(actor, String(params.id), body),
);
