import type { Actor } from "@/lib/auth/actor-types";
import { logError } from "@/lib/log";
import { activeBanners, type BannerView } from "@/lib/services/announcements";

import { AnnouncementBanner } from "./announcement-banner";

/**
 * The announcements running for the signed-in staff user or health worker (not dismissed by them),
 * newest first, each a banner of its level. The maintenance banner is the root layout's, for every
 * page (components/banners/maintenance-banner.tsx).
 */
export async function SiteBanners({ actor, inset = false }: { actor: Actor; /** Inside a page's content column (rounded) rather than across the page. */ inset?: boolean }) {
  let banners: BannerView[] = [];
  try {
    banners = await activeBanners(actor);
  } catch (error) {
    // The page matters more than its notices: a failed read shows none (the bell still lists them).
    logError("[banners] reading active announcements", error);
  }
  if (banners.length === 0) return null;
  return (
    <div className={inset ? "mb-4 overflow-hidden rounded-lg border print:hidden [&>*:last-child]:border-b-0" : "print:hidden"}>
      {banners.map((banner) => (
        <AnnouncementBanner key={banner.id} banner={banner} />
      ))}
    </div>
  );
}
