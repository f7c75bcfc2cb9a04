import { z } from "zod";

import { isCalendarDate, isCalendarInstant, safeString } from "./fields";
import { pageQuerySchema } from "./list";

// GET /api/admin/audit-logs and its CSV export (API.md "System administrator": `actor?, action?,
// hospitalId?, from?, to?`), plus `entity?` and `entityId?` to answer "who opened this record".

const ACTION = /^[a-z0-9_.:-]+\*?$/i;
const ACTION_MESSAGE = "action must be an action name (auth.login) or a prefix (auth. or auth*)";

/** An optional exact-match text filter: trimmed, blank is none. */
const idFilter = (name: string, max = 200) =>
  safeString({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional()
    .transform((v) => v || undefined);

/** A bound of the period: a date (YYYY-MM-DD, the whole day in UTC) or an ISO instant with offset. */
const bound = (name: "from" | "to") =>
  safeString({ error: `${name} must be a date (YYYY-MM-DD) or an ISO instant` })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (isCalendarDate(v)) {
        const start = new Date(`${v}T00:00:00Z`);
        // `to` as a date includes that whole day: everything before the next midnight (UTC).
        return { at: name === "to" ? new Date(start.getTime() + 86_400_000) : start, exclusive: name === "to" };
      }
      if (isCalendarInstant(v)) return { at: new Date(v), exclusive: false };
      ctx.addIssue({ code: "custom", message: `${name} must be a date (YYYY-MM-DD) or an ISO instant` });
      return z.NEVER;
    });

const filterFields = {
  actor: idFilter("actor"),
  action: safeString({ error: ACTION_MESSAGE })
    .trim()
    .max(100, { error: "action must be at most 100 characters" })
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (ACTION.test(v) && v !== "*"), { error: ACTION_MESSAGE }),
  hospitalId: idFilter("hospitalId", 100),
  entity: idFilter("entity", 100),
  entityId: idFilter("entityId"),
  from: bound("from"),
  to: bound("to"),
};

type Period = { from?: { at: Date; exclusive: boolean }; to?: { at: Date; exclusive: boolean } };
const inOrder = ({ from, to }: Period) =>
  !(from?.at instanceof Date && to?.at instanceof Date) || from.at < to.at || (!to.exclusive && from.at.getTime() === to.at.getTime());
const ORDER_ERROR = { error: "from must not be after to", path: ["from"] };

/** The filters of the CSV export. */
export const auditLogFiltersSchema = z.object(filterFields).refine(inOrder, ORDER_ERROR);

/** GET /api/admin/audit-logs: the filters and paging (limit default 50, max 200), newest first. */
export const listAuditLogsQuerySchema = pageQuerySchema.extend(filterFields).refine(inOrder, ORDER_ERROR);

export type AuditLogFilters = z.output<typeof auditLogFiltersSchema>;
export type ListAuditLogsQuery = z.output<typeof listAuditLogsQuerySchema>;

/** The action filter as SQL wants it: an exact name, or the prefix before a trailing `*` or through a trailing `.`. */
export function actionMatch(action: string): { exact: string } | { prefix: string } {
  if (action.endsWith("*")) return { prefix: action.slice(0, -1) };
  if (action.endsWith(".")) return { prefix: action };
  return { exact: action };
}
