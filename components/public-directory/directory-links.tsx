import { BriefcaseMedicalIcon, LogInIcon, UserPlusIcon, UserRoundIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

const LINKS = [
  { href: "/register-patient", label: "Register as Patient", icon: UserPlusIcon },
  { href: "/patient-portal", label: "Patient Portal", icon: UserRoundIcon },
  { href: "/health-worker-login", label: "Health Worker Login", icon: BriefcaseMedicalIcon },
  { href: "/login", label: "Hospital Staff Login", icon: LogInIcon },
] as const;

/** Where visitors go next (specification 001): patient registration and portal, the two logins. */
export function DirectoryLinks() {
  return (
    <nav aria-labelledby="directory-links-heading" className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <h2 id="directory-links-heading" className="font-semibold">
        Patients and staff
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {LINKS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Button asChild variant="outline" className="w-full justify-start">
              <a href={href}>
                <Icon aria-hidden="true" />
                {label}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
