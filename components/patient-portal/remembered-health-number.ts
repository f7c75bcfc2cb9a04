// The health number of a registration that just finished in this tab, handed from the wizard to the
// portal's locked form so the patient does not have to type it. Kept in sessionStorage (this tab
// only) and read once.

const KEY = "patient-portal:new-health-number";

export function rememberHealthNumber(id: string): void {
  try {
    window.sessionStorage.setItem(KEY, id);
  } catch {
    // Storage disabled: the patient types the number shown in the toast.
  }
}

export function takeRememberedHealthNumber(): string | null {
  try {
    const id = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return id;
  } catch {
    return null;
  }
}
