import { SummaryRow } from "~/components/summary-row";
import * as m from "~/lib/return-threshold/messages";
import { type DecisionRecord, type RequestDetailView } from "~/lib/return-threshold/view";

/** The return threshold request's read-only sections (issue 24): its facts, the items with the refund, the decision once made. */


function Row({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return <SummaryRow label={label} value={value} fallback={m.notGiven} testId={testId} />;
}

export function RequestFacts({ request }: { request: RequestDetailView }) {
  return (
    <section aria-labelledby="return-request-facts-title" className="approval-section">
      <h2 id="return-request-facts-title">{m.factsTitle}</h2>
      {request.pending ? <p data-testid="return-request-over">{m.overThreshold(request.units, request.threshold)}</p> : null}
      <dl className="summary-list">
        <Row label={m.rmaLabel} value={request.rma} />
        <Row label={m.requestStatusLabel} value={request.statusName} testId="return-request-status" />
        <Row label={m.returnStatusLabel} value={request.returnStatus} testId="return-request-return-status" />
        <Row label={m.storeLabel} value={request.store} testId="return-request-store" />
        <Row label={m.requestedByLabel} value={request.requestedBy} testId="return-request-buyer" />
        <Row label={m.requestedOnLabel} value={request.requestedOn.text || null} />
        <Row label={m.orderLabel} value={request.orderCode} testId="return-request-order" />
        <Row label={m.unitsLabel} value={String(request.units)} testId="return-request-units" />
        <Row label={m.thresholdLabel} value={m.thresholdValue(request.threshold)} testId="return-request-threshold" />
        <Row label={m.refundLabel} value={request.refund} testId="return-request-refund" />
      </dl>
    </section>
  );
}

export function RequestItems({ request }: { request: RequestDetailView }) {
  return (
    <section aria-labelledby="return-request-items-title" className="approval-section">
      <h2 id="return-request-items-title">{m.itemsTitle}</h2>
      <table className="approval-table" data-testid="return-request-items">
        <caption className="visually-hidden">{m.itemsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.productColumn}</th>
            <th scope="col">{m.codeColumn}</th>
            <th scope="col" className="approval-table__number">
              {m.quantityColumn}
            </th>
            <th scope="col">{m.reasonColumn}</th>
            <th scope="col" className="approval-table__number">
              {m.refundColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {request.items.map((item) => (
            <tr key={item.key}>
              <th scope="row" data-label={m.productColumn}>
                <span>
                  {item.name}
                  {item.variant ? <span className="approval-table__meta">{item.variant}</span> : null}
                </span>
              </th>
              <td data-label={m.codeColumn}>{item.code}</td>
              <td data-label={m.quantityColumn} className="approval-table__number">
                {item.quantity}
              </td>
              <td data-label={m.reasonColumn}>{item.reason ?? m.notGiven}</td>
              <td data-label={m.refundColumn} className="approval-table__number">
                {item.refund ?? m.notGiven}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function RequestDecisionRecord({ record }: { record: DecisionRecord }) {
  return (
    <section aria-labelledby="return-request-record-title" className="approval-section">
      <h2 id="return-request-record-title">{m.decisionRecordTitle}</h2>
      <dl className="summary-list">
        <Row label={m.requestStatusLabel} value={m.statusNames[record.status]} />
        <Row label={m.decidedByLabel} value={record.by} />
        <Row label={m.decidedOnLabel} value={record.on?.text || null} />
        {record.comment ? <Row label={m.commentLabel} value={record.comment} testId="return-request-comment" /> : null}
      </dl>
    </section>
  );
}
