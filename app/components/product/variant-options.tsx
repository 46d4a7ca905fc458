import { FieldError } from "~/components/form/field-error";
import { StockMessage } from "~/components/product/stock-message";
import * as messages from "~/lib/messages";
import { type StockMessage as StockMessageData } from "~/lib/product/stock-message";
import { type OptionGroup, type Selection, type VariantChoice, isCompleteSelection } from "~/lib/product/variant-selection";

/** The id of a group's `index`th radio (the error summary links to the first). */
export const optionInputId = (idPrefix: string, qualifier: string, index = 0) => `${idPrefix}-${qualifier}-${index}`;

/**
 * The radio groups of a product's variant qualifiers (colour, size, fit …): one fieldset with a legend per group,
 * colour values with their swatch, a group's error above its radios (GOV.UK). Each radio is posted under its
 * qualifier (`colour=Navy`). Used by the product page's add-to-cart form and by the quick-add dialog.
 */
export function VariantOptions({
  groups,
  selection,
  idPrefix,
  errors,
  onSelect,
}: {
  groups: readonly OptionGroup[];
  selection: Selection;
  idPrefix: string;
  /** qualifier → messages. */
  errors?: Readonly<Record<string, readonly string[]>>;
  /** Called when a value is chosen; without it the radios are uncontrolled (no-JS form). */
  onSelect?: (qualifier: string, value: string) => void;
}) {
  return (
    <>
      {groups.map((group) => {
        const groupErrors = errors?.[group.qualifier];
        const errorId = groupErrors?.length ? `${idPrefix}-${group.qualifier}-error` : undefined;
        return (
          <fieldset
            key={group.qualifier}
            className={`variant-group${errorId ? " field--error" : ""}`}
            aria-describedby={errorId}
          >
            <legend className="variant-group__legend">
              {group.label}
              {selection[group.qualifier] ? <span className="variant-group__chosen">: {selection[group.qualifier]}</span> : null}
            </legend>
            <FieldError id={errorId} errors={groupErrors} />
            <div className="variant-group__options">
              {group.values.map((option, index) => {
                const id = optionInputId(idPrefix, group.qualifier, index);
                const checked = selection[group.qualifier] === option.value;
                return (
                  <div key={option.value} className="variant-option">
                    <input
                      type="radio"
                      id={id}
                      name={group.qualifier}
                      value={option.value}
                      className="variant-option__input"
                      {...(onSelect
                        ? { checked, onChange: () => onSelect(group.qualifier, option.value) }
                        : { defaultChecked: checked })}
                    />
                    <label htmlFor={id} className="variant-option__label">
                      {option.swatchUrl ? (
                        <img src={option.swatchUrl} alt="" width={24} height={24} className="variant-option__swatch" />
                      ) : null}
                      {option.value}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * What the chosen options come to, announced politely as they change: the variant with its code and price, or that
 * the combination is not available, or that options are still to choose; then the stock message. Under the option
 * groups of the product page's add-to-cart form and of the quick-add dialog.
 */
export function SelectionStatus({
  groups,
  selection,
  variant,
  stock,
}: {
  groups: readonly OptionGroup[];
  selection: Selection;
  variant: VariantChoice | null;
  stock: StockMessageData | null;
}) {
  return (
    <div className="product-page__selection" aria-live="polite" aria-atomic="true">
      {variant ? (
        <p className="product-page__chosen">
          Selected: {Object.values(variant.values).join(", ")} ({variant.code})
          {variant.price ? (
            <>
              {" "}
              <span className="product-page__variant-price">{variant.price}</span>
            </>
          ) : null}
        </p>
      ) : isCompleteSelection(groups, selection) ? (
        <p className="product-page__hint">{messages.combinationUnavailable}</p>
      ) : groups.length > 0 ? (
        <p className="product-page__hint">{messages.chooseOptions}</p>
      ) : null}
      <StockMessage stock={stock} />
    </div>
  );
}
