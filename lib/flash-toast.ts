// A toast that survives the full page load that follows it (sign-in, registration): kept in
// sessionStorage by the page that navigates, shown once by <FlashToast /> on the next page.

const KEY = "flash-toast";

export type Flash = { kind: "success" | "error" | "info"; title: string; description?: string };

export function queueFlashToast(flash: Flash): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage disabled: the toast is simply not carried over.
  }
}

export function takeFlashToast(): Flash | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(KEY);
    const flash = JSON.parse(raw) as Flash;
    return typeof flash?.title === "string" ? flash : null;
  } catch {
    return null;
  }
}
