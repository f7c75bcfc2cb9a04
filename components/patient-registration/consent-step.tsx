"use client";

import { FingerprintIcon } from "lucide-react";

import { CheckboxField } from "./checkbox-field";

/** Step 5: biometric consent (captured in person), consent to treatment, data privacy and terms. */
export function ConsentStep() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="biometric-heading" className="space-y-3">
        <h3 id="biometric-heading" className="text-base font-semibold">
          Biometric identification
        </h3>
        <div className="flex gap-3 rounded-md bg-muted/60 p-4 text-sm text-muted-foreground">
          <FingerprintIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>
            Your fingerprint and photo are not collected online. If you agree below, they are captured at the
            hospital&apos;s registration desk on your first visit and help staff identify you quickly, even in an
            emergency.
          </p>
        </div>
        <CheckboxField
          name="biometricConsent"
          label="I agree to have my fingerprint and photo captured for identification"
          description="Optional. You can register without it."
        />
      </section>

      <section aria-labelledby="consent-heading" className="space-y-3">
        <h3 id="consent-heading" className="text-base font-semibold">
          Consent
        </h3>
        <CheckboxField
          name="consentToTreatment"
          label="I consent to medical examination and treatment"
          description="Required. Doctors will still explain and ask before any procedure."
        />
        <CheckboxField
          name="dataPrivacyConsent"
          label="I consent to the processing of my personal and medical data"
          description="Required. Your data is used to provide your care, and every access to your record is logged."
        />
      </section>

      <section aria-labelledby="terms-heading" className="space-y-2 text-sm text-muted-foreground">
        <h3 id="terms-heading" className="text-base font-semibold text-foreground">
          Terms
        </h3>
        <p>
          By completing registration you confirm that the information you gave is true and complete. You receive a
          global health number that identifies you at every hospital on the platform; together with your date of
          birth it opens your patient portal, so keep it private. Sensitive identifiers such as your national ID,
          passport and insurance details are stored encrypted.
        </p>
      </section>
    </div>
  );
}
