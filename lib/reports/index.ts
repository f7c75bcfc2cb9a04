import type { ReportType } from "@/lib/db/schema/report-enums";

import { appointmentsReport } from "./appointments";
import { departmentsReport } from "./departments";
import { financialReport } from "./financial";
import { incidentsReport } from "./incidents";
import { patientsReport } from "./patients";
import { staffReport } from "./staff";
import type { ReportDefinition } from "./types";

/** The six reports, by the type of GET /api/reports/{type}. */
export const REPORTS: Record<ReportType, ReportDefinition> = {
  patients: patientsReport,
  staff: staffReport,
  appointments: appointmentsReport,
  financial: financialReport,
  departments: departmentsReport,
  incidents: incidentsReport,
};

export type { ReportDefinition } from "./types";
