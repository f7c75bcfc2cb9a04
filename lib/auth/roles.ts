// Roles, their labels and which staff pages each may open (specification section 6).
// Shared by the sidebar, the proxy fast path and the server-side guards.

export const STAFF_ROLES = ["hospital_admin", "doctor", "patient", "system_admin", "user"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ROLE_LABELS: Record<string, string> = {
  hospital_admin: "Hospital Administrator",
  doctor: "Doctor",
  patient: "Patient",
  system_admin: "System Administrator",
};

export function roleLabel(role: string | null | undefined): string {
  return (role && ROLE_LABELS[role]) || "User";
}

export type NavItem = { href: string; label: string; roles: readonly StaffRole[] };

const ALL: readonly StaffRole[] = ["hospital_admin", "doctor", "patient", "system_admin"];
const ADMINS: readonly StaffRole[] = ["hospital_admin", "system_admin"];
/** The roles that work with patients (sidebar: Patient Management, Register Patient, …). */
export const CLINICAL_ROLES = ["hospital_admin", "doctor", "system_admin"] as const satisfies readonly StaffRole[];
const CLINICAL: readonly StaffRole[] = CLINICAL_ROLES;

// The hospital pages of the sidebar. system_admin belongs to no hospital: its sidebar holds the
// administration area instead (ADMIN_NAV_ITEMS), and it opens a hospital's pages from the Hospitals tab.
const HOSPITAL_ALL: readonly StaffRole[] = ["hospital_admin", "doctor", "patient"];
const HOSPITAL_ADMIN: readonly StaffRole[] = ["hospital_admin"];
const HOSPITAL_CLINICAL: readonly StaffRole[] = ["hospital_admin", "doctor"];

/** The system administrator's area (/admin): its tabs, and system_admin's sidebar. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { href: "/admin", label: "Overview", roles: ["system_admin"] },
  { href: "/admin/hospitals", label: "Hospitals", roles: ["system_admin"] },
  { href: "/admin/users", label: "Users", roles: ["system_admin"] },
  { href: "/admin/payments", label: "Payments", roles: ["system_admin"] },
  { href: "/admin/analytics", label: "Analytics", roles: ["system_admin"] },
  { href: "/admin/announcements", label: "Announcements", roles: ["system_admin"] },
  { href: "/admin/audit-log", label: "Audit log", roles: ["system_admin"] },
  { href: "/admin/settings", label: "Settings", roles: ["system_admin"] },
];

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Dashboard", roles: HOSPITAL_ALL },
  { href: "/hospital", label: "Hospital Dashboard", roles: HOSPITAL_ADMIN },
  { href: "/patients", label: "Patient Management", roles: HOSPITAL_CLINICAL },
  { href: "/register-patient", label: "Register Patient", roles: HOSPITAL_CLINICAL },
  { href: "/doctors", label: "Doctor Portal", roles: HOSPITAL_CLINICAL },
  { href: "/register-doctor", label: "Register Doctor", roles: HOSPITAL_ADMIN },
  { href: "/appointments", label: "Appointments", roles: HOSPITAL_ALL },
  { href: "/schedule-appointment", label: "Schedule Appointment", roles: HOSPITAL_CLINICAL },
  { href: "/ai-diagnosis", label: "AI Diagnosis", roles: HOSPITAL_CLINICAL },
  { href: "/incidents", label: "Incidents", roles: HOSPITAL_CLINICAL },
  { href: "/billing", label: "Billing", roles: HOSPITAL_CLINICAL },
  { href: "/departments", label: "Departments", roles: HOSPITAL_ADMIN },
  { href: "/analytics", label: "Analytics", roles: HOSPITAL_ADMIN },
  ...ADMIN_NAV_ITEMS,
];

/**
 * The item of `items` the page at `pathname` belongs to: the longest href that is the path or a
 * parent of it ("/admin/users/x" is Users, not Overview; "/" only matches itself).
 */
export function currentNavHref(items: readonly NavItem[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { href } of items) {
    const matches = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}

export function navItemsFor(role: string): NavItem[] {
  return NAV_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role));
}

/** Staff-only page prefixes and the roles allowed on them; used by proxy.ts and the layouts. */
export const PROTECTED_PAGES: readonly { prefix: string; roles: readonly StaffRole[]; ownSignIn?: true }[] = [
  // A signed-out visitor of /admin gets the administrator sign-in form there (app/admin/layout.tsx).
  { prefix: "/admin", roles: ["system_admin"], ownSignIn: true },
  { prefix: "/hospital", roles: ADMINS },
  { prefix: "/departments", roles: ADMINS },
  { prefix: "/analytics", roles: ADMINS },
  { prefix: "/register-doctor", roles: ADMINS },
  { prefix: "/patients", roles: CLINICAL },
  { prefix: "/schedule-appointment", roles: CLINICAL },
  { prefix: "/ai-diagnosis", roles: CLINICAL },
  // Patient bills and the price list (issue 17): the services' BILL_READERS and PRICE_READERS.
  { prefix: "/billing", roles: CLINICAL },
  // Requests a doctor left unanswered (issue 18): before /appointments, the first match decides.
  { prefix: "/appointments/unanswered", roles: ADMINS },
  { prefix: "/appointments", roles: ALL },
  // Patient-safety incidents (issue 17): reported by clinical staff, followed up by administrators.
  { prefix: "/incidents", roles: CLINICAL },
  // Every staff account's own pages (issue 15).
  { prefix: "/profile", roles: STAFF_ROLES },
  { prefix: "/settings", roles: STAFF_ROLES },
];

export function protectedPageFor(pathname: string) {
  return PROTECTED_PAGES.find((p) => pathname === p.prefix || pathname.startsWith(p.prefix + "/"));
}

export function canOpen(role: string, pathname: string): boolean {
  const page = protectedPageFor(pathname);
  return !page || (page.roles as readonly string[]).includes(role);
}

/**
 * Pages that serve visitors one thing (a public form, the public doctor directory) and signed-in
 * staff another: signed-out visitors pass, signed-in staff need one of these roles.
 */
export const SHARED_PAGES: Readonly<Record<string, readonly StaffRole[]>> = {
  "/register-health-worker": ADMINS,
  "/register-patient": CLINICAL,
  "/doctors": CLINICAL,
};

/** The staff roles of a shared page (exact path), or undefined when `pathname` is not one. */
export function sharedPageRoles(pathname: string): readonly StaffRole[] | undefined {
  return Object.hasOwn(SHARED_PAGES, pathname) ? SHARED_PAGES[pathname] : undefined;
}

/** Patient Management and Register Patient: hospital_admin, doctor, system_admin. */
export function isClinicalRole(role: string): boolean {
  return (CLINICAL as readonly string[]).includes(role);
}

export function homeFor(role: string): string {
  return role === "system_admin" ? "/admin" : "/";
}
