import { ArrowLeftIcon, Building2Icon } from "lucide-react";
import type { Metadata } from "next";

import { RegisterHospitalWizard } from "@/components/hospitals/register-wizard/register-hospital-wizard";
import { TRIAL_DAYS } from "@/lib/constants/hospital";

export const metadata: Metadata = {
  title: "Register Your Hospital",
  description: `Register your hospital and start a ${TRIAL_DAYS}-day free trial.`,
};

// "/register": hospital registration, open to visitors (specification section 2).
// NOTE: plain <a> links, as the specification navigates by full page load.
export default function RegisterHospitalPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <a
        href="/"
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to home
      </a>
      <header className="space-y-2">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Building2Icon aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Register Your Hospital</h1>
        </div>
        <p className="text-muted-foreground">
          Join the platform in four steps. Your hospital starts with a {TRIAL_DAYS}-day free trial.
        </p>
      </header>
      <RegisterHospitalWizard />
      <p className="text-center text-sm text-muted-foreground">
        Already registered?{" "}
        <a href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </a>
      </p>
    </main>
  );
}
