import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, type SummaryError } from "~/components/error-summary";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { StopProxyForm } from "~/components/proxy/stop-proxy-form";
import { CsrfInput } from "~/components/security-inputs";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import * as accountMessages from "~/lib/account-messages";
import * as messages from "~/lib/messages";
import { getProxyWearers } from "~/lib/occ/proxy.server";
import { pageTitle } from "~/lib/page-title";
import { currentProxy, parseProxyForm, proxyFailureMessage, startProxyMode, stopProxyMode } from "~/lib/proxy/proxy.server";
import { PROXY_ORDERING_ROLES } from "~/lib/roles";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(accountMessages.proxyTitle, matches) }];

/** Spec part 2 §4: buyers, managers and admins may order on behalf of a wearer. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, { roles: PROXY_ORDERING_ROLES });
  const [wearers, proxy] = await Promise.all([
    getProxyWearers(await getOcc(request, context)).catch(throwBackendError),
    currentProxy(request, context),
  ]);
  return {
    wearers: wearers.map((w) => ({ uid: w.uid, name: w.name, unit: w.orgUnit?.name ?? null, wearerId: w.wearerId ?? null })),
    proxy: proxy ? { uid: proxy.uid, name: proxy.name } : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, { roles: PROXY_ORDERING_ROLES });
  const formData = await readForm(request);
  const submission = parseProxyForm(formData);
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply();
  }
  try {
    return submission.value.intent === "enable"
      ? await startProxyMode(request, context, submission.value.uid)
      : await stopProxyMode(request, context, submission.value.redirectTo);
  } catch (error) {
    const message = proxyFailureMessage(error);
    if (message === null) throw error;
    // The previous mode is kept: the session was not touched.
    markFormErrors(context);
    return submission.reply({ formErrors: [message] });
  }
}

export default function ProxyOrderRoute() {
  const { wearers, proxy } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"uid">({
    id: "proxy",
    lastResult,
    loadValidator: () => import("~/lib/proxy/proxy-form.validate"),
  });
  const uid = form.field("uid");
  const selected = uid.defaultValue ?? proxy?.uid;
  const errors: SummaryError[] = [
    ...form.formErrors.map((message) => ({ message })),
    ...(uid.errors ?? []).map((message) => ({ fieldId: `${uid.id}-0`, message })),
  ];

  return (
    <div className="narrow">
      <h1>{accountMessages.proxyTitle}</h1>
      <ErrorSummary errors={errors} />
      {proxy ? (
        <div className="proxy-current">
          <p>{messages.proxyActive(proxy.name)}</p>
          <StopProxyForm name={proxy.name} />
        </div>
      ) : null}
      {wearers.length === 0 ? (
        <p>{accountMessages.proxyNoWearers}</p>
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
          <SubmitButton>{accountMessages.proxySubmit}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
