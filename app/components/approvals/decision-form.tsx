import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { clsx } from "clsx";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { type SummaryError } from "~/components/form/error-summary";
import { CommentField, useHydrated } from "~/components/form/comment-field";
import { FieldError } from "~/components/form/field-error";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { COMMENT_MAX } from "~/lib/approvals/decision-messages";
import { type Decision, type DecisionIntent, orderedField, QUANTITIES_FIELD, quantityField } from "~/lib/approvals/decision-fields";
import { type DecisionEntryRule } from "~/lib/approvals/decision-schema";
import { type ApprovalOrderView, type DeclineReason } from "~/lib/approvals/decision-view";
import { OrderDetailEntries, OrderDetailTotals } from "./order-detail-entries";

/**
 * The decision form (issue 7; spec part 2 §4, §5): a real POST form that works without JavaScript — approved
 * quantities per entry with "Update total" (`intent=amend`), Approve / Decline, the decline reason, the comment and
 * "Review decision" (`intent=review`, then the confirmation page). Without JS the reason and comment are always shown,
 * labelled "(required when declining)". With JS (enhancement only): the reason shows when Decline is chosen, the
 * labels say what is required for the chosen decision, the comment counts its characters, and the shared zod schema
 * (loaded on first focus) validates before sending. The server validates every submit with the same schema.
 */

export const DECISION_FORM_ID = "approval-decision";

type Result = SubmissionResult<string[]> | null | undefined;

/**
 * The form state: the submission hook plus which button sent the form. The browser checks with the order's schema for
 * that button's intent (the entries' ordered quantities from the page; the reason codes are not known here — the
 * select offers only valid ones — and are checked on the server).
 */
