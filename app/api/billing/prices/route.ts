import { route } from "@/lib/http";
import { createPriceItem, getPriceList, PRICE_MANAGERS, PRICE_READERS } from "@/lib/services/price-list";
import { billReadQuerySchema, createPriceItemSchema } from "@/lib/validation/billing";

// GET /api/billing/prices: the hospital's price list and currency (system_admin: ?hospitalId=).
export const GET = route({ roles: PRICE_READERS, query: billReadQuerySchema }, async ({ actor, query }) => getPriceList(actor, query.hospitalId));

// POST /api/billing/prices: a consultation fee of a department, or a named service.
export const POST = route({ roles: PRICE_MANAGERS, body: createPriceItemSchema, status: 201 }, async ({ actor, body }) => createPriceItem(actor, body));
