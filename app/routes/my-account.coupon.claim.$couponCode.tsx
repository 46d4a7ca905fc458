import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type MouseEvent } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { claimAction, loadClaim } from "~/lib/coupons/coupons.server";
import * as m from "~/lib/coupons/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/coupon/claim/{couponCode} (issue 25, spec part 2 §2; docs/interests-and-coupons.md): the link a coupon
 * e-mail carries. GET shows the code and a Claim button (or that the coupon is already the user's) and changes
 * nothing; POST claims (SAP's `POST users/current/customercoupons/{code}/claim`), then /my-account/coupons with a
 * flash. Unknown, expired: 'Invalid code provided.'; used up: 'This coupon has exceeded the number of times it can be
 * used' — on this page, in the error summary. Anonymous visitors sign in first and come back here.
 */
export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(m.claimTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadClaim(request, context, params.couponCode ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return claimAction(request, context, params.couponCode ?? "");
}

export default function ClaimCouponRoute() {
  const { couponCode, claimed } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useSubmissionForm<never>({
    id: "coupon-claim",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  return (
    <div className="narrow stack">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{m.claimTitle}</h1>
      {claimed ? (
        <>
          <p>{m.alreadyClaimed(claimed.code)}</p>
          <p>
            {claimed.name} — {claimed.validity} — {claimed.status}
          </p>
          <p>
            <Link to="/my-account/coupons">{m.seeCoupons}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{m.claimIntro(couponCode)}</p>
          <Form method="post" {...form.formProps}>
            <CsrfInput />
            <div className="button-row">
              <SubmitButton
                name="intent"
                value="claim"
                busy={busy}
                onClick={(event: MouseEvent<HTMLButtonElement>) => {
                  if (busy) event.preventDefault();
                }}
              >
                {m.claimButton}
              </SubmitButton>
              <Link to="/my-account/coupons" className="button button--secondary">
                {m.seeCoupons}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
