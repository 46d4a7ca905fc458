import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";

/**
 * Call group "notification preferences" (issue 25; docs/occ-api.md "Billing and notification preferences"): stock SAP
 * Commerce 2211 `GET/PATCH users/{userId}/notificationpreferences` (Spartacus occ-user-notification-preference.adapter.ts,
 * `NotificationPreference { channel, value, enabled, visible }`; PATCH body `{ preferences }`, 200 with no body).
 */
export const NotificationPreferenceSchema = z.object({
  channel: z.string(),
  value: z.string().optional(),
  enabled: z.boolean().optional().default(false),
  visible: z.boolean().optional().default(true),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

const ListSchema = z.object({ preferences: lenientList(NotificationPreferenceSchema, "notification preferences").optional().default([]) });

export async function getNotificationPreferences({ occ }: OccCaller): Promise<NotificationPreference[]> {
  return (await occ.request({ path: "users/current/notificationpreferences", schema: ListSchema })).preferences;
}

export async function updateNotificationPreference({ occ }: OccCaller, channel: string, enabled: boolean): Promise<void> {
  await occ.request({
    method: "PATCH",
    path: "users/current/notificationpreferences",
    body: { preferences: [{ channel, enabled }] },
    schema: EmptyBodySchema,
  });
}
