export type ChosenDepartment = { name: string; description?: string | null };

const keyOf = (name: string) => name.trim().toLowerCase();

/** Whether a department of that name (trimmed, any case) is already chosen. */
export function hasDepartment(list: readonly ChosenDepartment[], name: string): boolean {
  const key = keyOf(name);
  return list.some((department) => keyOf(department.name) === key);
}

/** The list with the department added; unchanged when its name is blank or already chosen. */
export function addDepartment(list: readonly ChosenDepartment[], department: ChosenDepartment): ChosenDepartment[] {
  const name = department.name.trim();
  if (name === "" || hasDepartment(list, name)) return [...list];
  const description = department.description?.trim();
  return [...list, description ? { name, description } : { name }];
}

/** The list without the department of that name (trimmed, any case). */
export function removeDepartment(list: readonly ChosenDepartment[], name: string): ChosenDepartment[] {
  const key = keyOf(name);
  return list.filter((department) => keyOf(department.name) !== key);
}
