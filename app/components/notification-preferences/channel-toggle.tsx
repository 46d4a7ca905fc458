import { useFetcher } from "@remix-run/react";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/notification-preferences/messages";

export interface ChannelView {
  channel: string;
  name: string;
  value: string | null;
  enabled: boolean;
}

/** What the action answers a fetcher: saved, or a refusal (conform's SubmissionResult with its form error). */
type ToggleAnswer = { status: "saved"; channel: string; enabled: boolean } | { error?: Record<string, string[] | null> | null };

/**
 * One channel's switch: a real POST form (a button with `aria-pressed`; without JavaScript the page reloads with a
 * flash), sent by a fetcher with JavaScript — saved at once, no page load, the new state shown while it is on its way
 * and the loader's answer after it.
 */
export function ChannelToggle({ channel, action }: { channel: ChannelView; action: string }) {
  const fetcher = useFetcher<ToggleAnswer>();
  const pending = fetcher.formData?.get("enabled");
  const enabled = pending === "true" ? true : pending === "false" ? false : channel.enabled;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && "error" in answer ? (answer.error?.[""]?.[0] ?? null) : null;
  const valueId = `channel-${channel.channel}-value`;
  const errorId = `channel-${channel.channel}-error`;
  return (
    <li className="channel-toggle">
      <fetcher.Form method="post" action={action} className="channel-toggle__form">
        <CsrfInput />
        <input type="hidden" name="channel" value={channel.channel} />
        <button
          type="submit"
          name="enabled"
          value={enabled ? "false" : "true"}
          className="channel-toggle__button"
          aria-pressed={enabled}
          aria-describedby={[channel.value ? valueId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
        >
          <span className="channel-toggle__name">{channel.name}</span>
          <span className="channel-toggle__state" aria-hidden="true">
            {enabled ? m.on : m.off}
          </span>
        </button>
        {channel.value ? (
          <span className="channel-toggle__value" id={valueId}>
            {channel.value}
          </span>
        ) : null}
      </fetcher.Form>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
