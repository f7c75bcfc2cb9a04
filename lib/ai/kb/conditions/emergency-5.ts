import type { Condition } from "../types";

// Issue 19 coverage: see the file's first comment once filled.

export const conditions: Condition[] = [];
