"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";

/** 'Back' by browser history (specification: the Register New Patient page); opened directly, it goes to `fallback`. */
export function BackButton({ fallback }: { fallback: string }) {
  const router = useRouter();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="-ml-2 text-muted-foreground"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallback))}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
