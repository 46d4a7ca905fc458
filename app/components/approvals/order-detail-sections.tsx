import { SummaryRow } from "~/components/summary-row";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { type ApprovalOrderView, type DecisionRecordView, type EmployeeView } from "~/lib/approvals/decision-view";

/** The approval detail's read-only sections: the order's facts, the wearer and their recent orders, delivery, the decision. */

function Row({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return <SummaryRow label={label} value={value} fallback={decisionMessages.notGiven} testId={testId} />;
}

export function OrderDetailFacts({ order }: { order: ApprovalOrderView }) {
  return (
    <section aria-labelledby="approval-facts-title" className="approval-section">
      <h2 id="approval-facts-title">{decisionMessages.orderFactsTitle}</h2>
      <dl className="summary-list">
        <Row label={decisionMessages.orderNumberLabel} value={order.code} />
        <Row label={decisionMessages.statusLabel} value={order.statusLabel} testId="approval-status" />
        <Row label={decisionMessages.placedOnLabel} value={order.placedOn} />
        <Row label={decisionMessages.placedByLabel} value={order.placedBy} testId="approval-placed-by" />
        <Row label={decisionMessages.wearerLabel} value={order.wearer} />
        <Row label={decisionMessages.poNumberLabel} value={order.poNumber} />
        <Row label={decisionMessages.costCentreLabel} value={order.costCentre} />
        {order.exceededLimit ? <Row label={decisionMessages.exceededLimitLabel} value={order.exceededLimit} testId="approval-limit" /> : null}
      </dl>
    </section>
  );
}

export function OrderDetailWearer({ employee }: { employee: EmployeeView | null }) {
  return (
    <section aria-labelledby="approval-wearer-title" className="approval-section">
      <h2 id="approval-wearer-title">{decisionMessages.employeeTitle}</h2>
      {employee ? (
        <>
          <dl className="summary-list">
            <Row label={decisionMessages.employeeNameLabel} value={employee.name} testId="approval-wearer-name" />
            <Row label={decisionMessages.employeeIdLabel} value={employee.employeeId} />
            <Row label={decisionMessages.employeeUnitLabel} value={employee.unit} />
            <Row label={decisionMessages.employeeEmailLabel} value={employee.email} />
            {employee.mobile ? <Row label={decisionMessages.employeeMobileLabel} value={employee.mobile} /> : null}
          </dl>
          <h3>{decisionMessages.historyTitle}</h3>
          {employee.history.length === 0 ? (
            <p>{decisionMessages.historyEmpty}</p>
          ) : (
            <table className="approval-lines approval-history">
              <caption className="visually-hidden">{decisionMessages.historyCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{decisionMessages.historyOrderLabel}</th>
                  <th scope="col">{decisionMessages.historyDateLabel}</th>
                  <th scope="col">{decisionMessages.historyStatusLabel}</th>
                  <th scope="col">{decisionMessages.historyTotalLabel}</th>
                </tr>
              </thead>
              <tbody>
                {employee.history.map((order) => (
                  <tr key={order.code}>
                    <th scope="row">{order.code}</th>
                    <td data-label={decisionMessages.historyDateLabel}>{order.placedOn ?? ""}</td>
                    <td data-label={decisionMessages.historyStatusLabel}>{order.status}</td>
                    <td data-label={decisionMessages.historyTotalLabel}>{order.total ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p>{decisionMessages.employeeUnavailable}</p>
      )}
    </section>
  );
}

export function OrderDetailDelivery({ order }: { order: ApprovalOrderView }) {
  return (
    <section aria-labelledby="approval-delivery-title" className="approval-section">
      <h2 id="approval-delivery-title">{decisionMessages.deliveryTitle}</h2>
      <h3>{decisionMessages.deliveryAddressLabel}</h3>
      {order.deliveryAddress.length > 0 ? (
        <address className="order-address">
          {order.deliveryAddress.map((line, index) => (
            <span key={`${index}-${line}`} className="order-address__line">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p>{decisionMessages.notGiven}</p>
      )}
      <h3>{decisionMessages.deliveryModeLabel}</h3>
      <p>{order.deliveryMode ?? decisionMessages.notGiven}</p>
    </section>
  );
}

/** A decided order: who decided, what, when, why. */
export function DecisionRecord({ record }: { record: DecisionRecordView }) {
  return (
    <section aria-labelledby="approval-record-title" className="approval-section">
      <h2 id="approval-record-title">{decisionMessages.decisionRecordTitle}</h2>
      <dl className="summary-list">
        <Row
          label={decisionMessages.decisionLabel}
          value={record.decision === "APPROVE" ? decisionMessages.decisionApproved : decisionMessages.decisionDeclined}
          testId="approval-record-decision"
        />
        <Row label={decisionMessages.approverLabel} value={record.approver} />
        <Row label={decisionMessages.decidedOnLabel} value={record.decidedOn} />
        {record.reason ? <Row label={decisionMessages.recordReasonLabel} value={record.reason} /> : null}
        <Row label={decisionMessages.recordCommentLabel} value={record.comment} testId="approval-record-comment" />
      </dl>
    </section>
  );
}
