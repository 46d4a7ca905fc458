/** Where the notification preferences live (the CMS "Notifications" link, the account navigation). */
export const PREFERENCES_PATH = "/my-account/notification-preference";
