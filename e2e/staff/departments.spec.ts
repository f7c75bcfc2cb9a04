import { expect, test } from "@playwright/test";

import { DEMO_ADMIN, DEMO_DOCTOR, registerHospital, signIn } from "../support/hospital";

// A freshly registered hospital's administrator manages departments on /departments and on the
// hospital dashboard: create, search, edit, deactivate, delete; the figures follow the data.

test("an administrator creates, searches, edits, deactivates and deletes a department", async ({ page }) => {
  const { adminEmail, adminPassword } = await registerHospital(page, {
    tag: "departments",
    departments: [{ name: "Laboratory" }, { name: "Radiology", description: "Imaging" }],
  });
  await signIn(page, adminEmail, adminPassword);

  await page.goto("/departments");
  await expect(page.getByRole("heading", { name: "Department Management" })).toBeVisible();
  const total = page.getByTestId("department-stat-total");
  const active = page.getByTestId("department-stat-active");
  await expect(total).toHaveText("2");
  await expect(active).toHaveText("2");
  await expect(page.getByTestId("department-stat-avg-staff")).toHaveText("0.0");
  await expect(page.getByTestId("department-stat-with-head")).toHaveText("0");

  // Create: the schema's message shows under the field, then the department is added.
  await page.getByRole("button", { name: "Add Department" }).click();
  const create = page.getByRole("dialog", { name: "Create New Department" });
  await create.getByLabel("Department Name").fill("O");
  await create.getByRole("button", { name: "Create Department" }).click();
  await expect(create.getByText("Department name must be at least 2 characters")).toBeVisible();
  await create.getByLabel("Department Name").fill("Oncology");
  await create.getByLabel("Description").fill("Cancer care");
  await create.getByRole("button", { name: "Create Department" }).click();
  await expect(page.getByText("Department created successfully")).toBeVisible();
  await expect(create).toBeHidden();
  await expect(total).toHaveText("3");
  const table = page.getByRole("table", { name: "Departments" });
  await expect(table.getByRole("rowheader", { name: /Oncology/ })).toContainText("Cancer care");
  await expect(table.getByRole("row", { name: /Oncology/ })).toContainText("Not assigned");

  // A duplicate name is refused by the server, and its message shown.
  await page.getByRole("button", { name: "Add Department" }).click();
  await create.getByLabel("Department Name").fill("oncology");
  await create.getByRole("button", { name: "Create Department" }).click();
  await expect(page.getByText("A department with this name already exists").first()).toBeVisible();
  await create.getByRole("button", { name: "Cancel" }).click();
  await expect(total).toHaveText("3");

  // Search runs on the server through ?search=; the stat cards still describe the whole hospital.
  const search = page.getByRole("searchbox", { name: "Search departments" });
  await search.fill("cancer");
  await page.waitForURL(/search=cancer/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("rowheader", { name: /Oncology/ })).toBeVisible();
  await expect(total).toHaveText("3");
  await search.fill("no-such-department");
  await expect(page.getByText("No departments found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
  await search.fill("");
  await page.waitForURL((url) => !url.searchParams.has("search"));
  await expect(table.getByRole("row")).toHaveCount(4);

  // Edit name and description.
  await page.getByRole("button", { name: "Edit Oncology" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Department" });
  await expect(edit.getByLabel("Head Doctor")).toHaveValue("");
  await edit.getByLabel("Department Name").fill("Oncology Day Care");
  await edit.getByLabel("Description").fill("Chemotherapy and follow-up");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Department Updated", { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(table.getByRole("rowheader", { name: /Oncology Day Care/ })).toContainText("Chemotherapy and follow-up");

  // Deactivate on the hospital dashboard's Departments tab: a real change, seen on /departments.
  await page.goto("/hospital");
  await page.getByRole("tab", { name: "Departments" }).click();
  await page.getByRole("button", { name: "Deactivate Oncology Day Care" }).click();
  await expect(page.getByText("Department Deactivated", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate Oncology Day Care" })).toBeVisible();
  await page.goto("/departments");
  await expect(active).toHaveText("2");
  await expect(table.getByRole("row", { name: /Oncology Day Care/ })).toContainText("Inactive");

  // Delete after confirmation.
  await page.getByRole("button", { name: "Delete Oncology Day Care" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Oncology Day Care?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(table.getByRole("rowheader", { name: /Oncology Day Care/ })).toBeVisible();
  await page.getByRole("button", { name: "Delete Oncology Day Care" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Department Deleted", { exact: true })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /Oncology Day Care/ })).toHaveCount(0);
  await expect(total).toHaveText("2");
});

test("a department with staff cannot be deleted (409 message shown)", async ({ page }) => {
  // The demo hospital's departments have doctors and appointments.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto("/departments?search=Cardiology");
  const table = page.getByRole("table", { name: "Departments" });
  const row = table.getByRole("row", { name: /Cardiology/ }).first();
  await expect(row).toBeVisible();
  const staff = Number(await row.locator("td").nth(2).textContent());
  expect(staff).toBeGreaterThan(0);
  await row.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/cannot be deleted while doctors, health workers or appointments belong to it/)).toBeVisible();
  await expect(row).toBeVisible();
});

test("the department pages are for administrators only", async ({ page }) => {
  await signIn(page, DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  for (const path of ["/departments", "/hospital"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Access Denied")).toBeVisible();
  }
});
