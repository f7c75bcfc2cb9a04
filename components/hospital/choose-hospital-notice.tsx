import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** system_admin belongs to no hospital: these pages need one named in the address. */
export function ChooseHospitalNotice({ title, path }: { title: string; path: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Card>
        <CardHeader>
          <CardTitle>Choose a hospital</CardTitle>
          <CardDescription>
            A system administrator is not attached to a hospital. Open this page for one from the{" "}
            <a href="/admin/hospitals" className="font-medium text-primary underline-offset-4 hover:underline">
              hospital list in the administration panel
            </a>
            , or add its ID to the address, for example <code className="font-mono">{path}?hospitalId=HOSP-001</code>.
          </CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
