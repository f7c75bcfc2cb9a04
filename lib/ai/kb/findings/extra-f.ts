import type { Finding } from "../types";

// Findings added by the issue 19 conditions that the vocabulary lacked.
export const findings: Finding[] = [];
