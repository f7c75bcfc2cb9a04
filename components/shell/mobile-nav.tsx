"use client";

import { MenuIcon } from "lucide-react";

import { SidebarNav } from "@/components/shell/sidebar-nav";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/** Below the md breakpoint the sidebar lives in a sheet opened from the header's menu button. */
export function MobileNav({
  productName,
  role,
  hospitalId,
}: {
  productName: string;
  role: string;
  hospitalId: string | null;
}) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>{productName}</SheetTitle>
          <SheetDescription className="sr-only">Pages you can open</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav role={role} hospitalId={hospitalId} variant="mobile" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
