import { useId } from "react";
import * as m from "~/lib/org-budgets/messages";

/**
 * A budget's consumption (issue 27): a server-rendered SVG bar of spent against amount — no chart library, no
 * JavaScript — with its text equivalent as the image's accessible name and as a paragraph under it. Overspent: the
 * bar is full and red, the text says by how much.
 */
export function ConsumptionBar({ ratio, text, spent, remaining, amount }: { ratio: number; text: string; spent: string; remaining: string; amount: string }) {
  const id = useId();
  const width = 400;
  const height = 28;
  const filled = Math.max(0, Math.min(1, ratio)) * width;
  const over = ratio > 1;
  const warn = ratio >= 0.9;
  const fill = over ? "#b3261e" : warn ? "#a15c00" : "#1d6b3a";
  return (
    <figure className="org-consumption" data-testid="budget-consumption">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-title`} focusable="false">
        <title id={`${id}-title`}>{text}</title>
        <rect x="0" y="0" width={width} height={height} rx="4" fill="#e6e6e6" stroke="#6b6b6b" strokeWidth="1" />
        <rect x="0" y="0" width={filled} height={height} rx="4" fill={fill} data-ratio={ratio.toFixed(4)} />
      </svg>
      <figcaption>
        <p>{text}</p>
        <dl className="org-facts">
          <div>
            <dt>{m.amountLabel}</dt>
            <dd>{amount}</dd>
          </div>
          <div>
            <dt>{m.spentLabel}</dt>
            <dd data-testid="budget-spent">{spent}</dd>
          </div>
          <div>
            <dt>{m.remainingLabel}</dt>
            <dd>{remaining}</dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}
