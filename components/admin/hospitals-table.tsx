import { Badge } from "@/components/ui/badge";
import type { listAllHospitals } from "@/lib/services/hospitals";
import { subscriptionLabel } from "@/lib/subscription";

type Row = Awaited<ReturnType<typeof listAllHospitals>>[number];

export function HospitalsTable({ hospitals }: { hospitals: Row[] }) {
  if (hospitals.length === 0) {
    return <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No hospitals have registered yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Hospital</th>
            <th scope="col" className="px-4 py-3 font-medium">Hospital ID</th>
            <th scope="col" className="px-4 py-3 font-medium">Location</th>
            <th scope="col" className="px-4 py-3 font-medium">Subscription</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {hospitals.map((h) => (
            <tr key={h.id} className="border-b last:border-0">
              <td className="px-4 py-3 font-medium">{h.name}</td>
              <td className="px-4 py-3 font-mono text-xs">{h.id}</td>
              <td className="px-4 py-3">{h.city}, {h.country}</td>
              <td className="px-4 py-3">{subscriptionLabel(h.subscriptionStatus, h.trialExpiresAt)}</td>
              <td className="px-4 py-3">
                <Badge variant={h.isActive ? "secondary" : "outline"}>{h.isActive ? "Active" : "Inactive"}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
