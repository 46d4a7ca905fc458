import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { addToCart, discardChanges, updateCart } from "~/lib/packs/messages";
import * as t from "~/lib/packs/pack-step-messages";
import { stepPath } from "~/lib/packs/pack-step-paths";
import { SummaryItemDetails, type SummaryItemView, summaryLines } from "./summary-item-details";

type Price = { value: number; formattedValue: string };

export interface PackReviewData {
  packId: string;
  mode: "NEW" | "UPDATE";
  currencySymbol: string;
  entryCount: number;
  packSummaryData: {
    bundleId: string;
    bundleName: string;
    step: number;
    setItems: ({ type: "set"; items: SummaryItemView[] } | { type: "group"; sets: { items: SummaryItemView[] }[] })[];
  }[];
  subTotal: Price;
  allocatedCredit: Price;
  appliedSubsidy: Price;
  shippingCharge: Price;
  gst?: Price;
  totalWithGST: Price;
}

/** An amount with the org unit's currency symbol (spec part 1 §9: the symbol from the org unit, default '$'). */
export function money(price: Price, symbol: string): string {
  const sign = price.value < 0 ? "-" : "";
  return `${sign}${symbol || "$"}${Math.abs(price.value).toFixed(2)}`;
}

/**
 * The review step (issue 8 step 5): the pack summary per bundle (only with at least one entry), "Edit" per bundle →
 * its step, totals (prices only when shown), ADD TO CART / UPDATE CART with its submitting state, Discard Changes in
 * update mode.
 */
export function PackReviewView({ summary, showPrices, addKey }: { summary: PackReviewData; showPrices: boolean; addKey: string }) {
  const navigation = useNavigation();
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const adding = submittingIntent === "add";
  const update = summary.mode === "UPDATE";
  if (summary.entryCount < 1) {
    return (
      <section className="pack-review">
        <h2>{t.packSummaryTitle}</h2>
        <p>{t.emptyPack}</p>
        <p>
          <Link to={stepPath(summary.packId, 1)}>{t.startSelecting}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="pack-review" aria-labelledby="pack-summary-title">
      <details open className="pack-review__toggle">
        <summary>
          <h2 id="pack-summary-title" className="pack-review__title">
            {t.packSummaryTitle}
          </h2>
        </summary>
        {summary.packSummaryData.map((bundle) => {
          const lines = summaryLines(bundle.setItems);
          return (
            <section key={bundle.bundleId} className="pack-review__bundle" aria-labelledby={`review-${bundle.bundleId}`}>
              <div className="pack-review__bundle-head">
                <h3 id={`review-${bundle.bundleId}`}>{bundle.bundleName}</h3>
                <Link to={stepPath(summary.packId, bundle.step)} aria-label={t.editBundleLabel(bundle.bundleName)}>
                  {t.editBundle}
                </Link>
              </div>
              <ul className="pack-review__items">
                {lines.map((line) => (
                  <li key={line.selectionId}>
                    <SummaryItemDetails item={line} showPrices={showPrices} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </details>
      {showPrices ? (
        <dl className="pack-review__totals" data-testid="pack-totals">
          <dt>{t.subTotal}</dt>
          <dd>{money(summary.subTotal, summary.currencySymbol)}</dd>
          <dt>{t.allocatedCredit}</dt>
          <dd>{money({ ...summary.allocatedCredit, value: -summary.allocatedCredit.value }, summary.currencySymbol)}</dd>
          <dt>{t.appliedSubsidy}</dt>
          <dd>{money({ ...summary.appliedSubsidy, value: -summary.appliedSubsidy.value }, summary.currencySymbol)}</dd>
          <dt>{t.shippingCharge}</dt>
          <dd>{money(summary.shippingCharge, summary.currencySymbol)}</dd>
          {summary.gst ? (
            <>
              <dt>{t.gst}</dt>
              <dd>{money(summary.gst, summary.currencySymbol)}</dd>
            </>
          ) : null}
          <dt>{t.totalWithGst}</dt>
          <dd>{money(summary.totalWithGST, summary.currencySymbol)}</dd>
        </dl>
      ) : null}
      <div className="button-row pack-review__actions">
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="addKey" value={addKey} />
          <SubmitButton name="intent" value="add" busy={adding}>{update ? updateCart : addToCart}</SubmitButton>
        </Form>
        {update ? (
          <Form method="post">
            <CsrfInput />
            <button type="submit" name="intent" value="discard" className="button button--secondary">
              {discardChanges}
            </button>
          </Form>
        ) : null}
        <p className="pack-review__status" role="status" aria-live="polite">
          {adding ? (update ? t.updating : t.adding) : ""}
        </p>
      </div>
    </section>
  );
}
