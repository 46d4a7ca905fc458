/**
 * Issue 24: how long the storefront takes to make a return form PDF (decision 029), in process: the document's view
 * model and the PDF (pdfkit with the embedded DejaVu font, the bwip-js Code 128 barcode), RETURN_PDF_RUNS times (50)
 * for an Australian return and an NZ one with 6 items each, after one warm-up run (font and barcode code loaded).
 * Prints the cold run, p50, p95 and max; exits 1 when p95 is over the budget (300 ms on the 2-core machine).
 * Run by `npm run bench` (scripts/bench.mjs) through tsx; alone: `npx tsx bench/return-pdf.ts`.
 */
import { performance } from "node:perf_hooks";
import { ReturnRequestSchema } from "~/lib/occ/returns.server";
import { returnDocumentView } from "~/lib/returns/return-document.server";
import { renderReturnPdf } from "~/lib/returns/return-pdf.server";

const BUDGET_MS = 300;
const runs = Number(process.env.RETURN_PDF_RUNS ?? 50);

function sample(country: "AU" | "NZ") {
  const nz = country === "NZ";
  return ReturnRequestSchema.parse({
    rma: nz ? "49100011" : "49100001",
    status: "WAIT",
    creationTime: new Date().toISOString(),
    order: {
      code: nz ? "28500011" : "28500001",
      deliveryAddress: {
        firstName: nz ? "Aroha" : "Zoë",
        lastName: nz ? "Ngātā" : "Walker",
        line1: "5 George St",
        town: nz ? "Wellington" : "Sydney",
        postalCode: nz ? "6011" : "2000",
        country: { isocode: country, name: nz ? "New Zealand" : "Australia" },
      },
    },
    returnEntries: Array.from({ length: 6 }, (_, index) => ({
      orderEntry: { entryNumber: index, product: { code: `SHI-${index}`, name: `Work shirt ${index + 1}`, size: "M", colour: "Navy" } },
      expectedQuantity: 1 + (index % 3),
      kind: index % 2 === 0 ? "EXCHANGE" : "RETURN",
      exchangeVariant: index % 2 === 0 ? { code: `SHI-${index}-L`, size: "L", colour: "Navy" } : undefined,
    })),
    returnAddress: { name: nz ? "Kiwi Workwear Returns" : "Acme Returns", line1: "10 Depot Rd", town: nz ? "Auckland" : "Botany", postalCode: "2019", country: { isocode: country } },
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const views = [returnDocumentView(sample("AU"), sample("AU").order?.deliveryAddress), returnDocumentView(sample("NZ"), sample("NZ").order?.deliveryAddress)];
  const coldStart = performance.now();
  const first = await renderReturnPdf(views[0]!);
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await renderReturnPdf(views[i % 2]!);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `Return PDF (in process, ${runs} runs, AU and NZ, 6 items, ${(first.length / 1024).toFixed(1)} KB): cold ${cold.toFixed(0)} ms, ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ${p95 <= BUDGET_MS ? "✓" : "✗"}, max ${(times.at(-1) ?? 0).toFixed(0)} ms (budget p95 ≤ ${BUDGET_MS} ms)`,
  );
  process.exitCode = p95 <= BUDGET_MS ? 0 : 1;
}

await main();
