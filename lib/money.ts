// Money is an integer number of minor units of a currency (cents; whole shillings for UGX, whose
// ISO 4217 exponent is 0). These helpers only display it: arithmetic stays on integers.

/** The number of decimal digits of a currency's minor unit (ISO 4217 exponent, from ICU). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "UGX 20,000" or "$12.50": the amount in minor units written exactly (no floating point), plain spaces. */
export function formatMoney(minor: number, currency: string, locale = "en"): string {
  const digits = minorDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  const decimal = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3).
  const format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Plain spaces: the text goes into messages and files as well as pages.
  return format.format(`${negative ? "-" : ""}${decimal}` as unknown as number).replace(/[\u00a0\u202f]/g, " ");
}
