import type { Metadata } from "next";
import { ArrowRight, HeartPulse, Stethoscope, type LucideIcon } from "lucide-react";

import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Staff Login" };

type StaffChoice = { href: string; title: string; description: string; icon: LucideIcon };

const CHOICES: StaffChoice[] = [
  {
    href: "/login",
    title: "Hospital Staff Login",
    description: "For doctors, administrators and hospital management.",
    icon: Stethoscope,
  },
  {
    href: "/health-worker-login",
    title: "Health Worker Login",
    description: "For nurses, technicians and support staff.",
    icon: HeartPulse,
  },
];

// GET /staff-login: lets staff pick between the hospital staff and the health worker sign-in.
export default function StaffLoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-2xl space-y-6">
        <div className="text-center">
          <h1 className="text-2xl font-bold">Staff Login</h1>
          <p className="mt-2 text-muted-foreground">Choose how you want to sign in.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {CHOICES.map(({ href, title, description, icon: Icon }) => (
            <li key={href}>
              <a
                href={href}
                className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Card className="h-full transition-colors group-hover:border-primary group-hover:bg-accent/50">
                  <CardHeader>
                    <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <CardTitle className="flex items-center gap-2 text-lg">
                      {title}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                    </CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </a>
            </li>
          ))}
        </ul>
        <p className="text-center text-sm">
          <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to home
          </a>
        </p>
      </div>
    </main>
  );
}
