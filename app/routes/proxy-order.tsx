import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, type SummaryError } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { StopProxyForm } from "~/components/proxy/stop-proxy-form";
import { CsrfInput } from "~/components/security-inputs";
import * as proxyMessages from "~/lib/proxy/messages";
import * as messages from "~/lib/messages";
import { pageTitle } from "~/lib/page-title";
import { loadProxyOrder, submitProxyOrder } from "~/lib/proxy/proxy-order.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(proxyMessages.proxyTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadProxyOrder(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitProxyOrder(request, context);
}

export default function ProxyOrderRoute() {
  const { wearers, proxy } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"uid">({
    id: "proxy",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/proxy/proxy-form-schema").then((m) => m.ProxyFormSchema)),
  });
  const uid = form.field("uid");
  const selected = uid.defaultValue ?? proxy?.uid;
  const errors: SummaryError[] = [
    ...form.formErrors.map((message) => ({ message })),
    ...(uid.errors ?? []).map((message) => ({ fieldId: `${uid.id}-0`, message })),
  ];

  return (
    <div className="narrow">
      <h1>{proxyMessages.proxyTitle}</h1>
      <ErrorSummary errors={errors} />
      {proxy ? (
        <div className="proxy-current">
          <p>{messages.proxyActive(proxy.name)}</p>
          <StopProxyForm name={proxy.name} />
        </div>
      ) : null}
      {wearers.length === 0 ? (
        <p>{proxyMessages.proxyNoWearers}</p>
      ) : (
        <Form method="post" {...form.formProps} key={form.resultKey} className="stack">
          <CsrfInput />
          <input type="hidden" name="intent" value="enable" />
          <RadiosField
            id={uid.id}
            name={uid.name}
            legend="Wearer"
            errors={uid.errors}
            defaultValue={selected}
            options={wearers.map((wearer) => ({
              value: wearer.uid,
              label: wearer.name,
              hint: [wearer.unit, wearer.wearerId ? `Wearer ID ${wearer.wearerId}` : null].filter(Boolean).join(" · "),
            }))}
          />
          <SubmitButton>{proxyMessages.proxySubmit}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
