import { BadgeCheckIcon, IdCardIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EMPLOYMENT_TYPE_OPTIONS, optionLabel, SHIFT_OPTIONS } from "@/lib/constants/staff";
import type { WorkerSelf } from "@/lib/services/health-worker-portal";

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** The worker's information (specification: first name, last name, role, worker number), with employment and license. */
export function WorkerInfoCard({ worker }: { worker: WorkerSelf }) {
  const employed = worker.employmentStatus === "employed";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <IdCardIcon aria-hidden="true" className="size-5 text-primary" />
          <h2>Worker Information</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item label="First Name">{worker.firstName}</Item>
          <Item label="Last Name">{worker.lastName}</Item>
          <Item label="Role">{worker.roleLabel}</Item>
          <Item label="Worker Number">
            <span className="font-mono" data-testid="worker-number">
              {worker.workerNumber}
            </span>
          </Item>
          <Item label="Health Worker ID">
            <span className="font-mono">{worker.healthWorkerId}</span>
          </Item>
          <Item label="Employment Status">
            <Badge variant={employed ? "default" : "outline"} data-testid="employment-status">
              {employed ? "Employed" : "Not employed"}
            </Badge>
          </Item>
          <Item label="Hospital">{worker.hospitalName ?? "None"}</Item>
          <Item label="Department">{worker.departmentName ?? "None"}</Item>
          <Item label="Shift">{worker.shift ? optionLabel(SHIFT_OPTIONS, worker.shift) : "Not set"}</Item>
          {worker.employmentType ? <Item label="Employment Type">{optionLabel(EMPLOYMENT_TYPE_OPTIONS, worker.employmentType)}</Item> : null}
          <Item label="License">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono">{worker.licenseNumber ?? "None"}</span>
              {worker.licenseNumber ? (
                worker.licenseVerified ? (
                  <Badge className="border-transparent bg-emerald-700 text-white">
                    <BadgeCheckIcon aria-hidden="true" />
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="outline">Not verified</Badge>
                )
              ) : null}
            </span>
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}
