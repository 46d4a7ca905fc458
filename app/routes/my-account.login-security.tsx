import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ChangeEmailForm } from "~/components/account-security/change-email-form";
import { ChangePasswordForm } from "~/components/account-security/change-password-form";
import { loadLoginSecurity, submitLoginSecurity } from "~/lib/account-security/login-security.server";
import { pageTitle } from "~/lib/page-title";

/** `/my-account/login-security`: change password, change e-mail (app/lib/account-security/login-security.server.ts). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Login & Security", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLoginSecurity(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitLoginSecurity(request, context);
}

export default function LoginSecurityRoute() {
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() ?? null;
  // Which form the server answered (its `intent` comes back with the typed values).
  const answered = lastResult?.initialValue?.["intent"] === "email" ? "email" : lastResult ? "password" : null;
  // One error summary per page: the form submitted last.
  const [active, setActive] = useState<"password" | "email" | null>(null);
  const summaryOf = active ?? answered;
  return (
    <div className="narrow login-security">
      <h1>Login &amp; Security</h1>
      <p>
        You sign in with <strong>{email}</strong>.
      </p>
      <ChangePasswordForm
        lastResult={answered === "password" ? lastResult : null}
        showSummary={summaryOf === "password"}
        onSubmitted={() => setActive("password")}
      />
      <ChangeEmailForm
        lastResult={answered === "email" ? lastResult : null}
        showSummary={summaryOf === "email"}
        onSubmitted={() => setActive("email")}
      />
    </div>
  );
}
