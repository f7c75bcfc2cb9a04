import { route } from "@/lib/http";
import { ServiceError } from "@/lib/errors";
import { listBackups, takeManualBackup } from "@/lib/services/backups";
import { pageQuerySchema } from "@/lib/validation/list";
import { noBody } from "@/lib/validation/no-body";

// GET /api/admin/backups: system_admin; the backups newest first (time, size, status, trigger, file).
export const GET = route({ roles: ["system_admin"], query: pageQuerySchema }, async ({ actor, query }) => listBackups(actor, query));

// POST /api/admin/backups: system_admin; takes a backup now. 201 with the completed backup; 409
// while another backup runs; 422 with the reason (and the recorded row) when the backup failed,
// such as pg_dump missing beside a PostgreSQL server.
export const POST = route({ roles: ["system_admin"], body: noBody, status: 201 }, async ({ actor }) => {
  const backup = await takeManualBackup(actor);
  if (backup.status === "failed") throw new ServiceError(422, `The backup failed: ${backup.error}`, undefined, undefined, { backup });
  return backup;
});
