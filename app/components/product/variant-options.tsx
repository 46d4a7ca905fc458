import { type OptionGroup, type Selection } from "~/lib/variant-selection";

/**
 * The radio groups of a product's variant qualifiers (colour, size, fit …): one fieldset with a
 * legend per group, colour values with their swatch. Used by the product page's GET form and by
 * the quick-add dialog.
 */
export function VariantOptions({
  groups,
  selection,
  idPrefix,
  onSelect,
}: {
  groups: readonly OptionGroup[];
  selection: Selection;
  idPrefix: string;
  /** Called when a value is chosen; without it the radios are uncontrolled (no-JS form). */
  onSelect?: (qualifier: string, value: string, form: HTMLFormElement | null) => void;
}) {
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.qualifier} className="variant-group">
          <legend className="variant-group__legend">
            {group.label}
            {selection[group.qualifier] ? <span className="variant-group__chosen">: {selection[group.qualifier]}</span> : null}
          </legend>
          <div className="variant-group__options">
            {group.values.map((option, index) => {
              const id = `${idPrefix}-${group.qualifier}-${index}`;
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
                      ? { checked, onChange: (event) => onSelect(group.qualifier, option.value, event.currentTarget.form) }
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
      ))}
    </>
  );
}
