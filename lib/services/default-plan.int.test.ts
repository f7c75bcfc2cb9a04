import { eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";

import { readUpgradeOffer, upgradeOffer } from "./subscriptions";

// The system administrator's default plan (settings.default_plan) is the plan that Upgrade Now
// proposes first: the dialog's order and first choice are computed here, on the server, from the
// settings row read on each render (components/hospital/upgrade-now.tsx).

const setDefaultPlan = (defaultPlan: string) => getDb().update(settings).set({ defaultPlan }).where(eq(settings.id, 1));

describe("upgradeOffer", () => {
  it("lists a paid default plan first, chosen and recommended; the others follow in price order", () => {
    expect(upgradeOffer("enterprise")).toEqual({ plans: ["enterprise", "basic", "premium"], preselected: "enterprise", recommended: "enterprise" });
    expect(upgradeOffer("basic")).toEqual({ plans: ["basic", "premium", "enterprise"], preselected: "basic", recommended: "basic" });
    expect(upgradeOffer("premium")).toEqual({ plans: ["premium", "basic", "enterprise"], preselected: "premium", recommended: "premium" });
  });

  it("keeps the price order with Premium chosen and nothing recommended when the default is the trial", () => {
    expect(upgradeOffer("trial")).toEqual({ plans: ["basic", "premium", "enterprise"], preselected: "premium", recommended: null });
  });
});

describe("readUpgradeOffer", () => {
  afterAll(() => setDefaultPlan("trial"));

  it("follows the settings row at once: the default trial, then each paid plan the administrator sets", async () => {
    expect((await readUpgradeOffer()).recommended).toBeNull();
    for (const plan of ["basic", "enterprise", "premium"] as const) {
      await setDefaultPlan(plan);
      const offer = await readUpgradeOffer();
      expect(offer.plans[0]).toBe(plan);
      expect(offer.preselected).toBe(plan);
    }
    await setDefaultPlan("trial");
    expect(await readUpgradeOffer()).toEqual(upgradeOffer("trial"));
  });
});
