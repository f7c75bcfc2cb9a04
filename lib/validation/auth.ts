import { z } from "zod";

import { INVALID_TWO_FACTOR_CODE } from "./two-factor";

// Staff sign-in (specification section 5, Login). `code`: the second factor, for an account with
// two-factor sign-in on (a six-digit TOTP code or a recovery code); an empty one counts as none.
export const loginSchema = z.object({
  email: z.string({ error: "Invalid email address" }).trim().toLowerCase().pipe(z.email({ error: "Invalid email address" })),
  password: z.string({ error: "Password must be at least 6 characters" }).min(6, { error: "Password must be at least 6 characters" }),
  code: z.string({ error: INVALID_TWO_FACTOR_CODE }).trim().max(40, { error: INVALID_TWO_FACTOR_CODE }).optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
