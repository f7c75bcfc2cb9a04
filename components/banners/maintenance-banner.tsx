import { WrenchIcon } from "lucide-react";
import { connection } from "next/server";

import { logError } from "@/lib/log";
import { readSettings } from "@/lib/services/settings";

import { BANNER_BASE, LEVEL_STYLES } from "./banner-styles";

/**
 * Every page's notice while the system administrator has maintenance mode on (the server then
 * answers 503 to every change but the administrator's). Rendered by the root layout: it reads the
 * settings row at request time (`connection()`), never at build time.
 */
export async function MaintenanceBanner() {
  await connection();
  let on = false;
  try {
    on = (await readSettings()).maintenanceMode;
  } catch (error) {
    // A page must not fail because the settings could not be read; the API still enforces the mode.
    logError("[banners] reading maintenance mode", error);
  }
  if (!on) return null;
  return (
    <div role="status" className={`${BANNER_BASE} ${LEVEL_STYLES.warning}`}>
      <p className="mx-auto flex max-w-6xl items-start gap-2">
        <WrenchIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">The platform is under maintenance.</strong> Changes and sign-in are paused for now; you can
          still view your information, and nothing already saved is affected.
        </span>
      </p>
    </div>
  );
}
