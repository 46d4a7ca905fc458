import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PreferredNameForm, ProfileDetailsForm, ProfileFacts, resultFor } from "~/components/account-profile/profile-forms";
import * as profileMessages from "~/lib/account-profile/messages";
import { loadProfile, submitProfile } from "~/lib/account-profile/profile.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/profile` (issue 25; docs/account-profile.md): title and names (one form), the preferred name (its own
 * form and call), e-mail, mobile (changed on its own page), employee id and unit, and the way to close the account.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(profileMessages.pageTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfile(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitProfile(request, context);
}

export default function ProfileRoute() {
  const { view } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow account-profile">
      <h1>{profileMessages.pageTitle}</h1>
      <ProfileDetailsForm view={view} lastResult={resultFor(lastResult, "profile")} />
      <PreferredNameForm view={view} lastResult={resultFor(lastResult, "preferredName")} />
      <ProfileFacts view={view} />
      <section aria-labelledby="close-account-heading" className="account-profile__section">
        <h2 id="close-account-heading">{profileMessages.closeAccountLink}</h2>
        <p>
          <Link to="/my-account/close-account">{profileMessages.closeAccountLink}</Link>
        </p>
      </section>
    </div>
  );
}
