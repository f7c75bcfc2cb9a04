import { readUpgradeOffer } from "@/lib/services/subscriptions";

import { UpgradePlanDialog } from "./upgrade-plan-dialog";

/**
 * "Upgrade Now" with the plans in the order the server proposes: the system administrator's default
 * plan (settings.default_plan) first and chosen when it is a paid plan, read on each render.
 */
export async function UpgradeNow({ hospitalId }: { hospitalId: string }) {
  const offer = await readUpgradeOffer();
  return <UpgradePlanDialog hospitalId={hospitalId} offer={offer} />;
}
