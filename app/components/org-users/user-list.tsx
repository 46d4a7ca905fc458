import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FilterSelect, FilterText, filterErrorSummary } from "~/components/form/filter-fields";
import * as m from "~/lib/org-users/messages";
import { USERS_PATH, type UserListValues, userPath } from "~/lib/org-users/paths";
import { type SiteType } from "~/lib/organisation/messages";

type Option = { uid: string; name: string };
const fieldId = (name: keyof UserListValues) => `user-filter-${name}`;

/**
 * The users list's GET filter form (issue 26, H2): search (name, e-mail or employee code), unit ('store' on the
 * wholesale site), role, status. Works without JS (a plain GET); the values come from the URL.
 */
export function UserFilters({
  siteType,
  values,
  errors,
  units,
  roles,
  statuses,
}: {
  siteType: SiteType;
  values: UserListValues;
  errors: Partial<Record<keyof UserListValues, string>>;
  units: readonly Option[];
  roles: readonly Option[];
  statuses: readonly { code: string; name: string }[];
}) {
  const summary = filterErrorSummary(errors, fieldId);
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="get" action={USERS_PATH} className="org-filters" aria-labelledby="user-filters-title">
        <h2 id="user-filters-title" className="org-filters__title">
          {m.filtersLegend}
        </h2>
        <div className="org-filters__fields">
          <FilterText id={fieldId("q")} name="q" label={m.searchLabel} hint={m.searchHint} value={values.q} maxLength={100} className="org-filters__field" />
          <FilterSelect
            id={fieldId("unit")}
            name="unit"
            label={m.unitLabel(siteType)}
            emptyLabel={m.allUnits(siteType)}
            options={units.map((unit) => ({ value: unit.uid, label: `${unit.name} (${unit.uid})` }))}
            value={values.unit}
            error={errors.unit}
            className="org-filters__field"
          />
          <FilterSelect
            id={fieldId("role")}
            name="role"
            label={m.roleLabel}
            emptyLabel={m.allRoles}
            options={roles.map((role) => ({ value: role.uid, label: role.name }))}
            value={values.role}
            error={errors.role}
            className="org-filters__field"
          />
          <FilterSelect
            id={fieldId("status")}
            name="status"
            label={m.statusLabel}
            emptyLabel={m.allStatuses}
            options={statuses.map((status) => ({ value: status.code, label: status.name }))}
            value={values.status}
            error={errors.status}
            className="org-filters__field"
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            {m.applyFilters}
          </button>
          <Link to={USERS_PATH} className="button button--link">
            {m.clearFilters}
          </Link>
        </div>
      </Form>
    </>
  );
}

export interface UserRowView {
  pk: string;
  name: string;
  email: string;
  employeeCode: string | null;
  unit: { uid: string; name: string };
  roles: string[];
  active: boolean;
}

/** The users table: name (link to the detail), e-mail, employee code, unit, roles, status; cards below 768 px. */
export function UserTable({ users, siteType }: { users: readonly UserRowView[]; siteType: SiteType }) {
  const unitLabel = m.unitLabel(siteType);
  return (
    <table className="org-table card-table">
      <caption className="visually-hidden">{m.listTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{m.nameColumn}</th>
          <th scope="col">{m.emailColumn}</th>
          <th scope="col">{m.codeColumn}</th>
          <th scope="col">{unitLabel}</th>
          <th scope="col">{m.rolesColumn}</th>
          <th scope="col">{m.statusColumn}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.pk}>
            <th scope="row" data-label={m.nameColumn}>
              <Link to={userPath(user.pk)}>{user.name}</Link>
            </th>
            <td data-label={m.emailColumn}>{user.email}</td>
            <td data-label={m.codeColumn}>{user.employeeCode ?? m.notAvailable}</td>
            <td data-label={unitLabel}>{user.unit.name}</td>
            <td data-label={m.rolesColumn}>{user.roles.map((role) => m.roleNames[role] ?? role).join(", ") || m.noRoles}</td>
            <td data-label={m.statusColumn}>
              <span className={user.active ? "org-status" : "org-status org-status--disabled"}>{user.active ? m.active : m.disabled}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
