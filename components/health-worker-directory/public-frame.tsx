import type { ReactNode } from "react";

import { SiteHeader } from "@/components/landing/site-header";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The frame of the public pages (the doctor and health worker directories, profiles, registration)
 * for visitors: the site header with the directories' links, and the page's column.
 */
export function PublicFrame({ children, width = "wide" }: { children: ReactNode; width?: "wide" | "narrow" }) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <SiteHeader>
        <Button asChild variant="ghost">
          <a href="/doctors">Find a Doctor</a>
        </Button>
        <Button asChild variant="ghost">
          <a href="/health-worker-directory">Health Worker Directory</a>
        </Button>
      </SiteHeader>
      <main className={cn("mx-auto flex w-full flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10", width === "wide" ? "max-w-6xl" : "max-w-3xl")}>
        {children}
      </main>
    </div>
  );
}
