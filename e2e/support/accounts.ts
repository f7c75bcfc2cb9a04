import { expect, request } from "@playwright/test";

// A doctor or hospital-side worker registered in a spec gets a temporary password that must be
// replaced before anything else (issue 15). Specs about something else replace it through the API
// first; e2e/staff/temporary-password.spec.ts goes through the page.

export const OWN_PASSWORD = "Own-Choice-2026";

async function replace(baseURL: string, loginPath: string, credentials: Record<string, string>, temporary: string): Promise<string> {
  const context = await request.newContext({ baseURL });
  try {
    const signedIn = await context.post(loginPath, { data: { ...credentials, password: temporary } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const changed = await context.post("/api/auth/password", { data: { currentPassword: temporary, newPassword: OWN_PASSWORD } });
    expect(changed.status(), await changed.text()).toBe(204);
    return OWN_PASSWORD;
  } finally {
    await context.dispose();
  }
}

/** Signs a new staff member in with the temporary password and sets OWN_PASSWORD; answers it. */
export const ownStaffPassword = (baseURL: string, email: string, temporary: string) => replace(baseURL, "/api/auth/login", { email }, temporary);

/** The same for a health worker registered by a hospital. */
export const ownWorkerPassword = (baseURL: string, workerNumber: string, temporary: string) =>
  replace(baseURL, "/api/health-worker/login", { workerNumber }, temporary);
