import { z } from "zod";

// Staff sign-in (specification section 5, Login).
export const loginSchema = z.object({
  email: z.string({ error: "Invalid email address" }).trim().toLowerCase().pipe(z.email({ error: "Invalid email address" })),
  password: z.string({ error: "Password must be at least 6 characters" }).min(6, { error: "Password must be at least 6 characters" }),
});

export type LoginInput = z.infer<typeof loginSchema>;
