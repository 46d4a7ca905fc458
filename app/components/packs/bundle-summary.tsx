import { Form, Link } from "@remix-run/react";
import { CsrfInput } from "~/components/security-inputs";
import { itemNotSelected, optionalSlot, selectionRequired } from "~/lib/packs/messages";
import * as t from "~/lib/packs/pack-step-messages";
import { itemPath } from "~/lib/packs/pack-step-paths";
import { SummaryItemDetails, type SummaryItemView, summaryLines } from "./summary-item-details";

type SummaryItemWithCode = SummaryItemView & { originalCode: string };

export interface BundleSummaryView {
  minSelections: number;
  maxSelections: number;
  setItems: ({ type: "set"; items: SummaryItemWithCode[] } | { type: "group"; sets: { items: SummaryItemWithCode[] }[] })[];
}

/**
 * The bundle summary panel (spec part 1 §3, §5): slots 1…max; a filled slot shows its line with Edit (the item page
 * with the selection) and Remove (POST); an empty slot reads 'Item not selected' with 'Selection Required' (slot ≤
 * min) or '(Optional)'.
 */
export function BundleSummaryPanel({
  summary,
  packId,
  step,
  isolated,
  showPrices,
  onEdit,
}: {
  summary: BundleSummaryView;
  packId: string;
  step: number;
  isolated: boolean;
  showPrices: boolean;
  onEdit?: (href: string, event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const lines = summaryLines(summary.setItems);
  const slots = Array.from({ length: Math.max(summary.maxSelections, lines.length) }, (_, index) => index);
  return (
    <section className="bundle-summary" aria-labelledby="bundle-summary-title" data-testid="bundle-summary">
      <details open className="bundle-summary__toggle">
        <summary>
          <h2 id="bundle-summary-title" className="bundle-summary__title">
            {t.bundleSummaryTitle}
          </h2>
        </summary>
        <ol className="bundle-summary__slots">
          {slots.map((index) => {
            const line = lines[index];
            const slot = index + 1;
            if (!line) {
              return (
                <li key={`empty-${slot}`} className="bundle-summary__slot bundle-summary__slot--empty">
                  <span className="visually-hidden">{t.slotLabel(slot)}: </span>
                  <span>{itemNotSelected}</span>{" "}
                  <span className={slot <= summary.minSelections ? "bundle-summary__required" : "bundle-summary__optional"}>
                    {slot <= summary.minSelections ? selectionRequired : optionalSlot}
                  </span>
                </li>
              );
            }
            const editHref = itemPath(packId, step, line.originalCode, { setId: line.setId, selectionId: line.selectionId, isolated });
            return (
              <li key={line.selectionId} className="bundle-summary__slot">
                <span className="visually-hidden">{t.slotLabel(slot)}: </span>
                <SummaryItemDetails item={line} showPrices={showPrices} />
                <div className="bundle-summary__actions">
                  <Link to={editHref} aria-label={t.editLabel(line.styleName)} onClick={onEdit ? (event) => onEdit(editHref, event) : undefined}>
                    {t.edit}
                  </Link>
                  <Form method="post" replace preventScrollReset>
                    <CsrfInput />
                    <input type="hidden" name="selectionId" value={line.selectionId} />
                    <button type="submit" name="intent" value="remove" className="button button--link" aria-label={t.removeLabel(line.styleName)}>
                      {t.remove}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      </details>
    </section>
  );
}
