import type { StaffActor } from "@/lib/auth/actor-types";
import { PRODUCT_NAME } from "@/lib/constants/product";
import { logError } from "@/lib/log";
import { getHospitalOrThrow } from "@/lib/services/hospitals";

/** The hospital's name and time zone for the printed page; a failed read prints the product's name. */
async function printedHospital(user: StaffActor): Promise<{ name: string; timeZone?: string }> {
  if (!user.hospitalId) return { name: PRODUCT_NAME };
  try {
    const hospital = await getHospitalOrThrow(user, user.hospitalId);
    return { name: hospital.name, timeZone: hospital.timezone };
  } catch (error) {
    logError("[shell] reading the hospital for the print header", error);
    return { name: PRODUCT_NAME };
  }
}

/**
 * Shown only on paper (the screen has the header and sidebar instead): whose document it is and
 * when it was printed, in the hospital's time zone.
 */
export async function PrintHeader({ user }: { user: StaffActor }) {
  const { name, timeZone } = await printedHospital(user);
  const printed = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date());
  return (
    <div className="mb-6 hidden border-b pb-3 print:block" data-testid="print-header">
      <p className="text-lg font-bold">{name}</p>
      <p className="text-sm">Printed {printed}</p>
    </div>
  );
}
