/**
 * Navigates with a full page load. The specification makes every navigation a full load,
 * and after sign-in or sign-out the server components must re-render with the new cookie,
 * so client-side router pushes are deliberately not used here.
 */
export function navigateWithReload(path: string): void {
  window.location.assign(path);
}
