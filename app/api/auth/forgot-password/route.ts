import { NextResponse } from "next/server";

import { route } from "@/lib/http";
import { requestPasswordReset } from "@/lib/services/password-reset";
import { forgotPasswordSchema, RESET_REQUESTED } from "@/lib/validation/password-reset";

// POST /api/auth/forgot-password: anyone; `{ email }` or `{ workerNumber }`; 202 with the same
// answer whether or not an account matches (the service mails a single-use link to those that do).
export const POST = route({ body: forgotPasswordSchema, duringAccountSetup: true }, async ({ actor, body }) => {
  await requestPasswordReset(actor, body);
  return NextResponse.json({ message: RESET_REQUESTED }, { status: 202 });
});
