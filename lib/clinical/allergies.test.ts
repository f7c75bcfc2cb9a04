import { allergiesNamedIn, allergyEntries } from "./allergies";

describe("allergyEntries", () => {
  it("splits the recorded text and drops 'none' entries", () => {
    expect(allergyEntries("Sulfa drugs, penicillin; peanuts and latex")).toEqual(["Sulfa drugs", "penicillin", "peanuts", "latex"]);
    expect(allergyEntries("None known")).toEqual([]);
    expect(allergyEntries("NKDA")).toEqual([]);
    expect(allergyEntries(null)).toEqual([]);
  });
});

describe("allergiesNamedIn", () => {
  it("matches a word of the entry at the start of a word of the prescription", () => {
    expect(allergiesNamedIn("Sulfamethoxazole 800 mg twice daily", "Sulfa drugs")).toEqual(["Sulfa drugs"]);
    expect(allergiesNamedIn("Penicillin V 500 mg", "penicillin")).toEqual(["penicillin"]);
  });

  it("matches the members of a class the entry names", () => {
    expect(allergiesNamedIn("Amoxicillin 500 mg three times daily for 5 days", "Penicillin")).toEqual(["Penicillin"]);
    expect(allergiesNamedIn("Co-trimoxazole 960 mg", "Sulfa drugs")).toEqual(["Sulfa drugs"]);
    expect(allergiesNamedIn("Ibuprofen 400 mg when needed", "NSAIDs")).toEqual(["NSAIDs"]);
  });

  it("does not match inside a word, filler words, or 'none known'", () => {
    expect(allergiesNamedIn("Paracetamol 1 g four times daily", "Latex")).toEqual([]);
    expect(allergiesNamedIn("Amlodipine 5 mg once daily", "None known")).toEqual([]);
    // "drugs" is filler: a prescription mentioning drugs is not a sulfa prescription.
    expect(allergiesNamedIn("Avoid recreational drugs; metformin 500 mg", "Sulfa drugs")).toEqual([]);
    // A word ending in the allergen is not the allergen.
    expect(allergiesNamedIn("Nonlatex gloves for dressing", "Latex")).toEqual([]);
  });

  it("names every matching entry", () => {
    expect(allergiesNamedIn("Amoxicillin and ibuprofen", "Penicillin, aspirin, NSAIDs")).toEqual(["Penicillin", "NSAIDs"]);
  });
});
