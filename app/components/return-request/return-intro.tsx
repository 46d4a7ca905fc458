import * as returnMessages from "~/lib/return-request/messages";
import { type ReturnView } from "~/lib/return-request/return-view";

/** What the form is for: the intro, the stock SAP's limits, and on wholesale the organisation's return threshold. */
export function ReturnIntro({ view }: { view: ReturnView }) {
  return (
    <>
      <p>{view.wholesale ? returnMessages.wholesaleIntro : returnMessages.intro}</p>
      {view.source === "stock" ? (
        <div className="order-history__notice" role="note" data-testid="return-basic">
          <p>{returnMessages.basicNotice}</p>
        </div>
      ) : null}
      {view.wholesale && view.threshold !== null ? (
        <section className="return-threshold" aria-labelledby="return-threshold-title" data-testid="return-threshold">
          <h2 id="return-threshold-title">{returnMessages.thresholdTitle}</h2>
          <p>{returnMessages.thresholdNotice(view.threshold)}</p>
        </section>
      ) : null}
    </>
  );
}
