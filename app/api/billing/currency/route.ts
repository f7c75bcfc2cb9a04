import { route } from "@/lib/http";
import { PRICE_MANAGERS, setBillingCurrency } from "@/lib/services/price-list";
import { currencySchema } from "@/lib/validation/billing";

// PUT /api/billing/currency: `{ currency }` (ISO 4217), or `{ currency: null }` to follow the country.
export const PUT = route({ roles: PRICE_MANAGERS, body: currencySchema }, async ({ actor, body }) => setBillingCurrency(actor, body));
