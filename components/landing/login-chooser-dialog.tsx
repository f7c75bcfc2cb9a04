"use client";

import * as React from "react";
import { HeartPulse, Stethoscope, UserRound, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

type LoginChoice = {
  href: string;
  title: string;
  audience: string;
  features: string[];
  icon: LucideIcon;
};

const LOGIN_CHOICES: LoginChoice[] = [
  {
    href: "/login",
    title: "Hospital Staff Login",
    audience: "For doctors, administrators and hospital management",
    features: ["Patient management", "Medical records", "AI diagnosis", "Analytics dashboard"],
    icon: Stethoscope,
  },
  {
    href: "/health-worker-login",
    title: "Worker Login",
    audience: "For nurses, technicians and support staff",
    features: ["Task assignments", "Patient care duties", "Shift management", "Care coordination"],
    icon: HeartPulse,
  },
  {
    href: "/patient-portal",
    title: "Patient Portal",
    audience: "For patients",
    features: ["View appointments", "Medical history", "Book appointments", "Health records"],
    icon: UserRound,
  },
];

function LoginChoiceCard({ choice }: { choice: LoginChoice }) {
  const Icon = choice.icon;
  return (
    <a
      href={choice.href}
      className="group flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="font-semibold group-hover:text-primary">{choice.title}</span>
      <span className="text-sm text-muted-foreground">{choice.audience}</span>
      <ul className="list-inside list-disc space-y-1 text-sm text-muted-foreground">
        {choice.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </a>
  );
}

/** The body of the chooser; usable inside any controlled <Dialog>. */
export function LoginChooserContent() {
  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
      <DialogHeader>
        <DialogTitle>Choose Your Login Type</DialogTitle>
        <DialogDescription>Select the portal that matches your role.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 md:grid-cols-3">
        {LOGIN_CHOICES.map((choice) => (
          <LoginChoiceCard key={choice.href} choice={choice} />
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">
        New to the platform?{" "}
        <a href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          Register your hospital
        </a>{" "}
        or{" "}
        <a href="/register-patient" className="font-medium text-primary underline-offset-4 hover:underline">
          register as patient
        </a>
        .
      </p>
    </DialogContent>
  );
}

/** A controlled chooser dialog, for callers that open it from their own state. */
export function LoginChooserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <LoginChooserContent />
    </Dialog>
  );
}

/** Any sign-in or get-started button: a shadcn Button that opens the login chooser. */
export function LoginChooserButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button {...props} />
      </DialogTrigger>
      <LoginChooserContent />
    </Dialog>
  );
}
