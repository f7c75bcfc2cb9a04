import { SiteHeader } from "@/components/landing/site-header";

// The patient-facing pages: public (the portal has its own session, checked by each page), under
// the landing page's brand, Register menu and login chooser.
export default function PortalLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <SiteHeader className="max-w-6xl" />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}
