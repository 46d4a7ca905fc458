import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/security-inputs";
import { SubmitButton } from "~/components/form/submit-button";
import type { AddressCard } from "~/lib/addresses/address-view";
import * as m from "~/lib/addresses/messages";
import { editAddressPath } from "~/lib/addresses/paths";
import { DeleteAddressLink } from "./delete-address";

/** One address as the spec's "address card" shows it: name, lines, phone and mobile, 'Default' marked. */
export function AddressLines({ card, headingLevel = 2 }: { card: Pick<AddressCard, "name" | "lines" | "phone" | "mobile">; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className="address-card__name">{card.name}</Heading>
      <p className="address-card__lines">
        {card.lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
        {card.phone ? <span>Phone: {card.phone}<br /></span> : null}
        {card.mobile ? <span>Mobile: {card.mobile}</span> : null}
      </p>
    </>
  );
}

/** A card of the book with its actions: Edit, Delete (confirmation), Set as default (a POST form). */
export function AddressCardView({ card, canEdit }: { card: AddressCard; canEdit: boolean }) {
  const navigation = useNavigation();
  const settingThis = navigation.state !== "idle" && navigation.formData?.get("addressId") === card.id;
  return (
    <li className={card.isDefault ? "address-card address-card--default" : "address-card"} data-address-id={card.id}>
      {card.isDefault ? <p className="address-card__tag">{m.defaultTag}</p> : null}
      <AddressLines card={card} />
      {card.own ? (
        <div className="address-card__actions">
          {canEdit ? (
            <Link to={editAddressPath(card.id)} className="button button--secondary" aria-label={m.editLabel(card.lines[0] ?? "")}>
              Edit
            </Link>
          ) : null}
          <DeleteAddressLink card={card} />
          {card.isDefault ? null : (
            <Form method="post" className="address-card__default-form">
              <CsrfInput />
              <input type="hidden" name="intent" value="default" />
              <input type="hidden" name="addressId" value={card.id} />
              <SubmitButton variant="secondary" busy={settingThis} aria-label={m.setDefaultLabel(card.lines[0] ?? "")}>
                {m.setAsDefault}
              </SubmitButton>
            </Form>
          )}
        </div>
      ) : (
        <p className="address-card__shared">{m.sharedTag}</p>
      )}
    </li>
  );
}
