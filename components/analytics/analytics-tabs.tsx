"use client";

import { useState, type ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export const ANALYTICS_TABS = [
  { value: "overview", label: "Overview" },
  { value: "departments", label: "Departments" },
  { value: "doctors", label: "Doctors" },
  { value: "financial", label: "Financial" },
] as const;

export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]["value"];

/** The four tabs of the analytics page; each panel is rendered on the server and passed in. */
export function AnalyticsTabs({ panels }: { panels: Record<AnalyticsTab, ReactNode> }) {
  const [tab, setTab] = useState<AnalyticsTab>("overview");
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AnalyticsTab)} className="gap-4">
      {/* Wraps on a phone rather than hiding the last tab off-screen. */}
      <TabsList aria-label="Analytics views" className="h-auto flex-wrap justify-start">
        {ANALYTICS_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="h-8 flex-none px-3">
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ANALYTICS_TABS.map((t) => (
        <TabsContent key={t.value} value={t.value} className="space-y-6">
          {panels[t.value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
