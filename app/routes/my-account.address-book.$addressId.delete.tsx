import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/components/addresses/address-card";
import { DeleteAddressForm } from "~/components/addresses/delete-address";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { loadDelete, submitDelete } from "~/lib/addresses/address-book.server";
import * as m from "~/lib/addresses/messages";
import { ADDRESS_BOOK_PATH } from "~/lib/addresses/paths";
import { pageTitle } from "~/lib/page-title";

/** /my-account/address-book/{id}/delete (issue 25, H3): the delete confirmation (the dialog's page without JS). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.deleteTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDelete(request, context, params.addressId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitDelete(request, context, params.addressId ?? "");
}

export default function DeleteAddressRoute() {
  const { address } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "address-delete",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  return (
    <div className="narrow stack">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{m.deleteTitle}</h1>
      <p>{m.areYouSure}</p>
      <div className="address-card address-card--plain">
        <AddressLines card={address} />
      </div>
      <DeleteAddressForm
        id={address.id}
        formProps={form.formProps}
        cancel={
          <Link to={ADDRESS_BOOK_PATH} className="button button--secondary">
            {m.deleteKeep}
          </Link>
        }
      />
    </div>
  );
}
