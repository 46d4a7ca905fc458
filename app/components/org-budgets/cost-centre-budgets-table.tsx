import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-budgets/messages";

export interface CostCentreBudgetRow {
  code: string;
  name: string;
  href: string;
  amount: string;
  dates: string;
  unit: string;
  status: string;
  active: boolean;
  selected: boolean;
}

/**
 * The budgets a cost centre may hold (issue 27), each with one button: 'Assign' or 'Unassign' (a form of its own per
 * row, so it works without JavaScript; the button's accessible name says which budget). `editable` false (the cost
 * centre is disabled): no buttons. A disabled budget can be unassigned, not assigned.
 */
export function CostCentreBudgetsTable({ rows, action, unitLabel, editable }: { rows: readonly CostCentreBudgetRow[]; action: string; unitLabel: string; editable: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="table-scroll">
      <table className="org-table card-table">
        <thead>
          <tr>
            <th scope="col">{m.nameLabel}</th>
            <th scope="col">{m.codeLabel}</th>
            <th scope="col">{m.amountLabel}</th>
            <th scope="col">{m.dateRange}</th>
            <th scope="col">{unitLabel}</th>
            <th scope="col">{m.statusLabel}</th>
            <th scope="col">{m.assignedColumn}</th>
            {editable ? <th scope="col">{m.actionColumn}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" data-label={m.nameLabel}>
                <Link to={row.href}>{row.name}</Link>
              </th>
              <td data-label={m.codeLabel}>{row.code}</td>
              <td data-label={m.amountLabel}>{row.amount}</td>
              <td data-label={m.dateRange}>{row.dates}</td>
              <td data-label={unitLabel}>{row.unit}</td>
              <td data-label={m.statusLabel}>
                <span className={row.active ? "org-status" : "org-status org-status--disabled"}>{row.status}</span>
              </td>
              <td data-label={m.assignedColumn}>{row.selected ? m.yes : m.no}</td>
              {editable ? (
                <td data-label={m.actionColumn}>
                  {row.selected || row.active ? (
                    <Form method="post" action={action} className="org-inline-form">
                      <CsrfInput />
                      <input type="hidden" name="budgetCode" value={row.code} />
                      <SubmitButton
                        name="intent"
                        value={row.selected ? "unassign" : "assign"}
                        variant="secondary"
                        aria-label={row.selected ? m.unassignLabel(row.name) : m.assignLabel(row.name)}
                        onClick={(event) => {
                          if (busy) event.preventDefault();
                        }}
                      >
                        {row.selected ? m.unassign : m.assign}
                      </SubmitButton>
                    </Form>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
