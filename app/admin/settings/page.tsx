import type { Metadata } from "next";

import { BackupsSection } from "@/components/admin/settings/backups-section";
import { SettingsForm, type SettingsValues } from "@/components/admin/settings/settings-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireSystemAdminPage } from "@/lib/auth/page-gates";
import { ServiceError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { KEEP_BACKUPS, listBackups, type BackupView } from "@/lib/services/backups";
import { readSettings } from "@/lib/services/settings";
import { PageAlert } from "@/components/ui/page-alert";

export const metadata: Metadata = { title: "Settings" };

// /admin/settings: the platform settings (GET/PUT /api/admin/settings) and the database backups
// (GET/POST /api/admin/backups), read on the server for the signed-in system administrator.
export default async function AdminSettingsPage() {
  const actor = await requireSystemAdminPage();
  let settings: SettingsValues | null = null;
  let backups: BackupView[] = [];
  let settingsError: string | null = null;
  let backupsError: string | null = null;
  const [settingsResult, backupsResult] = await Promise.allSettled([readSettings(), listBackups(actor, { limit: 50, offset: 0 })]);
  if (settingsResult.status === "fulfilled") {
    const s = settingsResult.value;
    settings = {
      twoFactorRequired: s.twoFactorRequired,
      sessionTimeoutHours: s.sessionTimeoutHours,
      autoBackup: s.autoBackup,
      maintenanceMode: s.maintenanceMode,
      maxUsersPerHospital: s.maxUsersPerHospital,
      defaultPlan: s.defaultPlan,
    };
  } else {
    logError("[page] /admin/settings: settings", settingsResult.reason);
    settingsError = "The settings could not be loaded. Please try again.";
  }
  if (backupsResult.status === "fulfilled") backups = backupsResult.value;
  else {
    const failure = backupsResult.reason;
    if (!(failure instanceof ServiceError)) logError("[page] /admin/settings: backups", failure);
    backupsError = failure instanceof ServiceError ? failure.message : "The backups could not be loaded. Please try again.";
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Platform settings take effect on the next request of every session</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Platform settings</h2>
          </CardTitle>
          <CardDescription>Security, sessions, limits and the plan proposed to hospitals</CardDescription>
        </CardHeader>
        <CardContent>
          {settings ? (
            <SettingsForm initial={settings} />
          ) : (
            <PageAlert>{settingsError}</PageAlert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Backups</h2>
          </CardTitle>
          <CardDescription>Copies of the whole database, newest first</CardDescription>
        </CardHeader>
        <CardContent>
          {backupsError ? (
            <PageAlert>Error loading the backups: {backupsError}</PageAlert>
          ) : (
            <BackupsSection backups={backups} keep={KEEP_BACKUPS} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
