import { Link } from "@remix-run/react";
import { budgetPath } from "~/lib/org-budgets/paths";
import { costCentrePath } from "~/lib/org-cost-centres/paths";
import * as m from "~/lib/org-units/messages";
import { lastChanged, statusActive, statusDisabled } from "~/lib/organisation/messages";

interface Ref {
  uid: string;
  name: string;
}
interface Approver {
  uid: string;
  name: string;
  unit: Ref;
}

export interface UnitDetailView {
  uid: string;
  name: string;
  active: boolean;
  parentOrgUnit: (Ref & { active: boolean }) | null;
  parentInScope: boolean;
  approvalProcess: { code: string; name: string } | null;
  children: (Ref & { active: boolean })[];
  costCentres: { code: string; name: string; active: boolean }[];
  budgets: { code: string; name: string; active: boolean }[];
  approvers: Approver[];
  effectiveApprovers: { source: "USER" | "UNIT" | "ADMINS"; fromUnit: Ref | null; approvers: Approver[] };
  counts: { users: number; childUnits: number; costCentres: number; budgets: number };
  lastChange: { by: { name: string }; at: string } | null;
}

const href = (uid: string, rest = "") => `/organisation/units/${encodeURIComponent(uid)}${rest}`;
const dateOf = (iso: string) => new Date(iso).toLocaleString("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney" });

function Status({ active }: { active: boolean }) {
  return <span className={active ? "org-status" : "org-status org-status--disabled"}>{active ? statusActive : statusDisabled}</span>;
}

/** A unit's / store's detail page (issue 26, H1): sections with headings, each with the links that manage it. */
export function UnitDetail({ unit, words }: { unit: UnitDetailView; words: m.Words }) {
  const inherited = unit.effectiveApprovers.source === "UNIT" && unit.effectiveApprovers.fromUnit?.uid !== unit.uid;
  return (
    <div className="stack org-unit">
      <p>
        <Link to="/organisation/units">{m.backTo(words.units)}</Link>
      </p>
      <h1>{unit.name}</h1>
      {unit.lastChange ? <p className="org-last-changed">{lastChanged(unit.lastChange.by.name, dateOf(unit.lastChange.at))}</p> : null}
      <ul className="org-actions" aria-label={m.unitDetails(words)}>
        {unit.active ? (
          <>
            <li>
              <Link to={href(unit.uid, "/edit")}>{m.edit}</Link>
            </li>
            <li>
              <Link to={`/organisation/units/new?parent=${encodeURIComponent(unit.uid)}`}>{m.addChildUnit(words)}</Link>
            </li>
            <li>
              <Link to={href(unit.uid, "/disable")}>{m.disable}</Link>
            </li>
          </>
        ) : (
          <li>
            <Link to={href(unit.uid, "/enable")}>{m.enable}</Link>
          </li>
        )}
      </ul>

      <section aria-labelledby="unit-details-heading">
        <h2 id="unit-details-heading">{m.unitDetails(words)}</h2>
        <dl className="summary-list">
          <div className="summary-list__row">
            <dt>{m.nameLabel}</dt>
            <dd>{unit.name}</dd>
          </div>
          <div className="summary-list__row">
            <dt>{m.uidLabel}</dt>
            <dd>{unit.uid}</dd>
          </div>
          <div className="summary-list__row">
            <dt>{words.parentUnit}</dt>
            <dd>{unit.parentOrgUnit ? unit.parentInScope ? <Link to={href(unit.parentOrgUnit.uid)}>{unit.parentOrgUnit.name}</Link> : unit.parentOrgUnit.name : "\u2014"}</dd>
          </div>
          <div className="summary-list__row">
            <dt>{m.approvalProcessLabel}</dt>
            <dd>{unit.approvalProcess?.name ?? m.approvalProcessInherited}</dd>
          </div>
          <div className="summary-list__row">
            <dt>{m.statusLabel}</dt>
            <dd>
              <Status active={unit.active} />
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="unit-children-heading">
        <h2 id="unit-children-heading">{words.childUnits}</h2>
        {unit.children.length === 0 ? (
          <p>{m.noChildUnits(words)}</p>
        ) : (
          <ul className="org-unit__list">
            {unit.children.map((child) => (
              <li key={child.uid}>
                <Link to={href(child.uid)}>{child.name}</Link> {child.active ? null : <Status active={false} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unit-users-heading">
        <h2 id="unit-users-heading">{m.usersHeading}</h2>
        <p>
          {m.usersCount(unit.counts.users)} <Link to={href(unit.uid, "/users")}>{m.manageUsers}</Link>
        </p>
      </section>

      <section aria-labelledby="unit-approvers-heading">
        <h2 id="unit-approvers-heading">{m.approversHeading}</h2>
        {unit.approvers.length > 0 ? (
          <ul className="org-unit__list">
            {unit.approvers.map((approver) => (
              <li key={approver.uid}>{approver.name}</li>
            ))}
          </ul>
        ) : (
          <p>
            {m.noAssignedApprovers} {inherited || unit.effectiveApprovers.source === "ADMINS" ? m.effectiveFrom(unit.effectiveApprovers.source, unit.effectiveApprovers.fromUnit?.name ?? null, words) : null}{" "}
            {unit.effectiveApprovers.approvers.map((a) => a.name).join(", ")}
          </p>
        )}
        <p>
          <Link to={href(unit.uid, "/approvers")}>{m.manageApprovers}</Link>
        </p>
      </section>

      <section aria-labelledby="unit-cost-centres-heading">
        <h2 id="unit-cost-centres-heading">{m.costCentresHeading}</h2>
        {unit.costCentres.length === 0 ? (
          <p>{m.noCostCentres}</p>
        ) : (
          <ul className="org-unit__list">
            {unit.costCentres.map((centre) => (
              <li key={centre.code}>
                <Link to={costCentrePath(centre.code)}>{centre.name}</Link> ({centre.code}) {centre.active ? null : <Status active={false} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unit-budgets-heading">
        <h2 id="unit-budgets-heading">{m.budgetsHeading}</h2>
        {unit.budgets.length === 0 ? (
          <p>{m.noBudgets}</p>
        ) : (
          <ul className="org-unit__list">
            {unit.budgets.map((budget) => (
              <li key={budget.code}>
                <Link to={budgetPath(budget.code)}>{budget.name}</Link> ({budget.code}) {budget.active ? null : <Status active={false} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unit-addresses-heading">
        <h2 id="unit-addresses-heading">{m.addressesHeading}</h2>
        <p>
          <Link to={href(unit.uid, "/addresses")}>{m.addressesHeading}</Link>
        </p>
      </section>
    </div>
  );
}
