import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-user-groups/messages";

export interface MemberTableRow {
  uid: string;
  name: string;
  email: string;
  unit: string;
  status: string;
  active: boolean;
  selected: boolean;
}

/**
 * The users who may be members of a group (issue 26, H4), each with one button: 'Add' or 'Remove' (a form of its own
 * per row, so it works without JavaScript; the button's accessible name says whom it adds or removes). `editable`
 * false (the group's unit is disabled): no buttons.
 */
export function MembersTable({ rows, action, unitLabel, editable }: { rows: readonly MemberTableRow[]; action: string; unitLabel: string; editable: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="table-scroll">
      <table className="org-table card-table">
        <thead>
          <tr>
            <th scope="col">{m.memberColumn}</th>
            <th scope="col">{m.emailColumn}</th>
            <th scope="col">{unitLabel}</th>
            <th scope="col">{m.statusColumn}</th>
            <th scope="col">{m.member}</th>
            {editable ? <th scope="col">{m.actionColumn}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid}>
              <th scope="row" data-label={m.memberColumn}>{row.name}</th>
              <td data-label={m.emailColumn}>{row.email}</td>
              <td data-label={unitLabel}>{row.unit}</td>
              <td data-label={m.statusColumn}>
                <span className={row.active ? "org-status" : "org-status org-status--disabled"}>{row.status}</span>
              </td>
              <td data-label={m.member}>{row.selected ? m.member : ""}</td>
              {editable ? (
                <td data-label={m.actionColumn}>
                  <Form method="post" action={action} className="org-inline-form">
                    <CsrfInput />
                    <input type="hidden" name="orgCustomerId" value={row.uid} />
                    <SubmitButton
                      name="intent"
                      value={row.selected ? "remove" : "add"}
                      variant="secondary"
                      aria-label={row.selected ? m.removeLabel(row.name) : m.addLabel(row.name)}
                      onClick={(event) => {
                        if (busy) event.preventDefault();
                      }}
                    >
                      {row.selected ? m.remove : m.add}
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
