import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-units/messages";

interface Props {
  words: m.Words;
  unit: {
    uid: string;
    name: string;
    active: boolean;
    effectiveApprovers: { source: "USER" | "UNIT" | "ADMINS"; fromUnit: { uid: string; name: string } | null; approvers: { uid: string; name: string }[] };
  };
  candidates: { uid: string; name: string; email: string; unit: { name: string }; selected: boolean }[];
  lastResult: SubmissionResult<string[]> | undefined;
}

/** A unit's approvers (issue 26, H1): one small form per approver (assign / unassign). */
export function UnitApprovers({ words, unit, candidates, lastResult }: Props) {
  const form = useSubmissionForm<never>({
    id: "unit-approver",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  const effective = unit.effectiveApprovers;
  const from = effective.fromUnit && effective.fromUnit.uid !== unit.uid ? effective.fromUnit.name : null;
  return (
    <div className="stack">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <p>
        <Link to={`/organisation/units/${encodeURIComponent(unit.uid)}`}>{m.backTo(unit.name)}</Link>
      </p>
      <h1>
        {m.approversHeading}: {unit.name}
      </h1>
      <section aria-labelledby="effective-approvers">
        <h2 id="effective-approvers">{m.effectiveApprovers}</h2>
        <p>
          {effective.approvers.map((a) => a.name).join(", ") || "\u2014"}
          {effective.source === "ADMINS" || from ? ` ${m.effectiveFrom(effective.source, from, words)}` : null}
        </p>
      </section>
      <section aria-labelledby="assign-approvers">
        <h2 id="assign-approvers">{m.assignedApprovers}</h2>
        {candidates.length === 0 ? (
          <p>{m.noApproverCandidates}</p>
        ) : (
          <ul className="org-found">
            {candidates.map((candidate) => (
              <li key={candidate.uid} className="org-found__item">
                <span>
                  {candidate.name} ({candidate.email}) — {candidate.unit.name}
                  {candidate.selected ? <strong> ({m.assignedTag})</strong> : null}
                </span>
                {unit.active ? (
                  <Form method="post" {...form.formProps} id={`unit-approver-${candidate.uid}`}>
                    <CsrfInput />
                    <input type="hidden" name="customerUid" value={candidate.uid} />
                    <SubmitButton variant="secondary" name="intent" value={candidate.selected ? "unassign" : "assign"}>
                      {candidate.selected ? m.unassign(candidate.name) : m.assign(candidate.name)}
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
