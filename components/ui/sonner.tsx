"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Notification defaults from the specification (public area, section 9): one toast at a time,
// 5000 ms display, swipe right to dismiss, 420 px wide at most, F8 focuses the region.
// Where: bottom right above 600 px (sonner's own phone breakpoint), at the bottom of the screen on
// a phone. Never at the top: one over the user menu paused itself while the pointer rested on it
// and left the menu unreachable, and on a phone one below the header covered an open dialog's title.
const WIDE = "(min-width: 601px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const useWide = () =>
  React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

const Toaster = ({ ...props }: ToasterProps) => {
  const wide = useWide();
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position={wide ? "bottom-right" : "bottom-center"}
      mobileOffset={{ bottom: 16 }}
      visibleToasts={1}
      richColors
      closeButton
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      containerAriaLabel="Notifications"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // sonner's rich colours read at 3.1:1 to 4.35:1 on their pale backgrounds (success 4.25, error
          // 4.34, info 4.35, warning 3.07); WCAG AA asks 4.5:1, so the same hues a little darker.
          "--success-text": "hsl(140, 100%, 23%)",
          "--error-text": "hsl(360, 100%, 40%)",
          "--warning-text": "hsl(31, 92%, 32%)",
          "--info-text": "hsl(210, 92%, 38%)",
        } as React.CSSProperties
      }
      toastOptions={{ style: { maxWidth: "420px" } }}
      {...props}
    />
  );
};

export { Toaster };
