import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Field } from "~/components/field";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { guestCheckoutAction, loadGuestCheckout } from "~/lib/cart/guest-checkout.server";
import * as checkoutMessages from "~/lib/checkout-messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/guest-checkout` (docs/decisions/007-guest-checkout.md): sign in, or continue as a guest with an e-mail.
 * Thin: the loader and action live in app/lib/cart/guest-checkout.server.ts.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(checkoutMessages.guestCheckoutTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestCheckout(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return guestCheckoutAction(request, context);
}

export default function GuestCheckoutPage() {
  const { email: savedEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useSubmissionForm<"email">({
    id: "guest-checkout",
    lastResult,
    loadValidator: () => import("~/lib/cart/guest-email.validate"),
  });
  const email = form.field("email");

  return (
    <div className="guest-checkout">
      <h1>{checkoutMessages.guestCheckoutTitle}</h1>
      <ErrorSummary errors={form.summaryErrors(["email"])} focusKey={form.summaryKey} />
      <div className="guest-checkout__options">
        <section className="guest-checkout__option" aria-labelledby="guest-sign-in-title">
          <h2 id="guest-sign-in-title">{checkoutMessages.guestSignInHeading}</h2>
          <p>{checkoutMessages.guestSignInText}</p>
          <p className="guest-checkout__note">{checkoutMessages.guestCartLeftBehind}</p>
          <p>
            <Link to="/login?redirectTo=%2Fcheckout" className="button button--secondary">
              {checkoutMessages.guestSignIn}
            </Link>
          </p>
        </section>
        <section className="guest-checkout__option" aria-labelledby="guest-continue-title">
          <h2 id="guest-continue-title">{checkoutMessages.guestContinueHeading}</h2>
          <Form method="post" {...form.formProps} key={form.resultKey} className="stack">
            <CsrfInput />
            <HoneypotFields />
            <Field
              label={checkoutMessages.guestEmailLabel}
              hint={checkoutMessages.guestContinueText}
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
            <button type="submit" className="button button--primary" aria-disabled={navigation.state === "submitting" || undefined}>
              {checkoutMessages.guestContinue}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
