"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { WizardProgress } from "@/components/wizard/wizard-progress";
import { TRIAL_DAYS } from "@/lib/constants/hospital";
import { queueFlashToast } from "@/lib/flash-toast";
import {
  REGISTRATION_STEPS,
  registerHospitalSchema,
  type RegisterHospitalFormValues,
  type RegisterHospitalInput,
} from "@/lib/validation/hospital";

import { BasicInfoStep } from "./basic-info-step";
import { DepartmentsStep } from "./departments-step";
import { LocationStep } from "./location-step";
import { ServicesStep } from "./services-step";
import { EMPTY_REGISTRATION, firstStepWith, isFormField, STEP_COUNT, STEP_TITLES } from "./steps";
import { submitRegistration } from "./submit-registration";

const STEP_DESCRIPTIONS = [
  "Tell us about your hospital and create the administrator account.",
  "Where is your hospital located?",
  "Choose every service your hospital offers.",
  "Choose the departments to start with. You can add more later.",
] as const;

const REDIRECT_DELAY_MS = 1500;
const LAST_STEP = STEP_COUNT - 1;

/** The four-step hospital registration (specification section 2). */
export function RegisterHospitalWizard() {
  const [step, setStep] = useState(0);
  const [redirecting, setRedirecting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const form = useForm<RegisterHospitalFormValues, unknown, RegisterHospitalInput>({
    resolver: zodResolver(registerHospitalSchema),
    mode: "onTouched",
    defaultValues: EMPTY_REGISTRATION,
  });
  const pending = form.formState.isSubmitting || redirecting;

  // Move focus to the new step's heading so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => {
      // A full page load, as everywhere in the specification, so /login starts from fresh session state.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.href = "/login";
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting]);

  const goTo = (next: number) => {
    stepChanged.current = true;
    setStep(next);
  };

  const goNext = async () => {
    const valid = await form.trigger([...REGISTRATION_STEPS[step]], { shouldFocus: true });
    if (valid) goTo(Math.min(step + 1, LAST_STEP));
  };

  const register = async (values: RegisterHospitalInput) => {
    const result = await submitRegistration(values);
    if (result.ok) {
      const done = {
        title: "Hospital Registered Successfully!",
        description: `Your hospital ID is ${result.hospitalId}. Your ${TRIAL_DAYS}-day free trial has started.`,
      };
      toast.success(done.title, { description: done.description });
      // Shown again on /login so the hospital ID is still on screen after the page load.
      queueFlashToast({ kind: "success", ...done });
      form.reset(EMPTY_REGISTRATION);
      setRedirecting(true);
      return;
    }

    toast.error("Registration Failed", { description: result.message });
    const fields = Object.keys(result.fieldErrors).filter(isFormField);
    for (const field of fields) {
      form.setError(field as Path<RegisterHospitalFormValues>, { type: "server", message: result.fieldErrors[field] });
    }
    const errorStep = firstStepWith(fields);
    if (errorStep !== undefined && errorStep !== step) goTo(errorStep);
  };

  // A field edited after its step was left can still be invalid: show the first such step.
  const showFirstInvalidStep = (errors: FieldErrors<RegisterHospitalFormValues>) => {
    const errorStep = firstStepWith(Object.keys(errors));
    if (errorStep !== undefined && errorStep !== step) goTo(errorStep);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // Enter in a field of an earlier step means Next, never a premature submission.
    if (step < LAST_STEP) {
      void goNext();
      return;
    }
    if ((form.getValues("departments") ?? []).length === 0) {
      toast.error("Validation Error", { description: "Please select at least one department" });
      void form.trigger("departments");
      return;
    }
    void form.handleSubmit(register, showFirstInvalidStep)(event);
  };

  return (
    <Card className="w-full">
      <CardHeader className="gap-4">
        <WizardProgress steps={STEP_TITLES} step={step} markPassed />
        <div className="space-y-1.5">
          <CardTitle>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
              {STEP_TITLES[step]}
            </h2>
          </CardTitle>
          <CardDescription>{STEP_DESCRIPTIONS[step]}</CardDescription>
        </div>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Hospital registration" className="flex flex-col gap-6">
          <CardContent>
            {step === 0 ? <BasicInfoStep /> : null}
            {step === 1 ? <LocationStep /> : null}
            {step === 2 ? <ServicesStep /> : null}
            {step === 3 ? <DepartmentsStep /> : null}
          </CardContent>
          <CardFooter className="flex-col-reverse gap-3 border-t sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="outline"
              onClick={() => goTo(Math.max(step - 1, 0))}
              disabled={step === 0 || pending}
              className="w-full sm:w-auto"
            >
              <ChevronLeftIcon aria-hidden="true" />
              Previous
            </Button>
            {step < LAST_STEP ? (
              <Button type="button" onClick={() => void goNext()} className="w-full sm:w-auto">
                Next
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" disabled={pending} className="w-full sm:w-auto">
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Registering..." : "Complete Registration"}
              </Button>
            )}
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
