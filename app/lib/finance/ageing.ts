import { type FinanceSummary } from "~/lib/occ/finance.server";
import * as m from "./messages";

/**
 * The ageing chart (issue 28): five bars (not yet due, 1–30, 31–60, 61–90, over 90 days past due) drawn as a
 * server-rendered SVG — no client chart library, nothing to hydrate — with the same numbers as a table beside it.
 * This computes the bars; app/components/finance/ageing-chart.tsx draws them.
 */
export const CHART = {
  width: 520,
  height: 220,
  top: 24,
  bottom: 40,
  left: 12,
  right: 12,
  gap: 16,
} as const;

export interface AgeingBar {
  bucket: string;
  label: string;
  amount: string;
  value: number;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function ageingBars(summary: FinanceSummary): AgeingBar[] {
  const max = Math.max(0, ...summary.ageing.map((row) => row.amount.value));
  const inner = CHART.width - CHART.left - CHART.right;
  const slot = inner / Math.max(1, summary.ageing.length);
  const plot = CHART.height - CHART.top - CHART.bottom;
  return summary.ageing.map((row, index) => {
    const height =
      max > 0
        ? Math.max(
            row.amount.value > 0 ? 2 : 0,
            Math.round((row.amount.value / max) * plot)
          )
        : 0;
    return {
      bucket: row.bucket,
      label: m.bucketLabels[row.bucket] ?? row.bucket,
      amount: row.amount.formattedValue,
      value: row.amount.value,
      count: row.count,
      x: Math.round(CHART.left + index * slot + CHART.gap / 2),
      y: CHART.top + plot - height,
      width: Math.round(slot - CHART.gap),
      height,
    };
  });
}

/** The chart's accessible name: every bar in words (the table says the same). */
export const ageingDescription = (bars: readonly AgeingBar[]) =>
  m.chartLabel(bars.map((bar) => `${bar.label} ${bar.amount}`).join(", "));
