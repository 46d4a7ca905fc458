import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { MobileCodeStep, NewMobileStep } from "~/components/account-profile/mobile-steps";
import * as profileMessages from "~/lib/account-profile/messages";
import { loadMobileChange, submitMobileChange } from "~/lib/account-profile/mobile.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/profile/mobile` (issue 25; docs/account-profile.md): the new number (a code goes to it by SMS), then the
 * code, with 'Resend code' after the wait. Without JS every step is a form post and a redirect.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(profileMessages.mobilePageTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMobileChange(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitMobileChange(request, context);
}

/** An early 'Resend code' answers 400 with the wait, and moves the countdown: reload it (Remix skips loaders after a 4xx). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "resend" || defaultShouldRevalidate;

export default function MobileChangeRoute() {
  const { current, pending } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow account-profile">
      <h1>{profileMessages.mobilePageTitle}</h1>
      {pending ? <MobileCodeStep pending={pending} lastResult={lastResult} /> : <NewMobileStep current={current} lastResult={lastResult} />}
    </div>
  );
}
