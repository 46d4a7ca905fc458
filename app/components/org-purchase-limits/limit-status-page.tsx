import { Link } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import * as m from "~/lib/org-purchase-limits/messages";
import { disablePurchaseLimitPath, enablePurchaseLimitPath, purchaseLimitPath } from "~/lib/org-purchase-limits/paths";

/** The texts and address of each status change (issue 27, B): one page shape for disable and enable. */
const KINDS = {
  disable: { title: m.deactivateTitle, text: m.deactivateText, already: m.alreadyDisabled, label: m.confirmDisable, path: disablePurchaseLimitPath },
  enable: { title: m.enableTitle, text: m.enableText, already: m.alreadyEnabled, label: m.confirmEnable, path: enablePurchaseLimitPath },
} as const;

export type LimitStatusKind = keyof typeof KINDS;

export const limitStatusTitle = (kind: LimitStatusKind) => KINDS[kind].title;

interface Props {
  kind: LimitStatusKind;
  limit: { code: string; type: string; threshold: string; unit: string };
  /** Why the change cannot be made (enabling under a disabled unit), or null. */
  refusal: string | null;
  /** The limit is already in the state asked for: nothing to confirm. */
  done: boolean;
  /** The action's form-level errors. */
  errors: readonly string[];
}

/** /organisation/purchase-limits/{code}/disable|enable: what the change does, and its confirmation (a POST). */
export function LimitStatusPage({ kind, limit, refusal, done, errors }: Props) {
  const texts = KINDS[kind];
  const back = (
    <Link to={purchaseLimitPath(limit.code)} className="button button--secondary">
      {m.cancel}
    </Link>
  );
  return (
    <div className="narrow stack">
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <h1>{texts.title}</h1>
      <p>
        {m.subtitle(limit.code)} ({limit.type}, {limit.threshold}, {limit.unit})
      </p>
      <p>{texts.text}</p>
      {refusal ? (
        <p className="org-refusal" role="status">
          {refusal}
        </p>
      ) : done ? (
        <p role="status">{texts.already}</p>
      ) : (
        <ConfirmActionForm action={texts.path(limit.code)} intent={kind} label={texts.label} cancel={back} />
      )}
    </div>
  );
}
