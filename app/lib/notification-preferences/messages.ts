/**
 * Texts of /my-account/notification-preference (issue 25; docs/billing-and-notifications.md). The intro and the note
 * are Spartacus' (projects/assets/src/translations/en/myAccount.json `notificationPreference`).
 */
export const title = "Notification preferences";
export const intro = "Select your preferred notification channels";
export const note = "Note: ";
export const noteMessage = "If you deactivate all channels you will not be able to receive any further notifications.";
export const channelName = (channel: string) => (channel === "EMAIL" ? "Email" : channel === "SMS" ? "SMS" : channel);
export const on = "On";
export const off = "Off";
export const saved = (channel: string, enabled: boolean) => `${channelName(channel)} notifications turned ${enabled ? "on" : "off"}.`;
export const smsUnavailable = "SMS: add a mobile number to your profile to get notifications by text message.";
export const none = "There are no notification channels for your account.";
