import { addDepartment, hasDepartment, removeDepartment } from "./departments";
import { firstStepWith, isFormField } from "./steps";

describe("chosen departments", () => {
  const chosen = [{ name: "Emergency Department", description: "24/7 emergency medical care" }];

  it("adds a department trimmed, without a blank description", () => {
    expect(addDepartment(chosen, { name: "  Oncology ", description: "  " })).toEqual([
      ...chosen,
      { name: "Oncology" },
    ]);
  });

  it("ignores a name already chosen, compared trimmed and in any case", () => {
    expect(addDepartment(chosen, { name: " emergency DEPARTMENT " })).toEqual(chosen);
    expect(hasDepartment(chosen, "EMERGENCY department")).toBe(true);
  });

  it("ignores a blank name", () => {
    expect(addDepartment(chosen, { name: "   " })).toEqual(chosen);
  });

  it("removes by name in any case", () => {
    expect(removeDepartment(chosen, "emergency department")).toEqual([]);
  });
});

describe("wizard steps", () => {
  it("finds the first step holding a field, nested paths included", () => {
    expect(firstStepWith(["adminEmail"])).toBe(0);
    expect(firstStepWith(["departments.0.name", "city"])).toBe(1);
    expect(firstStepWith(["servicesOffered"])).toBe(2);
    expect(firstStepWith(["departments.1.name"])).toBe(3);
    expect(firstStepWith(["unknown"])).toBeUndefined();
  });

  it("recognises the form's fields only", () => {
    expect(isFormField("adminEmail")).toBe(true);
    expect(isFormField("departments.0.name")).toBe(true);
    expect(isFormField("hospitalId")).toBe(false);
  });
});
