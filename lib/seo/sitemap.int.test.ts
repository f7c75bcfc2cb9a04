import { eq } from "drizzle-orm";

import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { getDb } from "@/lib/db/client";
import { doctors, hospitals } from "@/lib/db/schema";
import { createHospital } from "@/test/factories";
import { addDoctor, departmentIds } from "@/test/patients";

// The sitemap and robots.txt of the public directory: every active hospital's page (its doctors are
// listed there), never a deactivated one's; /doctors itself; and robots.txt keeps crawlers out of
// the API, the staff area and the portals while letting them reach /hospitals/….

const ORIGIN = "https://hospital.example";
let active: string;
let inactive: string;
/** When the active hospital's doctor last changed: later than the hospital's own row. */
const DOCTOR_CHANGED = new Date("2031-01-02T03:04:05Z");

beforeAll(async () => {
  process.env.NEXTAUTH_URL = ORIGIN;
  active = (await createHospital({ name: "Sitemap Active Hospital" })).hospitalId;
  inactive = (await createHospital({ name: "Sitemap Closed Hospital" })).hospitalId;
  const doctorId = await addDoctor(active, (await departmentIds(active))[0]);
  await getDb().update(doctors).set({ updatedAt: DOCTOR_CHANGED }).where(eq(doctors.id, doctorId));
  await addDoctor(inactive, (await departmentIds(inactive))[0], { firstName: "Closed", lastName: "Doctor" });
  await getDb().update(hospitals).set({ isActive: false }).where(eq(hospitals.id, inactive));
});

afterAll(() => {
  delete process.env.NEXTAUTH_URL;
});

describe("sitemap.xml", () => {
  it("lists the directory and each active hospital's page, not a deactivated hospital's", async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toContain(`${ORIGIN}/doctors`);
    expect(urls).toContain(`${ORIGIN}/health-worker-directory`);
    expect(urls).toContain(`${ORIGIN}/hospitals/${encodeURIComponent(active)}`);
    expect(urls.join(" ")).not.toContain(inactive);
    // Doctors are covered by their hospital's page, not by filtered directory addresses.
    expect(urls.some((u) => u.includes("?"))).toBe(false);
    // Nothing robots.txt keeps out.
    expect(urls).not.toContain(`${ORIGIN}/patient-portal`);
    const page = entries.find((e) => e.url === `${ORIGIN}/hospitals/${encodeURIComponent(active)}`);
    // The page changed when its doctor did.
    expect(page?.lastModified).toEqual(DOCTOR_CHANGED);
  });
});

describe("robots.txt", () => {
  it("allows the public directory, keeps out the API, staff, admin and portal areas, and names the sitemap", async () => {
    const { rules, sitemap: map } = await robots();
    const rule = Array.isArray(rules) ? rules[0] : rules;
    expect(rule.allow).toEqual(expect.arrayContaining(["/", "/hospitals/"]));
    expect(rule.disallow).toEqual(expect.arrayContaining(["/api/", "/admin", "/hospital", "/patients", "/patient-portal"]));
    expect(rule.disallow).not.toContain("/doctors");
    expect(map).toBe(`${ORIGIN}/sitemap.xml`);
  });
});
