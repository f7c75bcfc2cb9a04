import { Brain, Building2, Calendar, Globe, HeartPulse, Shield, Users, type LucideIcon } from "lucide-react";

import { LoginChooserButton } from "@/components/landing/login-chooser-dialog";
import { SiteHeader } from "@/components/landing/site-header";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { COPYRIGHT_YEAR, PRODUCT_NAME } from "@/lib/constants/product";

type Feature = { title: string; description: string; icon: LucideIcon };

// Each sentence describes something the product actually does (specification, both areas).
const FEATURES: Feature[] = [
  {
    title: "Multi-Tenant Architecture",
    description: "Every hospital works in its own space with its own hospital ID, staff, departments and records.",
    icon: Building2,
  },
  {
    title: "Patient Management",
    description: "Register patients, keep their details and medical history together, and find them by search.",
    icon: Users,
  },
  {
    title: "Appointment Scheduling",
    description: "Book appointments in open time slots, and let doctors accept or reject each request.",
    icon: Calendar,
  },
  {
    title: "AI-Powered Diagnosis",
    description: "Doctors draft diagnoses with AI assistance and confirm each one themselves.",
    icon: Brain,
  },
  {
    title: "Security & Compliance",
    description: "Role-based access shows each user only the pages and records their role allows.",
    icon: Shield,
  },
  {
    title: "Global Health Network",
    description: "Patients receive a global health number, and health workers are listed in a public directory.",
    icon: Globe,
  },
];

function LandingHeader() {
  return (
    <SiteHeader>
      <Button asChild variant="ghost">
        <a href="/health-worker-directory">Health Worker Directory</a>
      </Button>
    </SiteHeader>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Healthcare management for every hospital
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          {PRODUCT_NAME} brings departments, staff, patients, appointments and AI-assisted diagnosis into one
          platform. Each hospital registers once and starts with a 30-day free trial.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LoginChooserButton size="lg">Get Started</LoginChooserButton>
          <Button asChild size="lg" variant="outline">
            <a href="#features">Learn More</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            Everything a hospital needs in one place
          </h2>
          <p className="mt-3 text-muted-foreground">
            Built for administrators, doctors, health workers and patients.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle className="text-lg">
                    <h3>{title}</h3>
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
          Ready to bring your hospital online?
        </h2>
        <p className="max-w-2xl text-primary-foreground/85">
          Register your hospital to start a 30-day free trial, or choose your login if you already have an account.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <a href="/register">Register Your Hospital</a>
          </Button>
          <LoginChooserButton
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            Choose Your Login
          </LoginChooserButton>
        </div>
      </div>
    </section>
  );
}

function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground sm:px-6">
        <div className="flex items-center gap-2 font-semibold text-foreground">
          <HeartPulse className="size-5 text-primary" aria-hidden="true" />
          {PRODUCT_NAME}
        </div>
        <p>{`© ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}

/** The public landing page at / for visitors who are not signed in. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <Features />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
