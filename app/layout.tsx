import type { Metadata, Viewport } from "next";

import { MaintenanceBanner } from "@/components/banners/maintenance-banner";
import { FlashToast } from "@/components/ui/flash-toast";
import { Toaster } from "@/components/ui/sonner";
import { PRODUCT_NAME } from "@/lib/constants/product";

import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: `${PRODUCT_NAME} | HealthCare Platform`,
    template: `%s | ${PRODUCT_NAME}`,
  },
  description:
    "A multi-hospital healthcare management platform: departments, staff, patients, appointments and AI-assisted diagnosis for every hospital.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // NOTE: data-scroll-behavior lets Next turn smooth scrolling off during route changes,
    // so only in-page anchors such as "Learn More" scroll smoothly.
    <html lang="en" className="motion-safe:scroll-smooth" data-scroll-behavior="smooth">
      <body className="min-h-dvh font-sans">
        {/* Every page, every audience: reads the settings row per request (every page is dynamic anyway). */}
        <MaintenanceBanner />
        {children}
        <Toaster />
        <FlashToast />
      </body>
    </html>
  );
}
