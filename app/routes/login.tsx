import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary, type SummaryError } from "~/components/error-summary";
import { Field } from "~/components/field";
import { useLazyValidator } from "~/components/use-lazy-validator";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { redirectIfSignedIn, signIn } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import { pageTitle } from "~/lib/page-title";
import { safeRedirect } from "~/lib/safe-redirect";
import { type LoginForm } from "~/lib/schemas/login";
import { parseLoginForm, signInErrorMessage } from "~/lib/schemas/login.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Sign in", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  return { redirectTo, billTo: url.searchParams.get("billTo") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseLoginForm(formData);
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply({ hideFields: ["password"] });
  }
  const { email, password, redirectTo, billTo } = submission.value;
  try {
    const cookie = await signIn(request, context, { email, password, billTo });
    return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    const message = signInErrorMessage(error);
    if (message === null) throw error;
    markFormErrors(context);
    return submission.reply({ formErrors: [message], hideFields: ["password"] });
  }
}

export default function LoginRoute() {
  const { redirectTo, billTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const passwordRef = useRef<HTMLInputElement>(null);
  // The server never sends the password back; with JS the input would keep it, so clear it too.
  useEffect(() => {
    if (lastResult?.status === "error" && passwordRef.current) passwordRef.current.value = "";
  }, [lastResult]);
  const validation = useLazyValidator(() => import("~/lib/schemas/login.validate"));
  const [form, fields] = useForm<LoginForm>({
    id: "login",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });

  const errors: SummaryError[] = [
    ...(form.errors ?? []).map((message) => ({ message })),
    ...(fields.email.errors ?? []).map((message) => ({ fieldId: fields.email.id, message })),
    ...(fields.password.errors ?? []).map((message) => ({ fieldId: fields.password.id, message })),
  ];

  return (
    <div className="narrow">
      <h1>Sign in</h1>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="stack" onFocus={validation.load}>
        <CsrfInput />
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {billTo ? <input type="hidden" name="billTo" value={billTo} /> : null}
        <Field
          label="Email address"
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: "email" }),
            required: true,
            autoComplete: "username",
            spellCheck: false,
          }}
        />
        <Field
          label="Password"
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            required: true,
            autoComplete: "current-password",
            ref: passwordRef,
          }}
        />
        <button type="submit" className="button button--primary" aria-disabled={navigation.state === "submitting"}>
          Sign in
        </button>
      </Form>
    </div>
  );
}
