// Labels of the settings page, pure and safe in server and client components.

/** The session timeouts the server accepts (SESSION_TIMEOUT_HOURS), as the page names them. */
export const TIMEOUT_OPTIONS = [
  { hours: 1, label: "1 hour" },
  { hours: 8, label: "8 hours" },
  { hours: 24, label: "24 hours" },
  { hours: 168, label: "7 days" },
] as const;

/** "Trial", "Basic", "Premium", "Enterprise". */
export const planLabel = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);
