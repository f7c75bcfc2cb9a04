import { appointmentWhen } from "@/components/appointments/format";
import { Badge } from "@/components/ui/badge";
import type { RecentSignIns as RecentSignInsData } from "@/lib/services/account-sessions";

// Settings → recent sign-ins (server component): the last attempts on the account from the audit
// log, newest first, with the time in the hospital's time zone (UTC without a hospital).
export function RecentSignIns({ data }: { data: RecentSignInsData }) {
  const { timeZone, signIns } = data;
  if (signIns.length === 0) {
    return <p className="text-sm text-muted-foreground">No sign-ins recorded yet.</p>;
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        The last {signIns.length} sign-in attempts on your account, newest first. Times are in {timeZone}
        {timeZone === "UTC" ? "" : " (your hospital's time zone)"}.
      </p>
      <ul aria-label="Recent sign-ins" className="divide-y rounded-lg border">
        {signIns.map((s, i) => (
          <li key={`${s.at}-${i}`} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="font-medium">
                <time dateTime={s.at}>{appointmentWhen(s.at, timeZone)}</time>
              </p>
              <p className="break-words text-muted-foreground">
                {s.browser ?? "Browser not recorded"} · {s.ip ?? "Address not recorded"}
              </p>
            </div>
            <Badge variant={s.outcome === "success" ? "secondary" : "destructive"} className="self-start sm:self-center">
              {s.result}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
