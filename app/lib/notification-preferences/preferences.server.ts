import { json, redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { isOccError } from "~/lib/occ/errors";
import { getNotificationPreferences, updateNotificationPreference } from "~/lib/occ/notification-preferences.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as m from "./messages";
import { PREFERENCES_PATH } from "./paths";
import { parseToggle } from "./toggle-schema";


/**
 * /my-account/notification-preference (issue 25; docs/billing-and-notifications.md): the channels SAP answers as
 * visible (e-mail; SMS only where the user has a mobile number), each on or off, saved at once.
 */
export async function loadPreferences(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const preferences = await getNotificationPreferences({ occ: await getOcc(request, context) }).catch(throwBackendError);
  const channels = preferences
    .filter((preference) => preference.visible)
    .map((preference) => ({ channel: preference.channel, name: m.channelName(preference.channel), value: preference.value ?? null, enabled: preference.enabled }));
  return { channels, smsHidden: !channels.some((channel) => channel.channel === "SMS") };
}

/**
 * A JavaScript request (Remix's fetcher and <Form> add `_data`): answer data, so the fetcher stays on the page; a plain
 * form post gets the redirect after POST.
 */
const fromScript = (request: Request) => new URL(request.url).searchParams.has("_data");

export async function preferencesAction(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const submission = parseToggle(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { channel, enabled } = submission.value;
  try {
    await updateNotificationPreference({ occ: await getOcc(request, context) }, channel, enabled);
  } catch (error) {
    if (!isOccError(error)) throw error;
    // 400: the channel cannot be turned on (no mobile number any more); anything else: the catalogue text.
    return invalidSubmission(context, submission, { formErrors: [error.status === 400 ? m.smsUnavailable : error.userMessage] });
  }
  if (fromScript(request)) return json({ status: "saved" as const, channel, enabled });
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: m.saved(channel, enabled) });
  markSessionChanged(context, session);
  throw redirect(PREFERENCES_PATH, 303);
}
