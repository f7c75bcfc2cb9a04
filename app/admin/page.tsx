import type { Metadata } from "next";

import { HospitalsTable } from "@/components/admin/hospitals-table";
import { getActor } from "@/lib/auth/actor";
import { listAllHospitals } from "@/lib/services/hospitals";

export const metadata: Metadata = { title: "System Administration" };

// /admin: where a system administrator lands after signing in.
export default async function AdminPage() {
  const hospitals = await listAllHospitals(await getActor());
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">System Administration</h1>
        <p className="text-muted-foreground">Hospitals registered on the network</p>
      </div>
      <HospitalsTable hospitals={hospitals} />
    </div>
  );
}
