"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SaveIcon, UserCogIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { showFieldErrors } from "@/components/hospital/staff-api";
import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { WorkerSelf } from "@/lib/services/health-worker-portal";
import { updateWorkerProfileSchema, type UpdateWorkerProfileFormValues, type UpdateWorkerProfileInput } from "@/lib/validation/health-worker-profile";

const FIELDS = ["phone", "skills", "languages", "isPublicProfile"] as const;
type Values = { phone: string; skills: string; languages: string; isPublicProfile: boolean };

const defaultsOf = (w: Pick<WorkerSelf, "phone" | "skills" | "languages" | "isPublicProfile">): Values => ({
  phone: w.phone,
  skills: w.skills.join(", "),
  languages: w.languages.join(", "),
  isPublicProfile: w.isPublicProfile,
});

/** The worker's own profile: phone, skills, languages (typed comma-separated) and the public switch (PATCH /api/health-worker/profile). */
export function WorkerProfileForm({ worker }: { worker: WorkerSelf }) {
  const form = useForm<UpdateWorkerProfileFormValues, unknown, UpdateWorkerProfileInput>({
    resolver: zodResolver(updateWorkerProfileSchema),
    mode: "onTouched",
    defaultValues: defaultsOf(worker),
  });
  const pending = form.formState.isSubmitting;

  const save = async (values: UpdateWorkerProfileInput) => {
    try {
      const saved = await apiRequest<WorkerSelf>("/api/health-worker/profile", { method: "PATCH", body: values });
      form.reset(defaultsOf(saved));
      toast.success("Profile Updated", { description: "Your profile has been saved." });
    } catch (error) {
      toast.error("Update Failed", { description: error instanceof ApiError ? error.message : "Please try again." });
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Card id="profile" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCogIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>My Profile</h2>
        </CardTitle>
        <CardDescription>What hospitals see in the health worker directory when your profile is public.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate aria-label="My profile" className="grid gap-4">
            <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
            <TextField control={form.control} name="skills" label="Skills" description="Separate skills with commas" autoComplete="off" />
            <TextField control={form.control} name="languages" label="Languages" description="Separate languages with commas" autoComplete="off" />
            <FormField
              control={form.control}
              name="isPublicProfile"
              render={({ field }) => (
                <FormItem className="flex flex-row items-start gap-3 rounded-md border p-3">
                  <FormControl>
                    <Checkbox checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} ref={field.ref} onBlur={field.onBlur} />
                  </FormControl>
                  <div className="space-y-1 leading-none">
                    <FormLabel>Public profile</FormLabel>
                    <FormDescription>Show my profile in the health worker directory.</FormDescription>
                  </div>
                </FormItem>
              )}
            />
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
                {pending ? "Saving..." : "Save Profile"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
