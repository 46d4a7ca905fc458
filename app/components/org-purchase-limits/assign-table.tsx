import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-purchase-limits/messages";

export interface AssignRow {
  /** What the form posts (a user's uid, a group's uid, a limit's code). */
  id: string;
  name: string;
  detail: string;
  unit: string;
  selected: boolean;
}

/**
 * Rows that a purchase limit can be assigned to or removed from (issue 27, B): users or groups of a limit, or limits
 * of a user or group. One form per row with one button ('Assign' or 'Remove'; its accessible name says what), so it
 * works without JavaScript; `hidden` holds the fields every row posts (e.g. `kind=user`). `editable` false: no buttons.
 */
export function AssignTable({
  rows,
  action,
  caption,
  nameColumn,
  detailColumn,
  unitLabel,
  hidden = {},
  idField = "id",
  editable,
  assignLabel,
  unassignLabel,
}: {
  rows: readonly AssignRow[];
  action: string;
  caption: string;
  nameColumn: string;
  detailColumn: string;
  unitLabel: string;
  hidden?: Record<string, string>;
  idField?: string;
  editable: boolean;
  assignLabel: (name: string) => string;
  unassignLabel: (name: string) => string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="table-scroll">
      <table className="org-table card-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameColumn}</th>
            <th scope="col">{detailColumn}</th>
            <th scope="col">{unitLabel}</th>
            <th scope="col">{m.assignedTo}</th>
            {editable ? <th scope="col">{m.actionColumn}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label={nameColumn}>
                {row.name}
              </th>
              <td data-label={detailColumn}>{row.detail}</td>
              <td data-label={unitLabel}>{row.unit}</td>
              <td data-label={m.assignedTo}>{row.selected ? m.assignedState : m.notAssignedState}</td>
              {editable ? (
                <td data-label={m.actionColumn}>
                  <Form method="post" action={action} className="org-inline-form">
                    <CsrfInput />
                    {Object.entries(hidden).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <input type="hidden" name={idField} value={row.id} />
                    <SubmitButton
                      name="intent"
                      value={row.selected ? "unassign" : "assign"}
                      variant="secondary"
                      aria-label={row.selected ? unassignLabel(row.name) : assignLabel(row.name)}
                      onClick={(event) => {
                        if (busy) event.preventDefault();
                      }}
                    >
                      {row.selected ? m.unassign : m.assign}
                    </SubmitButton>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
