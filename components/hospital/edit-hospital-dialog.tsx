"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";

import { TextField } from "@/components/staff/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { HOSPITAL_SERVICES } from "@/lib/constants/hospital";
import { HOSPITAL_DETAIL_FIELDS, updateHospitalSchema, type UpdateHospitalFormValues } from "@/lib/validation/hospital-update";

import { updateHospitalRequest } from "./staff-api";
import { useEditDialog } from "./use-edit-dialog";

export type EditableHospital = {
  id: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string | null;
  servicesOffered: string[];
  timezone: string;
  patientCancelHours: number;
};

/** The zones the browser knows, offered as suggestions; the server checks the value either way. */
const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
};

/** Edit Details on /hospital: contact details, services and time zone (PATCH /api/hospitals/{hospitalId}). */
export function EditHospitalDialog({ hospital }: { hospital: EditableHospital }) {
  const router = useRouter();
  const id = useId();
  const defaults: UpdateHospitalFormValues = {
    address: hospital.address,
    phone: hospital.phone,
    email: hospital.email,
    website: hospital.website ?? "",
    servicesOffered: hospital.servicesOffered as UpdateHospitalFormValues["servicesOffered"],
    timezone: hospital.timezone,
    patientCancelHours: hospital.patientCancelHours,
  };
  const form = useForm<UpdateHospitalFormValues, unknown, UpdateHospitalFormValues>({
    resolver: zodResolver(updateHospitalSchema, undefined, { raw: true }),
    mode: "onTouched",
    defaultValues: defaults,
  });

  const { open, openChange, save, pending } = useEditDialog({
    form,
    defaults,
    fields: HOSPITAL_DETAIL_FIELDS,
    send: (changed) => updateHospitalRequest(hospital.id, changed),
    saved: () => ["Hospital Updated", "The hospital's details were saved."],
    failed: "Failed to update the hospital",
    after: () => router.refresh(),
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" />
          Edit Details
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Hospital Details</DialogTitle>
          <DialogDescription>{hospital.name}. The name, license number and location are fixed at registration.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Edit hospital details" className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="address" label="Address" autoComplete="off" className="sm:col-span-2" />
            <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
            <TextField control={form.control} name="website" label="Website" description="Optional" autoComplete="off" />
            <FormField
              control={form.control}
              name="timezone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Time Zone</FormLabel>
                  <FormControl>
                    <Input {...field} value={field.value ?? ""} list={`${id}-zones`} autoComplete="off" />
                  </FormControl>
                  <datalist id={`${id}-zones`}>
                    {open ? zones().map((zone) => <option key={zone} value={zone} />) : null}
                  </datalist>
                  <FormDescription>Decides &quot;today&quot;, appointment slots and reports.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="patientCancelHours"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Patient Cancellation Window (hours)</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={168}
                      step={1}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={field.value === undefined || Number.isNaN(field.value) ? "" : String(field.value)}
                      onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
                    />
                  </FormControl>
                  <FormDescription>Patients may cancel in the portal until this many hours before the start.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="servicesOffered"
              render={({ field }) => {
                const selected = (field.value ?? []) as string[];
                const toggle = (service: string, on: boolean) =>
                  field.onChange(on ? [...selected, service] : selected.filter((s) => s !== service));
                return (
                  <FormItem className="sm:col-span-2">
                    <fieldset className="min-w-0 space-y-2">
                      <legend className="text-sm font-medium">Services Offered</legend>
                      <div className="grid gap-2 sm:grid-cols-2">
                        {HOSPITAL_SERVICES.map((service) => (
                          <label key={service} className="flex items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-primary"
                              checked={selected.includes(service)}
                              onChange={(e) => toggle(service, e.target.checked)}
                              onBlur={field.onBlur}
                            />
                            {service}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                    <FormMessage />
                  </FormItem>
                );
              }}
            />
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner aria-hidden="true" /> : null}
                {pending ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
