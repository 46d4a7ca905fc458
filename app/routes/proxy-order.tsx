import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, type SummaryError } from "~/components/error-summary";
import { FieldError } from "~/components/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
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
  const navigation = useNavigation();
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
  const errorId = uid.errors?.length ? `${uid.id}-error` : undefined;

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
          <fieldset className={errorId ? "fieldset field--error" : "fieldset"} aria-describedby={errorId}>
            <legend className="fieldset__legend">Wearer</legend>
            <FieldError id={errorId} errors={uid.errors} />
            <div className="radios">
              {wearers.map((wearer, index) => (
                <div className="radios__item" key={wearer.uid}>
                  <input
                    className="radios__input"
                    type="radio"
                    id={`${uid.id}-${index}`}
                    name={uid.name}
                    value={wearer.uid}
                    defaultChecked={selected === wearer.uid}
                  />
                  <label className="radios__label" htmlFor={`${uid.id}-${index}`}>
                    {wearer.name}
                    <span className="radios__hint">
                      {[wearer.unit, wearer.wearerId ? `Wearer ID ${wearer.wearerId}` : null].filter(Boolean).join(" · ")}
                    </span>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button button--primary" aria-disabled={navigation.state === "submitting"}>
            {proxyMessages.proxySubmit}
          </button>
        </Form>
      )}
    </div>
  );
}
