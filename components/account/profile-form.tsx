"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SaveIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { changedValues, errorMessage, showFieldErrors } from "@/components/hospital/staff-api";
import { TextAreaField, TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import type { AccountProfile } from "@/lib/services/account-profile";
import {
  MAX_BIO_LENGTH,
  MAX_LANGUAGES,
  updateAccountProfileSchema,
  type UpdateAccountProfileFormValues,
  type UpdateAccountProfileInput,
} from "@/lib/validation/account-profile";

// zod 4 probes `new Function` unless told not to, which the CSP refuses (ARCHITECTURE.md, pitfalls).
z.config({ jitless: true });

const FIELDS = ["firstName", "lastName", "phone", "languages", "bio"] as const;

function defaultsOf(profile: AccountProfile): UpdateAccountProfileFormValues {
  const base = { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? "" };
  return profile.doctor ? { ...base, languages: profile.doctor.languages.join(", "), bio: profile.doctor.bio ?? "" } : base;
}

/** /profile: PATCH /api/account/profile with the changed fields only; email is read-only here. */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const form = useForm<UpdateAccountProfileFormValues, unknown, UpdateAccountProfileInput>({
    resolver: zodResolver(updateAccountProfileSchema),
    mode: "onTouched",
    defaultValues: defaultsOf(profile),
  });
  const pending = form.formState.isSubmitting || refreshing;
  const bio = useWatch({ control: form.control, name: "bio" });
  const bioLength = typeof bio === "string" ? bio.trim().length : 0;

  const save = async (values: UpdateAccountProfileInput) => {
    const body = changedValues(form, values);
    if (Object.keys(body).length === 0) {
      toast.info("No Changes", { description: "Nothing to update." });
      return;
    }
    try {
      const saved = await apiRequest<AccountProfile>("/api/account/profile", { method: "PATCH", body });
      form.reset(defaultsOf(saved));
      toast.success("Profile Updated", { description: "Your profile has been saved." });
      // The header's name comes from the server.
      startRefresh(() => router.refresh());
    } catch (error) {
      toast.error("Update Failed", { description: errorMessage(error, "Please try again.") });
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Profile" className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="firstName" label="First Name" autoComplete="given-name" />
        <TextField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" />
        <div className="grid gap-2">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" type="email" value={profile.email} readOnly aria-describedby="profile-email-note" className="bg-muted" />
          <p id="profile-email-note" className="text-sm text-muted-foreground">
            Email is changed by an administrator.
          </p>
        </div>
        <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+256 700 000 000" />
        {profile.doctor ? (
          <>
            <TextField
              control={form.control}
              name="languages"
              label="Languages"
              className="sm:col-span-2"
              placeholder="English, Luganda"
              description={`Separate languages with commas (at most ${MAX_LANGUAGES}). Shown in the doctor directory.`}
            />
            <TextAreaField
              control={form.control}
              name="bio"
              label="Biography"
              className="sm:col-span-2"
              placeholder="Your experience and interests, in a few sentences."
              description={`${bioLength} / ${MAX_BIO_LENGTH} characters. Shown in the doctor directory.`}
            />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
            {pending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
