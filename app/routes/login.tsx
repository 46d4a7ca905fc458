import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { redirectIfSignedIn, signIn } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import { pageTitle } from "~/lib/page-title";
import { safeRedirect } from "~/lib/safe-redirect";
import { parseLoginForm, signInErrorMessage } from "~/lib/schemas/login.server";
import { PasswordField } from "~/components/password-field";

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
  const form = useSubmissionForm<"email" | "password">({
    id: "login",
    lastResult,
    loadValidator: () => import("~/lib/schemas/login.validate"),
  });
  const email = form.field("email");
  const password = form.field("password");
  const passwordRef = useRef<HTMLInputElement>(null);
  // The server never sends the password back; with JS the input would keep it, so clear it too.
  useEffect(() => {
    if (lastResult?.status === "error" && passwordRef.current) passwordRef.current.value = "";
  }, [lastResult]);


  return (
    <div className="narrow">
      <h1>Sign in</h1>
      <ErrorSummary errors={form.summaryErrors(["email", "password"])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {billTo ? <input type="hidden" name="billTo" value={billTo} /> : null}
        <Field
          label="Email address"
          errors={email.errors}
          inputProps={{
            id: email.id,
            name: email.name,
            defaultValue: email.defaultValue,
            type: "email",
            required: true,
            autoComplete: "username",
            spellCheck: false,
          }}
        />
        <PasswordField
          label="Password"
          field={password}
          autoComplete="current-password"
          inputRef={passwordRef}
        />
        <SubmitButton>Sign in</SubmitButton>
      </Form>
      <p className="login__forgot">
        <Link to="/resetpassword">Forgot your password?</Link>
      </p>
    </div>
  );
}
