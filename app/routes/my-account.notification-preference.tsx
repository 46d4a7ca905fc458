import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ChannelToggle } from "~/components/notification-preferences/channel-toggle";
import * as m from "~/lib/notification-preferences/messages";
import { PREFERENCES_PATH } from "~/lib/notification-preferences/paths";
import { loadPreferences, preferencesAction } from "~/lib/notification-preferences/preferences.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/notification-preference (issue 25; the wholesale mobile menu's 'Notifications'): e-mail and SMS on or
 * off, each saved at once (docs/billing-and-notifications.md).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPreferences(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return preferencesAction(request, context);
}

export default function NotificationPreferencesRoute() {
  const { channels, smsHidden } = useLoaderData<typeof loader>();
  // Without JavaScript a refused toggle comes back as the page (400) with the form error.
  const refused = useActionData<typeof action>();
  const error = refused && "error" in refused ? (refused.error?.[""]?.[0] ?? null) : null;
  return (
    <div className="narrow stack">
      <h1>{m.title}</h1>
      {error ? (
        <p className="flash flash--error" role="alert">
          {error}
        </p>
      ) : null}
      <p>{m.intro}</p>
      {channels.length ? (
        <ul className="channel-toggles">
          {channels.map((channel) => (
            <ChannelToggle key={channel.channel} channel={channel} action={PREFERENCES_PATH} />
          ))}
        </ul>
      ) : (
        <p>{m.none}</p>
      )}
      {smsHidden ? <p>{m.smsUnavailable}</p> : null}
      <p>
        <strong>{m.note}</strong>
        {m.noteMessage}
      </p>
    </div>
  );
}
