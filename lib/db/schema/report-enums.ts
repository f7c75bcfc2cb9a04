/** The six reports of a hospital (GET /api/reports/{type}); plain constants, safe for client code. */
export const REPORT_TYPES = ["patients", "staff", "appointments", "financial", "departments", "incidents"] as const;
export const REPORT_FORMATS = ["csv", "pdf"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportFormat = (typeof REPORT_FORMATS)[number];
