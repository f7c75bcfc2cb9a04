"use client";

import * as React from "react";
import { LogOut, Settings, User } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { navigateWithReload } from "@/lib/navigation";

// Sign out even when the call fails: the specification only logs a logout failure.
async function signOut() {
  try {
    const response = await fetch("/api/auth/logout", { method: "POST" });
    if (!response.ok) console.error(`Logout failed with status ${response.status}`);
  } catch (error) {
    console.error("Logout failed", error);
  }
  navigateWithReload("/");
}

/** The header's user menu; `children` is the trigger's content (avatar, name, role). */
export function UserMenu({
  displayName,
  email,
  roleLabel,
  children,
}: {
  displayName: string;
  email: string;
  roleLabel: string;
  children: React.ReactNode;
}) {
  const [signingOut, setSigningOut] = React.useState(false);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its content (an aria-label hid the visible name and role from speech input). */}
        <Button variant="ghost" className="h-auto gap-3 px-2 py-1.5">
          <span className="sr-only">User menu: </span>
          {children}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{displayName}</p>
          <p className="truncate text-xs text-muted-foreground">{email}</p>
          <p className="truncate text-xs text-muted-foreground">{roleLabel}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
