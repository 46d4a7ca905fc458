import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as m from "~/lib/org-units/messages";
import { loadUnitAddresses } from "~/lib/org-units/units.server";
import { unitPath } from "~/lib/org-units/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/units/{uid}/addresses (issue 26, H1): the unit's delivery and shipping addresses (spec `details/deliveryAndShipping`). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? `${m.addressesHeading}: ${data.unit.name}` : m.addressesHeading, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUnitAddresses(request, context, params.unitId);
}

export default function UnitAddressesRoute() {
  const { words, unit, addresses } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={unitPath(unit.uid)}>{m.backTo(unit.name)}</Link>
      </p>
      <h1>
        {m.addressesHeading}: {unit.name}
      </h1>
      {addresses.length === 0 ? (
        <p>{m.noAddresses(words)}</p>
      ) : (
        <ul className="org-addresses">
          {addresses.map((address) => (
            <li key={address.id} className="org-addresses__item">
              <address>
                {address.firstName} {address.lastName}
                <br />
                {address.line1}
                {address.line2 ? (
                  <>
                    <br />
                    {address.line2}
                  </>
                ) : null}
                <br />
                {address.town} {address.region?.name ?? ""} {address.postalCode}
                <br />
                {address.country.name}
              </address>
              {address.defaultAddress ? <p className="org-status">Default</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
