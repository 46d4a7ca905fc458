import * as m from "~/lib/packs/messages";

/** Spec part 1 §8: the returns notice of compulsory and new-starter packs (callers decide with showsReturnsNotice). */
export function PackReturnsNotice({ className }: { className?: string }) {
  return (
    <div className={className ? `pack-returns-notice ${className}` : "pack-returns-notice"}>
      <p>
        <strong>{m.returnsNotAccepted}</strong> {m.exchangesOnly}
      </p>
    </div>
  );
}
