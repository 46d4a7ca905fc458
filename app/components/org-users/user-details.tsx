import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import * as limitMessages from "~/lib/org-purchase-limits/messages";
import { userPurchaseLimitsPath } from "~/lib/org-purchase-limits/paths";
import * as m from "~/lib/org-users/messages";
import { adminPaths, editPath } from "~/lib/org-users/paths";
import { lastChanged, orgWords, type SiteType } from "~/lib/organisation/messages";
import type { OrgUserView } from "~/lib/org-users/user-view";

function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="org-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {actions ? <p className="button-row">{actions}</p> : null}
    </section>
  );
}

/**
 * The user detail's sections (issue 26, H2; spec `getUserDetails`): personal, contact, employee (with the edit links
 * while the user can be edited), roles, status, payment details, approvers and user groups, each with the link to
 * the page that manages it (roles, status, payment details, approvers, delete: H3's pages).
 */
export function UserDetailsView({
  user,
  siteType,
  lastChange,
}: {
  user: OrgUserView;
  siteType: SiteType;
  lastChange: { name: string; at: string; iso: string } | null;
}) {
  const admin = adminPaths(user.pk);
  const words = orgWords(siteType);
  const editLink = (kind: "personal" | "contact" | "employee", what: string) =>
    user.canEdit ? (
      <Link to={editPath(user.pk, kind)}>
        {m.edit(what)}
        <span className="visually-hidden"> of {user.name}</span>
      </Link>
    ) : null;
  const effective = user.effectiveApprovers;
  return (
    <div className="stack">
      <p>
        <span className={user.active ? "org-status" : "org-status org-status--disabled"}>{user.active ? m.active : m.disabled}</span>
      </p>
      {!user.canEdit ? <p>{m.userDisabled}</p> : null}
      <div className="org-user__sections">
        <Section id="user-personal" title={m.personalDetails} actions={editLink("personal", m.personalDetails)}>
          <dl>
            <dt>Title</dt>
            <dd>{user.titleCode ? (m.titleNames[user.titleCode] ?? user.titleCode) : m.notGiven}</dd>
            <dt>{m.firstNameLabel}</dt>
            <dd>{user.firstName}</dd>
            <dt>{m.lastNameLabel}</dt>
            <dd>{user.lastName}</dd>
          </dl>
        </Section>
        <Section id="user-contact" title={m.contactDetails} actions={editLink("contact", m.contactDetails)}>
          <dl>
            <dt>{m.emailColumn}</dt>
            <dd>{user.email}</dd>
            <dt>Mobile number</dt>
            <dd>{user.mobile ?? m.notGiven}</dd>
          </dl>
        </Section>
        <Section id="user-employee" title={m.employeeDetails} actions={editLink("employee", m.employeeDetails)}>
          <dl>
            <dt>{m.employeeCodeLabel}</dt>
            <dd>{user.employeeCode ?? m.notAvailable}</dd>
            <dt>{words.unit}</dt>
            <dd>
              <Link to={`/organisation/units/${encodeURIComponent(user.unit.uid)}`}>{`${user.unit.name} (${user.unit.uid})`}</Link>
              {user.unit.active ? null : ` — ${m.disabled}`}
            </dd>
          </dl>
        </Section>
        <Section id="user-roles" title={m.rolesHeading} actions={<Link to={admin.roles}>{m.manageRoles}</Link>}>
          {user.roles.length > 0 ? (
            <ul>
              {user.roles.map((role) => (
                <li key={role}>{m.roleNames[role] ?? role}</li>
              ))}
            </ul>
          ) : (
            <p>{m.noRoles}</p>
          )}
        </Section>
        <Section
          id="user-status"
          title={m.statusHeading}
          actions={
            <>
              {user.active ? <Link to={admin.deactivate}>{m.deactivate}</Link> : <Link to={admin.activate}>{m.activate}</Link>}
              <Link to={admin.delete}>{m.deleteUser}</Link>
            </>
          }
        >
          <p>{user.active ? m.active : m.disabled}</p>
        </Section>
        <Section id="user-payment" title={m.paymentDetails} actions={<Link to={admin.costCentres}>{m.managePaymentDetails}</Link>}>
          {user.costCentres.length > 0 ? (
            <ul>
              {user.costCentres.map((centre) => (
                <li key={centre.code}>
                  {`${centre.name} (${centre.code})`}
                  {centre.isDefault ? ` — ${m.defaultCostCentre}` : null}
                  {centre.active ? null : ` — ${m.inactiveCostCentre}`}
                </li>
              ))}
            </ul>
          ) : (
            <p>{m.noCostCentres}</p>
          )}
        </Section>
        <Section id="user-approvers" title={m.approversHeading} actions={<Link to={admin.approvers}>{m.manageApprovers}</Link>}>
          <p>
            {effective.source === "USER"
              ? m.ownApprovers
              : effective.source === "UNIT"
                ? m.approversFromUnit(effective.fromUnit?.name ?? "", siteType)
                : m.approversFromAdmins}
          </p>
          {effective.approvers.length > 0 ? (
            <ul>
              {effective.approvers.map((approver) => (
                <li key={approver.uid}>{`${approver.name} (${approver.uid})`}</li>
              ))}
            </ul>
          ) : (
            <p>{m.noApprovers}</p>
          )}
        </Section>
        <Section id="user-groups" title={m.userGroupsHeading}>
          {user.userGroups.length > 0 ? (
            <ul>
              {user.userGroups.map((group) => (
                <li key={group.uid}>
                  <Link to={`/organisation/user-groups/${encodeURIComponent(group.uid)}`}>{group.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{m.noUserGroups}</p>
          )}
        </Section>
        {/* Issue 27 (B): the user's purchase limits are assigned on their own page. */}
        <Section id="user-purchase-limits" title={limitMessages.listTitle} actions={<Link to={userPurchaseLimitsPath(user.pk)}>{limitMessages.manageUserLimits}</Link>}>
          <p>{limitMessages.userLimitsHint}</p>
        </Section>
      </div>
      <p className="org-last-changed">
        {lastChange ? (
          <>
            {lastChanged(lastChange.name, "")}
            <time dateTime={lastChange.iso}>{lastChange.at}</time>
          </>
        ) : (
          m.neverChanged
        )}
      </p>
    </div>
  );
}
