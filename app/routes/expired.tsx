import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ExpiredView } from "~/components/password-reset/expired-view";
import { getAppOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { isOccError } from "~/lib/occ/errors";
import { markFormErrors } from "~/lib/form-errors.server";
import { resendResetLink } from "~/lib/occ/password-reset.server";
import { pageTitle } from "~/lib/page-title";
import { expiredMode, expiredPath, tokenType } from "~/lib/password-reset/modes";
import { forgetResetToken, readResetToken } from "~/lib/password-reset/reset-cookie.server";

/**
 * The link-expired view (spec part 1 §2 expired, §4 modes 6 and 8): `?type=SMS` is mode 8,
 * anything else mode 6; `?sent=1` after a new link was requested. 'Send me a new link' resends
 * the token remembered in the signed reset cookie (never in the URL) and redirects (PRG).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Link expired", matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const remembered = await readResetToken(request);
  const type = url.searchParams.has("type") ? tokenType(url.searchParams.get("type")) : (remembered?.type ?? "EMAIL");
  return {
    mode: expiredMode(type),
    sent: url.searchParams.get("sent") === "1",
    canResend: remembered !== null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, { honeypot: true });
  const remembered = await readResetToken(request);
  const type = remembered?.type ?? tokenType(new URL(request.url).searchParams.get("type"));
  if (!remembered) return redirect(expiredPath(type));
  try {
    await resendResetLink({ occ: getAppOcc(request, context) }, remembered);
  } catch (error) {
    if (!isOccError(error)) throw error;
    markFormErrors(context);
    return { formError: error.userMessage };
  }
  // The token is used up as far as this browser is concerned: a reload cannot send another link.
  return redirect(expiredPath(type, { sent: true }), { headers: { "Set-Cookie": await forgetResetToken() } });
}

export default function ExpiredRoute() {
  const { mode, sent, canResend } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ExpiredView mode={mode} sent={sent} canResend={canResend} formError={actionData?.formError ?? null} />;
}
