"use client";

import { useEffect } from "react";
import { toast } from "sonner";

import { takeFlashToast } from "@/lib/flash-toast";

/** Shows the toast a previous page queued just before a full page load. */
export function FlashToast() {
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast[flash.kind](flash.title, { description: flash.description });
  }, []);
  return null;
}
