import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressCardView } from "~/components/addresses/address-card";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { loadAddressBook, setDefaultAction } from "~/lib/addresses/address-book.server";
import * as m from "~/lib/addresses/messages";
import { NEW_ADDRESS_PATH } from "~/lib/addresses/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/address-book (issue 25, H3; "Delivery and Shipping"): the address cards, the default first and marked;
 * Edit, Delete (confirmation) and "Set as default" (a POST to this route) on the user's own; the organisation's shared
 * addresses read-only. Adding and editing need the unit's alternate-address flag (docs/address-book.md).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.pageTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddressBook(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return setDefaultAction(request, context);
}

export default function AddressBookRoute() {
  const { cards, canAdd } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "address-default",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  return (
    <div className="stack address-book">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{m.pageTitle}</h1>
      <p>{m.intro}</p>
      {canAdd ? (
        <p>
          <Link to={NEW_ADDRESS_PATH} className="button button--primary">
            {m.addNewAddress}
          </Link>
        </p>
      ) : (
        <p className="address-book__notice">{m.alternateDisabled}</p>
      )}
      {cards.length > 0 ? (
        <ul className="address-cards">
          {cards.map((card) => (
            <AddressCardView key={card.id} card={card} canEdit={canAdd} />
          ))}
        </ul>
      ) : (
        <p>{m.noAddresses}</p>
      )}
    </div>
  );
}