export function useDecisionForm(lastResult: Result, entries: readonly DecisionEntryRule[], reasonRequired = true) {
  const intent = useRef<DecisionIntent>("review");
  const rules = useRef(entries.map(({ entryNumber, ordered }) => ({ entryNumber, ordered })));
  const form = useSubmissionForm<string>({
    id: DECISION_FORM_ID,
    lastResult,
    // The schema for the button that sent the form (the submitter is not in the form's values).
    loadValidator: lazyValidator(() =>
      import("~/lib/approvals/decision-schema").then((m) => () => m.decisionFormSchema({ intent: intent.current, entries: rules.current, reasonRequired })),
    ),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    intent.current = submitter instanceof HTMLButtonElement && submitter.value === "amend" ? "amend" : "review";
    form.formProps.onSubmit(event);
  }
  return { ...form, formProps: { ...form.formProps, onSubmit } };
}

export type DecisionFormState = ReturnType<typeof useDecisionForm>;

const fieldId = (name: string) => `${DECISION_FORM_ID}-${name}`;

/** The error summary's entries in page order; quantity errors name their product and link to its input. */
export function decisionSummaryErrors(form: DecisionFormState, order: ApprovalOrderView): SummaryError[] {
  const quantityNames = order.entries.map((entry) => quantityField(entry.entryNumber));
  const firstQuantity = order.entries[0] ? fieldId(quantityField(order.entries[0].entryNumber)) : undefined;
  return form.summaryErrors(["", ...quantityNames, QUANTITIES_FIELD, "decision", "reasonCode", "comment"]).map((error) => {
    const entry = order.entries.find((candidate) => error.fieldId === fieldId(quantityField(candidate.entryNumber)));
    if (entry) return { ...error, message: `${entry.name}: ${error.message}` };
    if (error.fieldId === fieldId(QUANTITIES_FIELD)) return { ...error, fieldId: firstQuantity };
    return error;
  });
}

function label(text: string, suffix: string): ReactNode {
  return (
    <>
      {text} <span className="field__suffix">{suffix}</span>
    </>
  );
}

export function DecisionForm({
  form,
  order,
  reasons,
  values,
}: {
  form: DecisionFormState;
  order: ApprovalOrderView;
  reasons: readonly DeclineReason[];
  /** Starting values from the draft (after "Update total" or "Change decision"). */
  values: { decision: Decision | null; reasonCode: string | null; comment: string | null };
}) {
  const hydrated = useHydrated();
  const decisionField = form.field("decision");
  const reasonField = form.field("reasonCode");
  const commentField = form.field("comment");
  const quantitiesField = form.field(QUANTITIES_FIELD);
  const posted = decisionField.defaultValue;
  const initialDecision: Decision | null = posted === "APPROVE" || posted === "REJECT" ? posted : values.decision;
  const initialComment = commentField.defaultValue ?? values.comment ?? "";
  const [decision, setDecision] = useState<Decision | null>(initialDecision);

  // A server answer (no-JS style round trip with JS on) may carry other values: follow them.
  useEffect(() => setDecision(initialDecision), [initialDecision]);

  const declining = hydrated && decision === "REJECT";
  const approving = hydrated && decision === "APPROVE";
  const requirement = declining ? decisionMessages.requiredSuffix : approving ? decisionMessages.optionalSuffix : decisionMessages.requiredWhenDeclining;
  const reasonError = reasonField.errors?.length ? `${fieldId("reasonCode")}-error` : undefined;
  const quantitiesError = quantitiesField.errors?.length ? `${fieldId(QUANTITIES_FIELD)}-error` : undefined;

  return (
    <Form method="post" {...form.formProps} className="approval-form">
      <CsrfInput />
      {/* A stock SAP approval cannot amend quantities: the items as ordered, without "Update total". */}
      {!order.amendable ? <OrderDetailEntries entries={order.entries} /> : null}
      {order.amendable ? (
      <OrderDetailEntries
        entries={order.entries}
        approvedCell={(entry) => {
          const name = quantityField(entry.entryNumber);
          const field = form.field(name);
          const id = fieldId(name);
          const errorId = field.errors?.length ? `${id}-error` : undefined;
          return (
            <div className={clsx("field", "approval-quantity", errorId && "field--error")}>
              <label className="field__label" htmlFor={id}>
                {decisionMessages.approvedQuantityLabel}
                <span className="visually-hidden"> {`(${entry.name})`}</span>
              </label>
              <FieldError id={errorId} errors={field.errors} />
              <input type="hidden" name={orderedField(entry.entryNumber)} value={entry.ordered} />
              <input
                id={id}
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                max={entry.ordered}
                step={1}
                defaultValue={field.defaultValue ?? String(entry.approved)}
                className="field__input approval-quantity__input"
                aria-invalid={errorId || quantitiesError ? true : undefined}
                aria-describedby={[errorId, quantitiesError, "approval-quantities-hint"].filter(Boolean).join(" ")}
              />
            </div>
          );
        }}
      >
        <div className={clsx("approval-amend", quantitiesError && "field--error")}>
          <p className="field__hint" id="approval-quantities-hint">
            {decisionMessages.quantitiesHint}
          </p>
          <FieldError id={quantitiesError} errors={quantitiesField.errors} />
          <SubmitButton name="intent" value="amend" variant="secondary">{decisionMessages.updateTotalButton}</SubmitButton>
        </div>
      </OrderDetailEntries>
      ) : null}
      <OrderDetailTotals order={order} />

      <section aria-labelledby="approval-decision-title" className="approval-section approval-decision">
        <h2 id="approval-decision-title">{decisionMessages.decisionTitle}</h2>
        <div className="field">
          <RadiosField
            id={fieldId("decision")}
            name="decision"
            legend={decisionMessages.decisionLegend}
            errors={decisionField.errors}
            defaultValue={initialDecision}
            onChange={(event) => setDecision(event.currentTarget.value as Decision)}
            className="radios--inline"
            options={[
              { value: "APPROVE", id: fieldId("decision"), label: decisionMessages.approveOption },
              { value: "REJECT", id: `${fieldId("decision")}-reject`, label: decisionMessages.declineOption },
            ]}
          />
        </div>

        {/* Stock SAP has no decline reasons: then the comment alone says why. */}
        {reasons.length > 0 ? (
        <div className={clsx("field", reasonError && "field--error")} hidden={approving}>
          <label className="field__label" htmlFor={fieldId("reasonCode")}>
            {label(decisionMessages.reasonLabel, declining ? decisionMessages.requiredSuffix : decisionMessages.requiredWhenDeclining)}
          </label>
          <FieldError id={reasonError} errors={reasonField.errors} />
          <select
            id={fieldId("reasonCode")}
            name="reasonCode"
            className="field__input field__select"
            defaultValue={reasonField.defaultValue ?? values.reasonCode ?? ""}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError}
          >
            <option value="">{decisionMessages.reasonEmpty}</option>
            {reasons.map((reason) => (
              <option key={reason.code} value={reason.code}>
                {reason.text}
              </option>
            ))}
          </select>
        </div>
        ) : null}

        <CommentField
          id={fieldId("comment")}
          label={decisionMessages.commentLabel}
          suffix={requirement}
          hint={decisionMessages.commentHint}
          errors={commentField.errors}
          defaultValue={initialComment}
          max={COMMENT_MAX}
          charactersLeft={decisionMessages.charactersLeft}
        />

        <div className="button-row">
          <SubmitButton name="intent" value="review">{decisionMessages.reviewButton}</SubmitButton>
        </div>
      </section>
    </Form>
  );
}
