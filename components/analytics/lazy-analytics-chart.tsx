"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";

/**
 * The chart, loaded in the browser only (recharts measures its box; `ssr: false` is allowed in a
 * client component, not in the server page). The server renders the figure's table meanwhile.
 */
export const LazyAnalyticsChart = dynamic(() => import("./analytics-bar-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-60 w-full" />,
});
