"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export const HOSPITAL_TABS = [
  { value: "overview", label: "Overview" },
  { value: "departments", label: "Departments" },
  { value: "doctors", label: "Doctors" },
  { value: "health-workers", label: "Health Workers" },
  { value: "reports", label: "Reports" },
] as const;

export type HospitalTab = (typeof HOSPITAL_TABS)[number]["value"];

const TabContext = createContext<(tab: HospitalTab) => void>(() => {});

/** Lets a quick action inside a tab switch to another tab. */
export const useSwitchHospitalTab = () => useContext(TabContext);

/**
 * The dashboard's tabs. Each panel is rendered on the server and passed in; an inactive
 * panel is unmounted, so the Health Workers panel fetches only while it is open.
 */
export function HospitalTabs({ panels }: { panels: Record<HospitalTab, ReactNode> }) {
  const [tab, setTab] = useState<HospitalTab>("overview");
  const switchTab = useCallback((next: HospitalTab) => {
    setTab(next);
    // Keyboard users continue from the tab they were sent to.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-hospital-tab="${next}"]`)?.focus());
  }, []);

  return (
    <TabContext.Provider value={switchTab}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as HospitalTab)} className="gap-4">
        {/* Wraps on a phone rather than hiding the last tab off-screen. */}
        <TabsList className="h-auto flex-wrap justify-start">
          {HOSPITAL_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} data-hospital-tab={t.value} className="h-8 flex-none px-3">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {HOSPITAL_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="space-y-6">
            {panels[t.value]}
          </TabsContent>
        ))}
      </Tabs>
    </TabContext.Provider>
  );
}
