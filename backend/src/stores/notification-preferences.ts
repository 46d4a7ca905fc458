import { type Db } from "../db";

/**
 * Notification preferences (issue 25; SAP's `users/{userId}/notificationpreferences`, Spartacus
 * `NotificationPreference { channel, value, enabled, visible }`): the channels EMAIL and SMS. EMAIL's value is the
 * user's e-mail (the uid) and it is always visible; SMS's value is the user's mobile number and it is visible only when
 * the user has one (SAP shows a channel only where it can reach the customer). Defaults when the user never chose:
 * EMAIL on, SMS off. Turning on a channel the user cannot be reached on is refused by the route.
 */
export const NOTIFICATION_CHANNELS = ["EMAIL", "SMS"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const DEFAULT_ENABLED: Record<NotificationChannel, boolean> = { EMAIL: true, SMS: false };

export interface NotificationPreference {
  channel: NotificationChannel;
  value?: string;
  enabled: boolean;
  visible: boolean;
}

export function notificationPreferencesStore(db: Db) {
  const contact = db.prepare<[string], { uid: string; mobile: string | null }>("SELECT uid, mobile FROM users WHERE uid = ?");
  const rows = db.prepare<[string], { channel: NotificationChannel; enabled: number }>(
    "SELECT channel, enabled FROM notification_preferences WHERE user_uid = ?",
  );
  const upsert = db.prepare<[string, string, number, number]>(
    `INSERT INTO notification_preferences (user_uid, channel, enabled, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_uid, channel) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
  );

  function list(userUid: string): NotificationPreference[] {
    const user = contact.get(userUid);
    if (!user) return [];
    const chosen = new Map(rows.all(userUid).map((row) => [row.channel, row.enabled === 1]));
    const mobile = user.mobile ?? undefined;
    return NOTIFICATION_CHANNELS.map((channel) => {
      const value = channel === "EMAIL" ? user.uid : mobile;
      const visible = value !== undefined;
      return {
        channel,
        ...(value !== undefined ? { value } : {}),
        // A channel the user cannot be reached on is off, whatever was stored before (e.g. the mobile was removed).
        enabled: visible && (chosen.get(channel) ?? DEFAULT_ENABLED[channel]),
        visible,
      };
    });
  }

  return {
    list,
    /**
     * Sets the given channels (all or nothing); returns the channels that cannot be turned on (not visible), without
     * writing anything when there are any.
     */
    update(userUid: string, changes: readonly { channel: NotificationChannel; enabled: boolean }[], now: number): NotificationChannel[] {
      return db.transaction(() => {
        const current = list(userUid);
        const unreachable = changes.filter((change) => change.enabled && !current.find((pref) => pref.channel === change.channel)?.visible).map((change) => change.channel);
        if (unreachable.length > 0) return unreachable;
        for (const change of changes) upsert.run(userUid, change.channel, change.enabled ? 1 : 0, now);
        return [];
      })();
    },
  };
}

export type NotificationPreferencesStore = ReturnType<typeof notificationPreferencesStore>;
