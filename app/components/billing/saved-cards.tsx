import { Form, Link, useNavigation } from "@remix-run/react";
import { Suspense, lazy } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { useLinkDialog } from "~/components/use-link-dialog";
import * as m from "~/lib/billing/messages";
import { BILLING_PATH, type CardView, deleteCardPath } from "~/lib/billing/view";

const DeleteCardDialog = lazy(() => import("~/components/billing/delete-card-dialog"));

/** One saved card: brand and last four, holder, expiry, billing address, 'Default', and its actions. */
function SavedCard({ card }: { card: CardView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === card.id;
  const dialog = useLinkDialog();
  const headingId = `card-${card.id}-title`;
  return (
    <li className="saved-card" aria-labelledby={headingId}>
      <h3 className="saved-card__title" id={headingId}>
        {card.label}
        {card.isDefault ? <span className="saved-card__default"> {m.defaultBadge}</span> : null}
      </h3>
      <dl className="saved-card__facts">
        {card.holder ? (
          <div>
            <dt>{m.holderTerm}</dt>
            <dd>{card.holder}</dd>
          </div>
        ) : null}
        {card.expiry ? (
          <div>
            <dt>{m.expiresTerm}</dt>
            <dd>{card.expiry}</dd>
          </div>
        ) : null}
        {card.billingAddress.length ? (
          <div>
            <dt>{m.billingAddressTerm}</dt>
            <dd>
              <address className="saved-card__address">
                {card.billingAddress.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="button-row saved-card__actions">
        {card.isDefault ? null : (
          <Form method="post" action={BILLING_PATH}>
            <CsrfInput />
            <input type="hidden" name="id" value={card.id} />
            <SubmitButton variant="secondary" name="intent" value="default" busy={busy} aria-label={m.setDefaultLabel(card.label)}>
              {m.setDefault}
            </SubmitButton>
          </Form>
        )}
        <Link to={deleteCardPath(card.id)} ref={dialog.linkRef} onClick={dialog.onClick} className="button button--secondary" aria-label={m.deleteCardLabel(card.label)}>
          {m.deleteCard}
        </Link>
        {dialog.loaded ? (
          <Suspense fallback={null}>
            <DeleteCardDialog card={card} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}

export function SavedCards({ cards }: { cards: readonly CardView[] }) {
  if (cards.length === 0) return <p>{m.noCards}</p>;
  return (
    <ul className="saved-cards">
      {cards.map((card) => (
        <SavedCard key={card.id} card={card} />
      ))}
    </ul>
  );
}
