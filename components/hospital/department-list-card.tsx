import { ActiveBadge } from "@/components/departments/status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The Overview's short department list: name and Active/Inactive. */
export function DepartmentListCard({ departments }: { departments: { id: string; name: string; isActive: boolean }[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Departments</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {departments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No departments yet.</p>
        ) : (
          <ul className="divide-y">
            {departments.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 truncate font-medium">{d.name}</span>
                <ActiveBadge active={d.isActive} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
