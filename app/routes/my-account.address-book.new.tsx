import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressBookForm } from "~/components/addresses/address-form";
import { loadAddressForm, submitAddressForm } from "~/lib/addresses/address-book.server";
import * as m from "~/lib/addresses/messages";
import { pageTitle } from "~/lib/page-title";

/** /my-account/address-book/new (issue 25, H3): add an address; the backend may suggest a corrected one first. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.addNewAddress, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddressForm(request, context, null);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitAddressForm(request, context, null);
}

export default function NewAddressRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.addNewAddress}</h1>
      {loaded.canEdit ? (
        <AddressBookForm answer={answer} values={loaded.values} countries={loaded.countries} regions={loaded.regions} formKey={loaded.formKey} submitLabel={m.addAddress} showDefault />
      ) : (
        <p>{m.alternateDisabled}</p>
      )}
    </div>
  );
}
