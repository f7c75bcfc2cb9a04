"use client";

import { useEffect } from "react";
import { toast } from "sonner";

/**
 * Shows one toast when a server-rendered screen appears (the page decided on the server; the toast
 * repeats its message, as the specification's screens do). The id keeps a remount from doubling it.
 */
export function ToastOnMount({ id, title, description }: { id: string; title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { id, description });
  }, [id, title, description]);
  return null;
}
