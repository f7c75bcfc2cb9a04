"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";

/**
 * The bar chart, loaded in the browser only (recharts measures its box): `ssr: false` is allowed in a
 * client component, not in the server page, hence this small wrapper. The server renders the
 * figure's text alternative meanwhile.
 */
export const LazyBarChart = dynamic(() => import("./bar-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-60 w-full" />,
});
