import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/security-inputs";
import * as messages from "~/lib/messages";

/** 'Stop ordering on behalf of {name}': a real POST to /proxy-order (intent=disable), enhanced by Remix. */
export function StopProxyForm({ name, redirectTo }: { name: string; redirectTo?: string }) {
  return (
    <Form method="post" action="/proxy-order" className="proxy-stop-form">
      <CsrfInput />
      <input type="hidden" name="intent" value="disable" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" className="button button--secondary">
        {messages.proxyStop(name)}
      </button>
    </Form>
  );
}
