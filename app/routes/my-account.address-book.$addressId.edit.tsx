import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressBookForm } from "~/components/addresses/address-form";
import { loadAddressForm, submitAddressForm } from "~/lib/addresses/address-book.server";
import * as m from "~/lib/addresses/messages";
import { pageTitle } from "~/lib/page-title";

/** /my-account/address-book/{id}/edit (issue 25, H3): change one of the user's own addresses (404 for any other). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.editDeliveryAddress, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAddressForm(request, context, params.addressId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitAddressForm(request, context, params.addressId ?? "");
}

export default function EditAddressRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.editDeliveryAddress}</h1>
      {loaded.canEdit ? (
        <AddressBookForm
          answer={answer}
          values={loaded.values}
          countries={loaded.countries}
          regions={loaded.regions}
          formKey={loaded.formKey}
          submitLabel={m.updateAddress}
          showDefault={loaded.address?.isDefault !== true}
        />
      ) : (
        <p>{m.alternateDisabled}</p>
      )}
    </div>
  );
}
