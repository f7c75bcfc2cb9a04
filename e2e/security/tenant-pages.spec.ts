import { expect, request as newRequest, test, type APIRequestContext } from "@playwright/test";

import { DOCTOR_SPECIALIZATIONS } from "../../lib/constants/staff";
import { discoverPages, fillPattern } from "../../test/security/routes";

// Tenant isolation matrix of the pages (issue 12): every app/**/page.tsx, found on disk, requested
// by HOSP-002's administrator, doctor, health worker and portal patient and by a signed-out client,
// with HOSP-001's ids in the dynamic segments and the query. It fails on any of HOSP-001's own
// data in the HTML (names, health numbers and phones of its patients HOSP-002 does not see, its
// departments, doctors and workers), on a 5xx, and on a page whose segments it cannot fill.
// The demo data (README "Demo accounts") provides both hospitals.

const PASSWORD = "Demo@2026!";
const A = "HOSP-001";

type Named = { id: string; firstName?: string; lastName?: string; name?: string; phone?: string; dateOfBirth?: string; healthWorkerId?: string };
type Caller = { name: string; ctx: APIRequestContext };

async function context(baseURL: string | undefined) {
  return newRequest.newContext({ baseURL });
}

async function json<T>(ctx: APIRequestContext, url: string): Promise<T> {
  const res = await ctx.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function staff(baseURL: string | undefined, email: string) {
  const ctx = await context(baseURL);
  const res = await ctx.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return ctx;
}

const fullName = (r: Named) => `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim();
// Markers are searched in HTML as they are: text that HTML or JSON would escape is left out.
const plain = (s: string) => s.length >= 5 && !/[&<>"'\\]/.test(s);

test("no page shows HOSP-001's data to HOSP-002's principals or to a signed-out client", async ({ baseURL }) => {
  test.setTimeout(600_000);
  const adminA = await staff(baseURL, "admin@kampala-general.demo");
  const adminB = await staff(baseURL, "admin@nairobi-riverside.demo");

  // What HOSP-001 holds and HOSP-002 does not see: its markers.
  const [patientsA, patientsB] = await Promise.all([json<Named[]>(adminA, "/api/patients?limit=200"), json<Named[]>(adminB, "/api/patients?limit=200")]);
  const seenByB = new Set(patientsB.map((p) => p.id));
  const onlyA = patientsA.filter((p) => !seenByB.has(p.id));
  // Two patients may share a name or a phone (the specs reuse some): what B rightly sees of its own is no marker.
  const visibleToB = new Set(patientsB.flatMap((p) => [fullName(p), p.phone ?? ""]));
  const [deptsA, deptsB] = await Promise.all([json<Named[]>(adminA, "/api/departments"), json<Named[]>(adminB, "/api/departments")]);
  const deptNamesB = new Set(deptsB.map((d) => d.name?.toLowerCase()));
  const [doctorsA, workersA] = await Promise.all([json<Named[]>(adminA, "/api/doctors?limit=200"), json<Named[]>(adminA, "/api/health-workers?limit=200")]);
  const namesB = new Set([...patientsB, ...(await json<Named[]>(adminB, "/api/doctors?limit=200")), ...(await json<Named[]>(adminB, "/api/health-workers?limit=200"))].map(fullName));
  // A department named like a specialization ("Cardiology") is a label of the doctor form too.
  const labels = new Set<string>(DOCTOR_SPECIALIZATIONS.map((s) => s.toLowerCase()));
  // A worker with a public profile is shown to everyone on purpose (directory, profile, request page): no marker.
  const publicWorkersA = workersA.filter((w) => w.healthWorkerId);
  const isPublic = await Promise.all(publicWorkersA.map(async (w) => (await adminB.get(`/api/health-workers/profile/${w.healthWorkerId}`)).ok()));
  const publicNames = new Set(publicWorkersA.filter((_, i) => isPublic[i]).map(fullName));
  // The public doctor directory (issue 18) shows everyone A's listed doctors with their departments,
  // and A's page its active departments, on purpose: no markers. A's patients stay markers.
  const visitor = await context(baseURL);
  const listedDoctors = (await (await visitor.get(`/api/public/doctors?hospitalId=${A}&limit=200`)).json()) as (Named & { departmentName: string })[];
  const hospitalPage = (await (await visitor.get(`/api/public/hospitals/${A}`)).json()) as { departments: { name: string }[] };
  expect(listedDoctors.length, "HOSP-001 has doctors in the public directory").toBeGreaterThan(0);
  for (const d of listedDoctors) publicNames.add(fullName(d));
  const publicDepartments = new Set([...listedDoctors.map((d) => d.departmentName), ...hospitalPage.departments.map((d) => d.name)].map((n) => n.toLowerCase()));
  const markers = [
    ...onlyA.flatMap((p) => [fullName(p), p.id, p.phone ?? ""]).filter((m) => !visibleToB.has(m)),
    ...deptsA
      .map((d) => d.name ?? "")
      .filter((n) => !deptNamesB.has(n.toLowerCase()) && !labels.has(n.toLowerCase()) && !publicDepartments.has(n.toLowerCase())),
    ...[...doctorsA, ...workersA].map(fullName).filter((n) => !namesB.has(n) && !publicNames.has(n)),
  ].filter(plain);
  expect(onlyA.length, "HOSP-001 has patients HOSP-002 does not see").toBeGreaterThan(3);
  expect(markers.length).toBeGreaterThan(20);

  // HOSP-002's principals and a signed-out client.
  const doctorB = await staff(baseURL, "dr.peter.otieno@nairobi-riverside.demo");
  const workerB = await context(baseURL);
  expect((await workerB.post("/api/health-worker/login", { data: { workerNumber: "WN-000005", password: PASSWORD } })).status()).toBe(200);
  const seenByA = new Set(patientsA.map((p) => p.id));
  const portalPatient = patientsB.find((p) => !seenByA.has(p.id) && p.dateOfBirth);
  expect(portalPatient, "a patient of HOSP-002 only").toBeTruthy();
  const portalB = await context(baseURL);
  const verified = await portalB.post("/api/patients/verify", { data: { healthNumber: portalPatient!.id, dateOfBirth: portalPatient!.dateOfBirth } });
  expect(verified.status()).toBe(200);
  const callers: Caller[] = [
    { name: "HOSP-002 hospital_admin", ctx: adminB },
    { name: "HOSP-002 doctor", ctx: doctorB },
    { name: "HOSP-002 health worker", ctx: workerB },
    { name: "HOSP-002 portal patient", ctx: portalB },
    { name: "signed-out client", ctx: await context(baseURL) },
  ];

  // Dynamic segments by the collection they follow; anything else is unclassified.
  const targetPatients = onlyA.filter((p) => plain(fullName(p))).slice(0, 3);
  const targets = targetPatients.map((p) => p.id);
  const [incidentsA, billsA] = await Promise.all([json<Named[]>(adminA, "/api/incidents"), json<Named[]>(adminA, "/api/bills")]);
  expect(incidentsA.length * billsA.length, "HOSP-001 has incident reports and bills").toBeGreaterThan(0);
  const segmentValues: Record<string, string[]> = {
    "patients/id": targets,
    // A's workers, public and private: B's administrator may open the request page of a public one only.
    "request-employment/healthWorkerId": workersA.flatMap((w) => (w.healthWorkerId ? [w.healthWorkerId] : [])).slice(0, 4),
    // A's workers' public profiles: a private one is 'Profile Not Found' to everyone.
    "health-worker/healthWorkerId": workersA.flatMap((w) => (w.healthWorkerId ? [w.healthWorkerId] : [])).slice(0, 4),
    // A's incident reports and bills (the demo data has both): 404 to everyone of B and the portal.
    "incidents/incidentId": incidentsA.slice(0, 2).map((r) => r.id),
    "billing/billId": billsA.slice(0, 2).map((b) => b.id),
    "my-bills/billId": billsA.slice(0, 2).map((b) => b.id),
    // A's public hospital page (its listed doctors and departments are public, its patients never).
    "hospitals/hospitalId": [A],
  };
  const pages = discoverPages();
  const unclassified: string[] = [];
  const urls: string[] = [];
  for (const page of pages) {
    let combos: Record<string, string>[] = [{}];
    for (const param of page.params) {
      const segments = page.pattern.split("/");
      const at = segments.findIndex((s) => s.includes(`[${param}]`));
      const values = segmentValues[`${segments[at - 1]}/${param}`];
      if (!values) {
        unclassified.push(`${page.file}: dynamic segment [${param}]`);
        combos = [];
        break;
      }
      combos = combos.flatMap((c) => values.map((v) => ({ ...c, [param]: v })));
    }
    for (const params of combos) urls.push(fillPattern(page.pattern, params));
  }
  const query = new URLSearchParams({ hospitalId: A, patientId: targets[0], doctorId: doctorsA[0]?.id ?? "", departmentId: deptsA[0]?.id ?? "", id: targets[0] });
  const requests = urls.flatMap((url) => [url, `${url}?${query}`]).flatMap((url) => callers.map((caller) => ({ url, caller })));

  // The check can fail: HOSP-001's own administrator does see its patient's name on the same page.
  const own = await adminA.get(`/patients/${targets[0]}`);
  expect(await own.text()).toContain(fullName(targetPatients[0]));

  const failures: string[] = [];
  for (let i = 0; i < requests.length; i += 4) {
    await Promise.all(
      requests.slice(i, i + 4).map(async ({ url, caller }) => {
        const res = await caller.ctx.get(url);
        const html = await res.text();
        const what = `GET ${url} as ${caller.name} (${res.status()} ${new URL(res.url()).pathname})`;
        if (res.status() >= 500) failures.push(`${what}: server error`);
        // A health number the request itself carried may be echoed (the URL, a sign-in callback).
        const shown = markers.filter((m) => html.includes(m) && !url.includes(m));
        if (shown.length) failures.push(`${what}: shows ${shown.slice(0, 5).join(", ")}`);
      }),
    );
  }
  console.log(
    [
      `tenant isolation matrix (pages): ${requests.length} requests, ${pages.length} pages (${urls.length} URLs), ${callers.length} callers, ${markers.length} markers of ${A}, ${failures.length + unclassified.length} failures`,
      ...[...unclassified, ...failures].map((f) => `  FAIL ${f}`),
    ].join("\n"),
  );
  expect(unclassified).toEqual([]);
  expect(failures).toEqual([]);
});
