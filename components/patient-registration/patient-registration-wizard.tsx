"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { toast } from "sonner";

import { rememberHealthNumber } from "@/components/patient-portal/remembered-health-number";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { WizardProgress } from "@/components/wizard/wizard-progress";
import { ApiError } from "@/lib/api-client";
import { WIZARD_STEPS } from "@/lib/constants/patient";
import type { PatientInput } from "@/lib/validation/patient-fields";
import { selfRegistrationSchema, type SelfRegistrationFormValues } from "@/lib/validation/patient-registration";

import { AlreadyRegisteredNotice, alreadyRegisteredMessage } from "./already-registered-notice";
import { ConsentStep } from "./consent-step";
import { ContactStep } from "./contact-step";
import { EmergencyStep } from "./emergency-step";
import { MedicalStep } from "./medical-step";
import { PersonalStep } from "./personal-step";
import { ProblemSummary } from "./problem-summary";
import { RegistrationComplete } from "./registration-complete";
import { EMPTY_REGISTRATION, errorPaths, firstFieldWith, problemFields, STEP_COUNT, stepsWith } from "./steps";
import { submitRegistration } from "./submit-registration";

const STEPS = [PersonalStep, ContactStep, EmergencyStep, MedicalStep, ConsentStep] as const;
const LAST_STEP = STEP_COUNT - 1;
const FAILED = { title: "Registration Failed", description: "Please check your information and try again." };
// Long enough to copy the number down; the toast also outlives the move to the portal.
const SUCCESS_TOAST_MS = 60_000;

/**
 * Patient self-registration (specification section 2): five steps, Next and Previous move freely
 * and validation runs on the final submit only; then the new health number is shown (RegistrationComplete).
 */
export function PatientRegistrationWizard() {
  const [step, setStep] = useState(0);
  const [healthNumber, setHealthNumber] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  // The invalid field to focus once its step is on screen.
  const focusAfterStep = useRef<Path<SelfRegistrationFormValues> | null>(null);

  const form = useForm<SelfRegistrationFormValues, unknown, PatientInput>({
    resolver: zodResolver(selfRegistrationSchema),
    defaultValues: EMPTY_REGISTRATION,
    // The first invalid field may sit on another step: it is focused once that step is shown.
    shouldFocusError: false,
  });
  const pending = form.formState.isSubmitting;

  // On a new step focus its first invalid field, or else its heading, so keyboard and screen-reader
  // users start where they need to be.
  useEffect(() => {
    if (!stepChanged.current) return;
    const path = focusAfterStep.current;
    focusAfterStep.current = null;
    if (path) form.setFocus(path);
    else headingRef.current?.focus();
  }, [step, form]);

  const goTo = (next: number) => {
    stepChanged.current = true;
    setStep(Math.min(Math.max(next, 0), LAST_STEP));
  };

  const showFirstError = (paths: string[]) => {
    const first = firstFieldWith(paths);
    if (!first) return;
    const path = first.path as Path<SelfRegistrationFormValues>;
    if (first.step === step) {
      form.setFocus(path);
    } else {
      focusAfterStep.current = path;
      goTo(first.step);
    }
  };

  const register = async (input: PatientInput) => {
    try {
      const patient = await submitRegistration(input);
      toast.success("Registration Successful!", {
        description: `Your global health number is: ${patient.id}. Please save this number for future reference.`,
        duration: SUCCESS_TOAST_MS,
      });
      rememberHealthNumber(patient.id);
      form.reset(EMPTY_REGISTRATION);
      setStep(0);
      setHealthNumber(patient.id);
    } catch (error) {
      // The same person registered before: the way back to their record, not a second number.
      setAlreadyRegistered(alreadyRegisteredMessage(error));
      if (alreadyRegisteredMessage(error)) return;
      // The server's message: a duplicate national ID (409), too many registrations (429), ...
      const message = error instanceof Error ? error.message : FAILED.description;
      const paths = error instanceof ApiError ? Object.keys(error.fieldErrors).filter((path) => firstFieldWith([path])) : [];
      const named = problemFields(paths).map((problem) => problem.label);
      toast.error(FAILED.title, {
        description: named.length > 0 ? `Please check ${named.join(", ")}: ${message}` : message,
      });
      if (!(error instanceof ApiError)) return;
      // The server's messages go on their fields, and the first one's step opens with it focused.
      for (const path of paths) {
        form.setError(path as Path<SelfRegistrationFormValues>, { type: "server", message: error.fieldErrors[path] });
      }
      showFirstError(paths);
    }
  };

  const onInvalid = (errors: FieldErrors<SelfRegistrationFormValues>) => {
    toast.error(FAILED.title, { description: FAILED.description });
    showFirstError(errorPaths(errors));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // Enter in a field of an earlier step means Next, never a premature submission.
    if (step < LAST_STEP) {
      goTo(step + 1);
      return;
    }
    void form.handleSubmit(register, onInvalid)(event);
  };

  const StepFields = STEPS[step];
  const shownErrors = errorPaths(form.formState.errors);
  const invalidSteps = stepsWith(shownErrors);

  return (
    <div className="flex w-full flex-col gap-4">
      <a
        href="/"
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Home
      </a>
      {healthNumber ? (
        <RegistrationComplete healthNumber={healthNumber} />
      ) : (
        <Card className="w-full">
          <CardHeader className="gap-4">
            <WizardProgress steps={WIZARD_STEPS} step={step} invalidSteps={invalidSteps} />
            <CardTitle>
              <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
                {WIZARD_STEPS[step]}
              </h2>
            </CardTitle>
          </CardHeader>
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate aria-label="Patient registration" className="flex flex-col gap-6">
              <CardContent className="space-y-6">
                {alreadyRegistered ? <AlreadyRegisteredNotice message={alreadyRegistered} /> : null}
                <ProblemSummary problems={problemFields(shownErrors)} onChoose={(path) => showFirstError([path])} />
                <StepFields />
              </CardContent>
              <CardFooter className="flex-col-reverse gap-3 border-t sm:flex-row sm:justify-between">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => goTo(step - 1)}
                  disabled={step === 0 || pending}
                  className="w-full sm:w-auto"
                >
                  <ChevronLeftIcon aria-hidden="true" />
                  Previous
                </Button>
                {step < LAST_STEP ? (
                  <Button key="next" type="button" onClick={() => goTo(step + 1)} className="w-full sm:w-auto">
                    Next
                    <ChevronRightIcon aria-hidden="true" />
                  </Button>
                ) : (
                  <Button key="submit" type="submit" disabled={pending} className="w-full sm:w-auto">
                    {pending ? <Spinner aria-hidden="true" /> : null}
                    {pending ? "Registering..." : "Complete Registration"}
                  </Button>
                )}
              </CardFooter>
            </form>
          </Form>
        </Card>
      )}
    </div>
  );
}
