import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { Pagination } from "~/components/pagination";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-units/messages";
import { roleNames, statusActive, statusDisabled } from "~/lib/organisation/messages";

interface User {
  pk: string;
  name: string;
  email: string;
  employeeCode: string | null;
  unit: { uid: string; name: string };
  roles: string[];
  active: boolean;
}

interface Props {
  words: m.Words;
  unit: { uid: string; name: string; active: boolean };
  tab: { users: User[]; pagination: { currentPage: number; totalPages: number; totalResults: number } };
  filters: { search: string; role: string; status: string; find: string };
  roles: { value: string; label: string }[];
  found: User[] | null;
  lastResult: SubmissionResult<string[]> | undefined;
}

const base = (uid: string) => `/organisation/units/${encodeURIComponent(uid)}`;

/** The users tab of a unit / store (issue 26, H1). */
export function UnitUsers({ words, unit, tab, filters, roles, found, lastResult }: Props) {
  const form = useSubmissionForm<never>({
    id: "unit-add-user",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filters.search) params.set("search", filters.search);
    if (filters.role) params.set("role", filters.role);
    if (filters.status) params.set("status", filters.status);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return `${base(unit.uid)}/users${query ? `?${query}` : ""}`;
  };
  return (
    <div className="stack org-unit-users">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <p>
        <Link to={base(unit.uid)}>{m.backTo(unit.name)}</Link>
      </p>
      <h1>{m.usersOf(unit.name)}</h1>

      <Form method="get" className="org-filters" role="search" aria-label={m.filter}>
        <Field label={m.searchLabel} inputProps={{ id: "users-search", name: "search", defaultValue: filters.search, type: "search" }} />
        <SelectField id="users-role" name="role" label={m.roleLabel} options={roles} emptyLabel={m.allRoles} defaultValue={filters.role} />
        <SelectField
          id="users-status"
          name="status"
          label={m.statusLabel}
          options={[
            { value: "ACTIVE", label: statusActive },
            { value: "DISABLED", label: statusDisabled },
          ]}
          emptyLabel={m.allStatuses}
          defaultValue={filters.status}
        />
        <button type="submit" className="button button--secondary">
          {m.filter}
        </button>
      </Form>

      <p role="status">{m.usersCount(tab.pagination.totalResults)}</p>
      {tab.users.length === 0 ? (
        <p>{m.noUsers}</p>
      ) : (
        <div className="table-scroll">
          <table className="org-table card-table">
            <caption className="visually-hidden">{m.usersOf(unit.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.userName}</th>
                <th scope="col">{m.userEmail}</th>
                <th scope="col">{m.userRoles}</th>
                <th scope="col">{m.statusLabel}</th>
                <th scope="col">{m.userActions}</th>
              </tr>
            </thead>
            <tbody>
              {tab.users.map((user) => (
                <tr key={user.pk}>
                  <td data-label={m.userName}>{user.name}</td>
                  <td data-label={m.userEmail}>{user.email}</td>
                  <td data-label={m.userRoles}>{m.roleLabels(roleNames, user.roles)}</td>
                  <td data-label={m.statusLabel}>{user.active ? statusActive : statusDisabled}</td>
                  <td data-label={m.userActions}>
                    <Link to={`${base(unit.uid)}/users/${user.pk}/remove`} aria-label={m.removeUser(user.name)}>
                      {m.removeConfirm}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination currentPage={tab.pagination.currentPage} totalPages={tab.pagination.totalPages} label={m.unitUsersPages} hrefFor={(page) => pageHref(page + 1)} />

      {unit.active ? (
        <section aria-labelledby="add-user-heading" className="stack">
          <h2 id="add-user-heading">{m.addExistingUser}</h2>
          <p className="field__hint">{m.addMovesHint(words)}</p>
          <Form method="get" role="search" aria-label={m.addExistingUser} className="org-filters">
            <Field label={m.addSearchLabel} inputProps={{ id: "users-find", name: "find", defaultValue: filters.find, type: "search", required: true }} />
            <button type="submit" className="button button--secondary">
              {m.find}
            </button>
          </Form>
          {found === null ? null : found.length === 0 ? (
            <p role="status">{m.noSearchResults}</p>
          ) : (
            <ul className="org-found" aria-label={m.addExistingUser}>
              {found.map((user) => (
                <li key={user.pk} className="org-found__item">
                  <span>
                    {user.name} ({user.email}) — {user.unit.name}
                  </span>
                  {user.unit.uid === unit.uid ? (
                    <span>{m.inUnitAlready(words)}</span>
                  ) : (
                    <Form method="post" {...form.formProps} id={`unit-add-user-${user.pk}`}>
                      <CsrfInput />
                      <input type="hidden" name="customerPK" value={user.pk} />
                      <SubmitButton variant="secondary" name="intent" value="add">
                        {m.addUserButton(user.name)}
                      </SubmitButton>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
