import { HeartPulse } from "lucide-react";
import type { ReactNode } from "react";

import { LoginChooserButton } from "@/components/landing/login-chooser-dialog";
import { RegisterMenu } from "@/components/landing/register-menu";
import { cn } from "@/lib/utils";
import { PRODUCT_NAME } from "@/lib/constants/product";

/** The public pages' header: the brand, optional links, the Register menu and the login chooser. */
export function SiteHeader({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className={cn("mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6", className)}>
        <a
          href="/"
          className="flex items-center gap-2 rounded-md font-bold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <HeartPulse className="size-6 text-primary" aria-hidden="true" />
          <span className="text-lg">{PRODUCT_NAME}</span>
        </a>
        <nav aria-label="Site" className="flex flex-wrap items-center gap-2">
          {children}
          <RegisterMenu />
          <LoginChooserButton>Sign In</LoginChooserButton>
        </nav>
      </div>
    </header>
  );
}
