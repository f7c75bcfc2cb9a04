import { phoneSearchDigits, storedPhoneDigits } from "./phone";

describe("storedPhoneDigits (as the generated column phone_digits)", () => {
  it.each([
    ["+256 701 330 355", "Uganda", "256701330355"],
    ["0701330355", "Uganda", "256701330355"],
    ["00256 701-330-355", "Uganda", "256701330355"],
    ["0712 345 678", "Kenya", "254712345678"],
    ["+44 20 7946 0958", "Uganda", "442079460958"],
    ["701330355", "Uganda", "701330355"],
  ])("%s of a patient from %s is %s", (phone, country, digits) => {
    expect(storedPhoneDigits(phone, country)).toBe(digits);
  });
});

describe("phoneSearchDigits", () => {
  it.each([
    ["0701330355", "701330355"],
    ["+256 701 330 355", "256701330355"],
    ["00256701330355", "256701330355"],
    ["330355", "330355"],
    ["(0701) 330-355", "701330355"],
  ])("reads %s as the digits %s", (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
  });

  it.each(["Amina", "UG-PAT-2026-001", "33035", "012345", "+256", "12a345678"])("does not read %s as a phone number", (term) => {
    expect(phoneSearchDigits(term)).toBeNull();
  });
});
