import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { loadGuestCheckout, submitGuestCheckout } from "~/lib/cart/guest-checkout.server";
import * as cartMessages from "~/lib/cart/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/guest-checkout` (docs/decisions/007-guest-checkout.md): sign in, or continue as a guest with an e-mail.
 * Thin: the loader and action live in app/lib/cart/guest-checkout.server.ts.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(cartMessages.guestCheckoutTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestCheckout(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitGuestCheckout(request, context);
}

export default function GuestCheckoutPage() {
  const { email: savedEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"email">({
    id: "guest-checkout",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/cart/guest-email-schema").then((m) => m.GuestEmailSchema)),
  });
  const email = form.field("email");

  return (
    <div className="guest-checkout">
      <h1>{cartMessages.guestCheckoutTitle}</h1>
      <ErrorSummary errors={form.summaryErrors(["email"])} focusKey={form.summaryKey} />
      <div className="guest-checkout__options">
        <section className="guest-checkout__option" aria-labelledby="guest-sign-in-title">
          <h2 id="guest-sign-in-title">{cartMessages.guestSignInHeading}</h2>
          <p>{cartMessages.guestSignInText}</p>
          <p className="guest-checkout__note">{cartMessages.guestCartLeftBehind}</p>
          <p>
            <Link to="/login?redirectTo=%2Fcheckout" className="button button--secondary">
              {cartMessages.guestSignIn}
            </Link>
          </p>
        </section>
        <section className="guest-checkout__option" aria-labelledby="guest-continue-title">
          <h2 id="guest-continue-title">{cartMessages.guestContinueHeading}</h2>
          <Form method="post" {...form.formProps} key={form.resultKey} className="stack">
            <CsrfInput />
            <HoneypotFields />
            <Field
              label={cartMessages.guestEmailLabel}
              hint={cartMessages.guestContinueText}
              errors={email.errors}
              inputProps={{
                id: email.id,
                name: email.name,
                type: "email",
                autoComplete: "email",
                spellCheck: false,
                required: true,
                defaultValue: email.defaultValue ?? savedEmail,
              }}
            />
            <SubmitButton>{cartMessages.guestContinue}</SubmitButton>
          </Form>
        </section>
      </div>
    </div>
  );
}
