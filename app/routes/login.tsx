import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { PasswordField } from "~/components/form/password-field";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { loadLogin, submitLogin } from "~/lib/login/login.server";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Sign in", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLogin(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitLogin(request, context);
}

export default function LoginRoute() {
  const { redirectTo, billTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"email" | "password">({
    id: "login",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/login/login-schema").then((m) => m.LoginSchema)),
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
