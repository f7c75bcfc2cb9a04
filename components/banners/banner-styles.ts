import type { AnnouncementLevel } from "@/lib/services/announcements";

// The colours of a banner by its level: readable (AA contrast) on light backgrounds, each with a
// border so that the level shows without colour too (the icon and the label say it in words).

export const LEVEL_STYLES: Record<AnnouncementLevel, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  critical: "border-red-300 bg-red-50 text-red-950",
};

export const LEVEL_LABELS: Record<AnnouncementLevel, string> = {
  info: "Information",
  warning: "Warning",
  critical: "Critical",
};

/** Every banner: full width, wraps on a phone, never printed. */
export const BANNER_BASE = "border-b px-4 py-2.5 text-sm sm:px-6 print:hidden";
