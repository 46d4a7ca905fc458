import { stockNote } from "~/lib/packs/pack-rules";
import * as t from "~/lib/packs/pack-step-messages";

export interface SummaryItemView {
  selectionId: string;
  setId: string;
  styleName: string;
  styleCode?: string | null;
  originalCode: string;
  skuNumber: string;
  price: { formattedValue: string } | null;
  colour?: string | null;
  dimension: string | null;
  size?: string | null;
  quantity: number;
  selectedValueAdd: { code: string; name: string; price?: { formattedValue: string } | null; prompts: { prompt1?: string | null; userEnteredValue?: string | null }[] }[];
  stockMessage?: string | null;
  itemStocked: boolean;
  isIndentOrder: boolean;
  productType?: string | null;
  inStockCode?: string | null;
  indentExpectedDeliveryDate?: string | null;
  reasonOfReplacement: { code: string; name: string } | null;
  additionalComments: string | null;
}

/** One chosen line: name + code always, the rest behind "Show details" (spec part 1 §2: show/hide per item). */
export function SummaryItemDetails({ item, showPrices }: { item: SummaryItemView; showPrices: boolean }) {
  const note = stockNote({
    productType: item.productType ?? "",
    itemStocked: item.itemStocked,
    isIndentOrder: item.isIndentOrder,
    inStockCode: item.inStockCode ?? "",
    indentExpectedDeliveryDate: item.indentExpectedDeliveryDate ?? null,
  });
  return (
    <div className="pack-item">
      <p className="pack-item__name">
        <strong>{item.styleName}</strong> <span className="pack-item__code">{item.styleCode ?? item.originalCode}</span>
      </p>
      <p className="pack-item__short">
        {[item.colour, item.size, item.dimension].filter(Boolean).join(", ")} · {t.quantity} {item.quantity}
        {showPrices && item.price ? ` · ${item.price.formattedValue}` : null}
      </p>
      {note ? <p className="pack-item__note">{note}</p> : null}
      {item.stockMessage ? <p className="pack-item__note">{item.stockMessage}</p> : null}
      <details className="pack-item__details">
        <summary>
          {t.showDetails}
          <span className="visually-hidden"> ({item.styleName})</span>
        </summary>
        <dl className="pack-facts">
          <dt>{t.styleCode}</dt>
          <dd>{item.styleCode ?? item.originalCode}</dd>
          <dt>{t.code}</dt>
          <dd>{item.skuNumber}</dd>
          {item.colour ? (
            <>
              <dt>{t.colour}</dt>
              <dd>{item.colour}</dd>
            </>
          ) : null}
          {item.size ? (
            <>
              <dt>{t.size}</dt>
              <dd>{item.size}</dd>
            </>
          ) : null}
          {item.dimension ? (
            <>
              <dt>{t.fit}</dt>
              <dd>{item.dimension}</dd>
            </>
          ) : null}
          <dt>{t.quantity}</dt>
          <dd>{item.quantity}</dd>
          {item.selectedValueAdd.length > 0 ? (
            <>
              <dt>{t.valueAdds}</dt>
              <dd>
                <ul className="pack-facts__list">
                  {item.selectedValueAdd.map((va) => (
                    <li key={va.code}>
                      {va.name}
                      {showPrices && va.price ? ` (${va.price.formattedValue})` : null}
                      {va.prompts
                        .filter((p) => p.userEnteredValue)
                        .map((p) => `: ${p.userEnteredValue ?? ""}`)
                        .join("")}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {item.reasonOfReplacement ? (
            <>
              <dt>{t.reasonOfReplacement}</dt>
              <dd>{item.reasonOfReplacement.name}</dd>
            </>
          ) : null}
          {item.additionalComments ? (
            <>
              <dt>{t.additionalComments}</dt>
              <dd>{item.additionalComments}</dd>
            </>
          ) : null}
          {showPrices && item.price ? (
            <>
              <dt>{t.price}</dt>
              <dd>{item.price.formattedValue}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </div>
  );
}

/** The bundle summary's lines in slot order (sets, then the sets of each group). */
export function summaryLines<T>(setItems: readonly ({ type: "set"; items: T[] } | { type: "group"; sets: { items: T[] }[] })[]): T[] {
  return setItems.flatMap((entry) => (entry.type === "set" ? entry.items : entry.sets.flatMap((set) => set.items)));
}
