import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, type SummaryError } from "~/components/error-summary";
import { ProductDetails } from "~/components/product/product-details";
import { QUANTITY_FIELD_ID } from "~/components/product/add-to-cart-form";
import { addToCartOnce, addToCartTarget, parseAddToCartForm, recordAddToCart } from "~/lib/add-to-cart.server";
import { getOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import { pageTitle } from "~/lib/page-title";
import { getPriceContext } from "~/lib/product-card.server";
import { canonicalRedirect, loadProduct, productView } from "~/lib/product-page.server";
import { getSession, markSessionChanged } from "~/lib/session.server";

/** Product page `/product/{productCode}/{productName}` (spec part 1 §2): public; add to cart needs sign-in or a guest cart. */
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  { title: pageTitle(loaderData?.view.plainName ?? "Product", matches) },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const productCode = params.productCode ?? "";
  const occ = await getOcc(request, context);
  const [product, prices] = await Promise.all([loadProduct(occ, productCode), getPriceContext(request, context)]);
  const url = new URL(request.url);
  const canonical = canonicalRedirect({ productCode, productName: params.productName }, product, url);
  if (canonical) throw redirect(canonical, 301);
  return { view: productView(product, prices, url.searchParams) };
}

/**
 * Add to cart (the page's form and the quick-add dialog): signed-in users, and anonymous visitors where guest
 * checkout is offered (a guest cart, docs/decisions/007-guest-checkout.md); others sign in first. One add per
 * submission.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const target = await addToCartTarget(request, context);
  const parsed = parseAddToCartForm(formData);
  const result = parsed.success ? await addToCartOnce(target, parsed.value) : { outcome: parsed.outcome, guestCartGuid: null };
  const session = await getSession(request, context);
  recordAddToCart(session, result);
  markSessionChanged(context, session);
  const { outcome } = result;
  if (outcome.status === "error") {
    markFormErrors(context);
    return data(outcome, { status: 400 });
  }
  // The dialog stays on its page (the root loader revalidates: flash, mini cart count, side panel).
  if (outcome.via === "quick-add") return outcome;
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, 303);
}

export default function ProductPage() {
  const { view } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = result?.status === "error" ? result : null;
  const errors: SummaryError[] = [
    ...(failed?.formErrors ?? []).map((message) => ({ message })),
    ...(failed?.quantityErrors ?? []).map((message) => ({ fieldId: QUANTITY_FIELD_ID, message })),
  ];
  return (
    <ProductDetails
      view={view}
      errorSummary={<ErrorSummary errors={errors} />}
      quantityErrors={failed?.quantityErrors ?? []}
      quantity={failed?.values.quantity ?? "1"}
    />
  );
}
