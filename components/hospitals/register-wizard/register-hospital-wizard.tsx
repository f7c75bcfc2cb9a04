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
import {
  REGISTRATION_STEPS,
  registerHospitalFormSchema,
  type RegisterHospitalFormInput,
  type RegisterHospitalFormValues,
} from "@/lib/validation/hospital";

import { BasicInfoStep } from "./basic-info-step";
import { DepartmentsStep } from "./departments-step";
import { LocationStep } from "./location-step";
import { RegistrationSuccess, type RegisteredHospital } from "./registration-success";
import { ServicesStep } from "./services-step";
import { EMPTY_REGISTRATION, firstStepWith, isFormField, STEP_COUNT, STEP_TITLES } from "./steps";
import { submitRegistration } from "./submit-registration";

const STEP_DESCRIPTIONS = [
  "Tell us about your hospital and create the administrator account.",
  "Where is your hospital located?",
  "Choose every service your hospital offers.",
  "Choose the departments to start with. You can add more later.",
] as const;

const LAST_STEP = STEP_COUNT - 1;

/** The four-step hospital registration (specification section 2). */
export function RegisterHospitalWizard() {
  const [step, setStep] = useState(0);
  const [registered, setRegistered] = useState<RegisteredHospital | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const form = useForm<RegisterHospitalFormValues, unknown, RegisterHospitalFormInput>({
    resolver: zodResolver(registerHospitalFormSchema),
    // A step's messages appear only after an attempt (Next or Complete Registration), never on arrival or blur.
    mode: "onSubmit",
    defaultValues: EMPTY_REGISTRATION,
  });
  const pending = form.formState.isSubmitting;

  // Once a message is shown, the field is checked again as it changes, so a correction clears it.
  // (mode "onSubmit" alone re-validates only after a full submit, not after Next.)
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== "change" || !name) return;
          const field = name as Path<RegisterHospitalFormValues>;
          const related = field === "adminPassword" ? [field, "confirmPassword" as const] : [field];
          const shown = related.filter((path) => form.getFieldState(path).error);
          if (shown.length > 0) void form.trigger(shown);
        },
      }),
    [form],
  );

  // Move focus to the new step's heading so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    stepChanged.current = true;
    setStep(next);
  };

  const goNext = async () => {
    const valid = await form.trigger([...REGISTRATION_STEPS[step]], { shouldFocus: true });
    if (valid) goTo(Math.min(step + 1, LAST_STEP));
  };

  const register = async (values: RegisterHospitalFormInput) => {
    const result = await submitRegistration(values);
    if (result.ok) {
      toast.success("Hospital Registered Successfully!", {
        description: `Your hospital ID is ${result.hospitalId}. Your ${TRIAL_DAYS}-day free trial has started.`,
      });
      // The ID stays on a success page (with Copy and Print) until the user chooses to sign in.
      setRegistered({
        hospitalId: result.hospitalId,
        hospitalName: values.name,
        adminFirstName: values.adminFirstName,
        adminEmail: values.adminEmail,
      });
      form.reset(EMPTY_REGISTRATION);
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

  if (registered) return <RegistrationSuccess hospital={registered} />;

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
              // NOTE: distinct keys, so React never turns this very button into the submit button: Next's
              // validation resolves while its click is still being dispatched, and the click's default
              // action then submitted the form on arrival at step 4 ("Please add at least one department").
              <Button key="next" type="button" onClick={() => void goNext()} className="w-full sm:w-auto">
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
  );
}
