import { redirect } from "@remix-run/node";
import { getOcc, refreshSessionUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { getProfileUser, getTitles, updatePreferredName, updateProfile } from "~/lib/occ/account-profile.server";
import { isOccError, isUnknownResource } from "~/lib/occ/errors";
import { getCurrentUser } from "~/lib/occ/users.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as profileMessages from "./messages";
import { parsePreferredNameForm, parseProfileForm } from "./profile-schema";
import { profileView } from "./profile-view";

/** `/my-account/profile` (issue 25; docs/account-profile.md): the profile, its edit form and the preferred name form. */

export const PROFILE_PATH = "/my-account/profile";

/** The user's profile and the titles, in parallel. */
async function loadProfileData(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  const [user, titles] = await Promise.all([getProfileUser({ occ }), getTitles({ occ })]).catch(throwBackendError);
  return { occ, user, titles };
}

export async function loadProfile(request: Request, context: RequestContext) {
  const { user, titles } = await loadProfileData(request, context);
  return { view: profileView(user, titles) };
}

/** After a change: the session's user summary (the header's greeting) follows the backend. */
async function refreshGreeting(request: Request, context: RequestContext) {
  const occ = await getOcc(request, context);
  await refreshSessionUser(request, context, await getCurrentUser({ occ }).catch(throwBackendError));
}

async function done(request: Request, context: RequestContext, message: string) {
  await refreshGreeting(request, context);
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message });
  markSessionChanged(context, session);
  return redirect(PROFILE_PATH, 303);
}

/** POST: `intent=profile` saves title and names (`PATCH users/{userId}`); `intent=preferredName` the preferred name. */
export async function submitProfile(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  const { occ, user, titles } = await loadProfileData(request, context);
  if (formData.get("intent") === "preferredName") {
    const submission = parsePreferredNameForm(formData);
    if (submission.status !== "success") return invalidSubmission(context, submission);
    if (!user.extended) return invalidSubmission(context, submission, { formErrors: [profileMessages.preferredNameReadOnly] });
    try {
      await updatePreferredName({ occ }, submission.value.preferredName);
    } catch (error) {
      if (!isOccError(error)) throw error;
      const message = isUnknownResource(error as unknown) ? profileMessages.preferredNameReadOnly : error.userMessage;
      return invalidSubmission(context, submission, { formErrors: [message] });
    }
    return done(request, context, submission.value.preferredName ? profileMessages.preferredNameUpdated : profileMessages.preferredNameRemoved);
  }

  const submission = parseProfileForm(formData, titles.map((title) => title.code));
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    await updateProfile({ occ }, submission.value);
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
  return done(request, context, profileMessages.profileUpdated);
}
