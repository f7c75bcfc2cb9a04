import { badgeCount, bellLabel, notificationTime } from "./notification-time";

describe("notification bell texts", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it("shows recent times relative to now and older ones as a date", () => {
    expect(notificationTime(ago(10_000), now)).toBe("just now");
    expect(notificationTime(ago(-30_000), now)).toBe("just now"); // the browser's clock is behind
    expect(notificationTime(ago(5 * 60_000), now)).toBe("5 min ago");
    expect(notificationTime(ago(3 * 3_600_000 + 60_000), now)).toBe("3 h ago");
    expect(notificationTime(ago(30 * 3_600_000), now)).toBe("yesterday");
    expect(notificationTime(ago(3 * 86_400_000), now)).toBe("3 days ago");
    expect(notificationTime("2026-10-01T08:00:00Z", now)).toBe("Oct 1, 2026");
    expect(notificationTime("not a date", now)).toBe("");
  });

  it("names the bell with its unread count", () => {
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(null)).toBe("Notifications");
    expect(badgeCount(7)).toBe("7");
    expect(badgeCount(150)).toBe("99+");
  });
});
