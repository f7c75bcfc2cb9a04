import { FileText } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The specification's six report buttons only showed a toast; they come back with the reports feature.
export function ReportsPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Reports</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex items-start gap-3 text-sm text-muted-foreground">
        <FileText className="size-5 shrink-0" aria-hidden="true" />
        <p>
          Reports are not available yet. Patient, staff, appointment, financial, department and incident reports will be
          generated here from the hospital&apos;s data once the reports feature is released.
        </p>
      </CardContent>
    </Card>
  );
}
