import { Form } from "@remix-run/react";
import { type FormEvent } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { ProductImage } from "~/components/product/product-image";
import { CsrfInput } from "~/components/security-inputs";
import { type CartPackGroupView } from "~/lib/cart/cart-view";
import * as m from "~/lib/packs/messages";

/**
 * Issue 8: one pack in the cart — a heading with the pack's name and type, its lines (bundle, colour, size, fit,
 * quantity, value-adds with the entered values, reason of replacement, comments; no quantity form: pack lines are not
 * updateable) and real POST forms: "Edit pack" (→ review step), "Edit {bundle}" per bundle (→ that step, isolated) and
 * "Remove pack" (the cart's remove intent with the pack's first line; the backend removes the whole pack).
 */
export function CartPackGroup({ group, busy }: { group: CartPackGroupView; busy: boolean }) {
  const headingId = `cart-pack-${group.packId}`;
  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
  }
  return (
    <section className="cart-pack" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-pack__title">
        {group.packName} <span className="cart-pack__type">({group.typeLabel})</span>
      </h2>
      <ul className="cart-pack__lines">
        {group.entries.map((entry) => (
          <li key={entry.entryNumber} className="cart-pack__line">
            <div className="cart-entry__image">
              <ProductImage url={entry.imageUrl} alt="" width={96} height={96} />
            </div>
            <div className="cart-pack__line-details">
              <h3 className="cart-entry__name">{entry.name}</h3>
              {entry.pack ? <p className="cart-pack__step">{m.stepLabel(entry.pack.bundleName, entry.pack.step)}</p> : null}
              <p className="cart-entry__code">
                Product code: <span className="cart-entry__code-value">{entry.code}</span>
              </p>
              <dl className="cart-entry__qualifiers">
                {entry.qualifiers.map((qualifier) => (
                  <div key={qualifier.label} className="cart-entry__qualifier">
                    <dt>{qualifier.label}</dt>
                    <dd>{qualifier.value}</dd>
                  </div>
                ))}
                <div className="cart-entry__qualifier">
                  <dt>{m.quantityLabel}</dt>
                  <dd>{entry.quantity}</dd>
                </div>
                {entry.pack?.reason ? (
                  <div className="cart-entry__qualifier">
                    <dt>{m.reasonLabel}</dt>
                    <dd>{entry.pack.reason}</dd>
                  </div>
                ) : null}
                {entry.pack?.comments ? (
                  <div className="cart-entry__qualifier">
                    <dt>{m.commentsLabel}</dt>
                    <dd>{entry.pack.comments}</dd>
                  </div>
                ) : null}
              </dl>
              {entry.pack && entry.pack.valueAdds.length > 0 ? (
                <div className="cart-pack__value-adds">
                  <p className="cart-pack__value-adds-title">{m.valueAddsLabel}</p>
                  <ul>
                    {entry.pack.valueAdds.map((valueAdd) => (
                      <li key={valueAdd.name}>
                        {valueAdd.name}
                        {valueAdd.values.length > 0 ? `: ${valueAdd.values.join(", ")}` : null}
                        {valueAdd.price ? ` (${valueAdd.price})` : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {entry.stockNote ? <p className="cart-entry__stock">{entry.stockNote}</p> : null}
              {entry.unitPrice ? (
                <p className="cart-entry__price">
                  Unit price: <span className="cart-entry__price-value">{entry.unitPrice}</span>
                </p>
              ) : null}
            </div>
            {entry.total ? (
              <p className="cart-entry__total">
                <span className="cart-entry__total-label">Total</span> <span className="cart-entry__total-value">{entry.total}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {group.allowance || group.subsidy || group.shipping ? (
        <dl className="cart-totals cart-pack__totals">
          {group.allowance ? (
            <div className="cart-totals__row">
              <dt>{m.packAllowance}</dt>
              <dd>−{group.allowance}</dd>
            </div>
          ) : null}
          {group.subsidy ? (
            <div className="cart-totals__row">
              <dt>{m.subsidyLabel}</dt>
              <dd>−{group.subsidy}</dd>
            </div>
          ) : null}
          {group.shipping ? (
            <div className="cart-totals__row">
              <dt>{m.cartShipping}</dt>
              <dd>{group.shipping}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="cart-pack__actions">
        <Form method="post" onSubmit={preventDoubleSubmit}>
          <CsrfInput />
          <input type="hidden" name="packId" value={group.packId} />
          <SubmitButton name="intent" value="editPack" variant="secondary" busy={busy}>
            {m.editPack}
            <span className="visually-hidden">: {group.packName}</span>
          </SubmitButton>
        </Form>
        {group.bundles.map((bundle) => (
          <Form key={bundle.bundleId} method="post" onSubmit={preventDoubleSubmit}>
            <CsrfInput />
            <input type="hidden" name="packId" value={group.packId} />
            <input type="hidden" name="bundleId" value={bundle.bundleId} />
            <SubmitButton name="intent" value="editBundle" variant="link" busy={busy}>{m.editBundle(bundle.bundleName)}</SubmitButton>
          </Form>
        ))}
        <Form method="post" preventScrollReset onSubmit={preventDoubleSubmit}>
          <CsrfInput />
          <input type="hidden" name="entryNumber" value={group.firstEntryNumber} />
          <SubmitButton name="intent" value="remove" variant="link" busy={busy}>
            {m.removePack}
            <span className="visually-hidden">: {group.packName}</span>
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
