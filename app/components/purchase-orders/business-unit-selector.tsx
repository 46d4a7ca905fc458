import { lazy, Suspense, useEffect, useState } from "react";
import { FieldError } from "~/components/form/field-error";
import { type SiteType, unitWords } from "~/lib/purchase-orders/messages";

const BusinessUnitCombobox = lazy(() => import("./business-unit-combobox"));

export interface SelectorUnit {
  uid: string;
  name: string;
}

export interface SelectorData {
  searchTerm: string;
  chosen: SelectorUnit[];
  matches: SelectorUnit[];
}

export interface BusinessUnitSelectorProps {
  /** The form's id: the control the error summary links to is `${formId}-units`. */
  formId: string;
  selection: SelectorData;
  /** Uids the server sent back with errors (a no-JS submit): they win over the draft's. */
  postedUids?: readonly string[];
  siteType: SiteType;
  errors?: readonly string[];
}

/**
 * The business-unit (store) multi-select (spec part 1 §2, §9). Without JavaScript: a fieldset with a search field
 * (`searchTerm`, submitted with `intent=search`: the page saves what was typed and comes back with the matches) and
 * a checkbox per unit (`units`), the chosen ones first and kept. After hydration the lazily loaded combobox takes
 * its place (search-as-you-type, '{n} unit(s) selected', the chosen ones as hidden `units` inputs).
 */
export function BusinessUnitSelector({ formId, selection, postedUids, siteType, errors }: BusinessUnitSelectorProps) {
  const words = unitWords(siteType);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const known = [...selection.chosen, ...selection.matches];
  const chosenSet = new Set(postedUids ?? selection.chosen.map((unit) => unit.uid));
  const chosen = known.filter((unit) => chosenSet.has(unit.uid));
  const others = known.filter((unit) => !chosenSet.has(unit.uid));
  const controlId = `${formId}-units`;
  const noteId = `${formId}-units-note`;
  const errorId = errors?.length ? `${formId}-units-error` : undefined;
  const describedBy = [noteId, errorId].filter(Boolean).join(" ");

  const plain = (
    <>
      <div className="unit-selector__search">
        <label className="field__label" htmlFor={`${formId}-searchTerm`}>
          {words.searchLabel}
        </label>
        <input type="hidden" name="appliedSearchTerm" value={selection.searchTerm} />
        <div className="unit-selector__search-row">
          <input
            className="field__input"
            type="search"
            id={`${formId}-searchTerm`}
            name="searchTerm"
            defaultValue={selection.searchTerm}
            placeholder={words.searchPlaceholder}
            data-unit-search=""
          />
          <button type="submit" name="intent" value="search" className="button button--secondary" data-unit-search-button="">
            {words.searchButton}
          </button>
        </div>
      </div>
      {known.length === 0 ? (
        <p className="unit-selector__empty">{words.noMatches}</p>
      ) : (
        <ul className="unit-selector__list">
          {[...chosen, ...others].map((unit, index) => (
            <li key={unit.uid} className="unit-selector__item">
              <input
                className="unit-selector__checkbox"
                type="checkbox"
                id={index === 0 ? controlId : `${controlId}-${unit.uid}`}
                name="units"
                value={unit.uid}
                defaultChecked={chosenSet.has(unit.uid)}
                aria-invalid={errorId ? true : undefined}
              />
              <label htmlFor={index === 0 ? controlId : `${controlId}-${unit.uid}`}>
                {unit.name} <span className="unit-selector__uid">({unit.uid})</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {others.length === 0 && known.length > 0 && selection.searchTerm ? (
        <p className="unit-selector__empty">{words.noMatches}</p>
      ) : null}
    </>
  );

  return (
    <fieldset id="units" className={errorId ? "fieldset unit-selector field--error" : "fieldset unit-selector"} aria-describedby={describedBy}>
      <legend className="fieldset__legend">{words.label}</legend>
      <p className="field__hint" id={noteId}>
        {words.note}
      </p>
      <FieldError id={errorId} errors={errors} />
      {enhanced ? (
        <Suspense fallback={plain}>
          <BusinessUnitCombobox
            controlId={controlId}
            initialChosen={chosen}
            initialMatches={others}
            initialSearchTerm={selection.searchTerm}
            siteType={siteType}
            invalid={Boolean(errorId)}
          />
        </Suspense>
      ) : (
        plain
      )}
    </fieldset>
  );
}

/**
 * With JavaScript, Enter in a text field does not submit the form (spec part 1 §5); Enter in the no-JS selector's
 * search field (before the combobox has loaded) runs the search. Pass as the form's `onKeyDown`.
 */
export function preventEnterSubmit(event: React.KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter") return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return;
  if (["checkbox", "radio", "submit", "button"].includes(target.type)) return;
  event.preventDefault();
  if (target.hasAttribute("data-unit-search")) {
    const button = event.currentTarget.querySelector<HTMLButtonElement>("[data-unit-search-button]");
    if (button) event.currentTarget.requestSubmit(button);
  }
}
