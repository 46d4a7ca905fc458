import { Form } from "@remix-run/react";
import { type ReactNode } from "react";
import { FieldError } from "~/components/form/field-error";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import type { CostCentreOption, UserCostCentre } from "~/lib/org-user-admin/user-admin.server";
import * as m from "~/lib/org-user-admin/messages";
import { costCentresPath } from "~/lib/org-user-admin/paths";
import { type SiteType } from "~/lib/organisation/messages";
import { RowActionForm } from "./parts";

/** The cost centres linked to the user: name, code, unit, the default tag; per row 'Set as default' and 'Remove'. */
export function LinkedCostCentres({ pk, linked, canEdit, siteType }: { pk: string; linked: readonly UserCostCentre[]; canEdit: boolean; siteType: SiteType }) {
  return (
    <section aria-labelledby="cost-centres-linked">
      <h2 id="cost-centres-linked">{m.linkedCostCentres}</h2>
      {linked.length === 0 ? (
        <p>{m.noCostCentres}</p>
      ) : (
        <div className="table-scroll">
          <table className="org-user-admin__table">
            <thead>
              <tr>
                <th scope="col">{m.columnName}</th>
                <th scope="col">{m.columnCode}</th>
                <th scope="col">{m.columnUnit(siteType)}</th>
                {canEdit ? <th scope="col">{m.columnActions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {linked.map((centre) => (
                <tr key={centre.code}>
                  <th scope="row">
                    {centre.name}
                    {centre.isDefault ? <span className="org-status"> {m.defaultTag}</span> : null}
                    {!centre.active ? <span className="org-status org-status--disabled"> {m.inactiveTag}</span> : null}
                  </th>
                  <td>{centre.code}</td>
                  <td>{centre.unit.name}</td>
                  {canEdit ? (
                    <td>
                      <div className="button-row">
                        {!centre.isDefault && centre.active ? (
                          <RowActionForm
                            action={costCentresPath(pk)}
                            fields={{ intent: "default", code: centre.code }}
                            label={m.setDefaultButton}
                            accessibleLabel={m.setDefaultLabel(centre.name)}
                          />
                        ) : null}
                        <RowActionForm
                          action={costCentresPath(pk)}
                          fields={{ intent: "remove", code: centre.code }}
                          label={m.removeButton}
                          accessibleLabel={m.removeCostCentreLabel(centre.name)}
                        />
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Adding cost centres: a GET search form (the list narrows; without JS a page load), then the matching ones as
 * checkboxes in the POST form (`renderForm` gives the page's form with its validation).
 */
export function CostCentreSearch({
  pk,
  options,
  search,
  siteType,
  field,
  renderForm,
}: {
  pk: string;
  options: readonly CostCentreOption[];
  search: string;
  siteType: SiteType;
  field: { id: string; name: string; errors?: string[] };
  renderForm: (children: ReactNode) => ReactNode;
}) {
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  return (
    <section aria-labelledby="cost-centres-add" className="stack">
      <h2 id="cost-centres-add">{m.searchLegend}</h2>
      <Form method="get" action={costCentresPath(pk)} className="org-user-admin__search" role="search" aria-label={m.searchLegend}>
        <div className="field">
          <label className="field__label" htmlFor="cost-centre-search">
            {m.searchLabel}
          </label>
          <p className="field__hint" id="cost-centre-search-hint">
            {m.searchHint(siteType)}
          </p>
          <input className="field__input" id="cost-centre-search" name="search" type="search" defaultValue={search} aria-describedby="cost-centre-search-hint" maxLength={100} />
        </div>
        <SubmitButton variant="secondary" busy={false}>
          {m.searchButton}
        </SubmitButton>
      </Form>
      {options.length === 0 ? (
        <p>{m.noResults}</p>
      ) : (
        renderForm(
          <>
            <CsrfInput />
            <input type="hidden" name="intent" value="add" />
            <fieldset className={errorId ? "fieldset field--error" : "fieldset"} aria-describedby={errorId}>
              <legend className="fieldset__legend">{m.resultsLegend}</legend>
              <FieldError id={errorId} errors={field.errors} />
              <div className="checkboxes">
                {options.map((option, index) => {
                  const id = index === 0 ? field.id : `${field.id}-${index}`;
                  return (
                    <div className="checkbox" key={option.code}>
                      <input className="checkbox__input" type="checkbox" id={id} name={field.name} value={option.code} />
                      <label className="checkbox__label" htmlFor={id}>
                        {option.name} ({option.code}) — {option.unit.name}
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <SubmitButton>{m.addSelected}</SubmitButton>
          </>,
        )
      )}
    </section>
  );
}
