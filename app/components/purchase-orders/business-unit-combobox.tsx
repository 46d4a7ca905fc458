import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import * as poMessages from "~/lib/purchase-orders/messages";
import { type SiteType, unitWords } from "~/lib/purchase-orders/messages";
import { type SelectorUnit } from "./business-unit-selector";

const SEARCH_DELAY_MS = 300;

/**
 * The JavaScript business-unit selector (loaded lazily after hydration): a button showing '{n} unit(s) selected'
 * discloses a panel (aria-expanded; a plain disclosure rather than a Radix popover, whose positioning and layering
 * code cost this page ~22 KB of JavaScript: decision 018) with a search field (role combobox, search-as-you-type after 300 ms through
 * /resources/business-units) and a multi-select listbox. Arrow keys move through the options, Enter toggles one,
 * Escape closes and returns focus to the button. The chosen units are hidden `units` inputs of the form, and are
 * listed under the button with a Remove button each.
 */
export default function BusinessUnitCombobox({
  controlId,
  initialChosen,
  initialMatches,
  initialSearchTerm,
  siteType,
  invalid,
}: {
  controlId: string;
  initialChosen: SelectorUnit[];
  initialMatches: SelectorUnit[];
  initialSearchTerm: string;
  siteType: SiteType;
  invalid: boolean;
}) {
  const words = unitWords(siteType);
  const [chosen, setChosen] = useState<SelectorUnit[]>(initialChosen);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelId = `${useId()}-panel`;
  const [term, setTerm] = useState(initialSearchTerm);
  const [results, setResults] = useState<SelectorUnit[]>([...initialChosen, ...initialMatches]);
  const [status, setStatus] = useState<"idle" | "searching" | "failed">("idle");
  const [active, setActive] = useState(0);
  const searchedTerm = useRef(initialSearchTerm);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputId = `${baseId}-search`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (term === searchedTerm.current) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus("searching");
      fetch(`/resources/business-units?searchTerm=${encodeURIComponent(term.trim())}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<{ units: SelectorUnit[] }>;
        })
        .then((data) => {
          searchedTerm.current = term;
          setResults(data.units);
          setActive(0);
          setStatus("idle");
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setStatus(error instanceof Error ? "failed" : "idle");
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  // The form re-validates on input once errors show (useSubmissionForm): hidden inputs fire none, so say so here.
  const rootRef = useRef<HTMLDivElement>(null);
  const firstChosen = useRef(chosen);
  useEffect(() => {
    if (chosen === firstChosen.current) return;
    rootRef.current?.closest("form")?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [chosen]);

  const chosenUids = new Set(chosen.map((unit) => unit.uid));

  function toggle(unit: SelectorUnit) {
    setChosen((current) => (current.some((c) => c.uid === unit.uid) ? current.filter((c) => c.uid !== unit.uid) : [...current, unit]));
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault(); // never submits the form
      const unit = results[active];
      if (unit) toggle(unit);
    }
  }

  // Opening moves focus to the search field; Escape and Done close and give focus back to the button; a click or
  // focus outside closes without moving focus.
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);
  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }
  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  }
  function onRootBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
  }

  const activeUnit = results[active];
  const statusText =
    status === "searching"
      ? poMessages.searching
      : status === "failed"
        ? poMessages.searchFailed
        : results.length === 0
          ? words.noMatches
          : poMessages.matchCount(results.length);

  return (
    // Focus leaving the selector closes the panel (focusout bubbles; the div is no control of its own).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="unit-combobox" ref={rootRef} onBlur={onRootBlur}>
      {chosen.map((unit) => (
        <input key={unit.uid} type="hidden" name="units" value={unit.uid} />
      ))}
      <div className="unit-combobox__anchor">
      <button
        ref={triggerRef}
        type="button"
        id={controlId}
        className={invalid ? "unit-combobox__trigger unit-combobox__trigger--invalid" : "unit-combobox__trigger"}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${words.label}: ${poMessages.unitsSelected(chosen.length)}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{poMessages.unitsSelected(chosen.length)}</span>
        <span className="unit-combobox__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        // Escape anywhere in the panel closes it (a keyboard shortcut of the disclosure, not a control of its own).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div id={panelId} className="unit-combobox__popover" role="group" aria-label={words.label} onKeyDown={onPanelKeyDown}>
          <label className="field__label" htmlFor={inputId}>
            {words.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={inputId}
            className="field__input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeUnit ? optionId(active) : undefined}
            placeholder={words.searchPlaceholder}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <p className="unit-combobox__status" role="status">
            {statusText}
          </p>
          <div id={listboxId} role="listbox" aria-multiselectable="true" aria-label={words.label} className="unit-combobox__list">
            {results.map((unit, index) => (
              // Keyboard: the search field drives the options (aria-activedescendant; arrows and Enter).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={unit.uid}
                id={optionId(index)}
                role="option"
                aria-selected={chosenUids.has(unit.uid)}
                className={index === active ? "unit-combobox__option unit-combobox__option--active" : "unit-combobox__option"}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(index);
                  toggle(unit);
                }}
              >
                <span className="unit-combobox__check" aria-hidden="true">
                  {chosenUids.has(unit.uid) ? "✓" : ""}
                </span>
                {unit.name} <span className="unit-selector__uid">({unit.uid})</span>
              </div>
            ))}
          </div>
          <button type="button" className="button button--secondary unit-combobox__done" onClick={close}>
            {poMessages.doneButton}
          </button>
        </div>
      ) : null}
      </div>
      {chosen.length > 0 ? (
        <ul className="unit-combobox__chosen" aria-label={poMessages.chosenUnits}>
          {chosen.map((unit) => (
            <li key={unit.uid} className="unit-combobox__chip">
              <span>{unit.name}</span>
              <button type="button" className="unit-combobox__remove" aria-label={poMessages.removeUnit(unit.name)} onClick={() => toggle(unit)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
