import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { ReturnRequestSchema } from "~/lib/occ/returns.server";
import * as m from "~/lib/returns/messages";
import { returnDocumentView } from "~/lib/returns/return-document.server";
import { barcodeDataUrl, renderReturnPdf } from "~/lib/returns/return-pdf.server";

/** Issue 24, decision 029: the return document's view model, and the PDF read back with pdf-parse. */

const AU = ReturnRequestSchema.parse({
  rma: "49100001",
  status: "WAIT",
  creationTime: "2026-11-20T01:00:00Z",
  order: {
    code: "28500001",
    deliveryAddress: { firstName: "Zoë", lastName: "Walker", line1: "5 George St", town: "Sydney", postalCode: "2000", country: { isocode: "AU", name: "Australia" } },
  },
  returnEntries: [
    { orderEntry: { entryNumber: 0, product: { code: "SHI-M", name: "Work shirt", size: "M" } }, expectedQuantity: 1, kind: "EXCHANGE", exchangeVariant: { code: "SHI-L", size: "L" } },
    { orderEntry: { entryNumber: 1, product: { code: "POL-S", name: "Polo" } }, expectedQuantity: 2, kind: "RETURN" },
  ],
  returnAddress: { name: "Acme Returns, Sydney DC", line1: "10 Depot Rd", town: "Botany", postalCode: "2019", region: { isocode: "NSW" }, country: { isocode: "AU", name: "Australia" } },
});

const NZ = ReturnRequestSchema.parse({
  rma: "49100011",
  status: "WAIT",
  order: {
    code: "28500011",
    deliveryAddress: { firstName: "Aroha", lastName: "Ngātā", line1: "2 Lambton Quay", town: "Wellington", postalCode: "6011", country: { isocode: "NZ", name: "New Zealand" } },
  },
  returnEntries: [{ orderEntry: { entryNumber: 0, product: { code: "POL-NZ", name: "Polo" } }, expectedQuantity: 1, kind: "RETURN" }],
  returnAddress: { name: "Kiwi Workwear Returns", line1: "8 Airport Dr", town: "Auckland", postalCode: "2022", country: { isocode: "NZ", name: "New Zealand" } },
});

async function pdfText(view: Parameters<typeof renderReturnPdf>[0]): Promise<string> {
  const pdf = await renderReturnPdf(view);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("the return document", () => {
  it("builds the view: addresses, items with return or exchange, the standard wording", () => {
    const view = returnDocumentView(AU, AU.order?.deliveryAddress);
    expect(view).toMatchObject({ rma: "49100001", orderCode: "28500001", nz: false, hasExchange: true, taxNote: m.gstNote });
    expect(view.returnTo).toEqual(["Acme Returns, Sydney DC", "10 Depot Rd", "Botany NSW 2019", "Australia"]);
    expect(view.from?.[0]).toBe("Zoë Walker");
    expect(view.items.map((item) => [item.code, item.kindText, item.quantity])).toEqual([
      ["SHI-M", "Exchange for L", 1],
      ["POL-S", m.kindReturn, 2],
    ]);
    expect(returnDocumentView({ ...AU, returnAddress: undefined }, undefined)).toMatchObject({ returnTo: null, from: null });
  });

  it("renders a PDF with the RMA, the addresses (non-ASCII names), the items and the instructions", async () => {
    const text = await pdfText(returnDocumentView(AU, AU.order?.deliveryAddress));
    expect(text).toContain("Return number (RMA): 49100001");
    expect(text).toContain("RMA 49100001");
    expect(text).toContain("Zoë Walker");
    expect(text).toContain("Acme Returns, Sydney DC");
    expect(text).toContain("Exchange for L");
    expect(text).toContain("Work shirt (SHI-M)");
    expect(text).toContain("Polo (POL-S)");
    expect(text).toContain(m.gstNote);
    expect(text).not.toContain("New Zealand");
  });

  it("renders the NZ variant: the NZ warehouse, NZ wording and GST", async () => {
    const view = returnDocumentView(NZ, NZ.order?.deliveryAddress);
    expect(view.nz).toBe(true);
    const text = await pdfText(view);
    expect(text).toContain("49100011");
    expect(text).toContain("Kiwi Workwear Returns");
    expect(text).toContain("Aroha Ngātā");
    expect(text).toContain("NZ Post");
    expect(text).toContain("GST at 15%");
  });

  it("renders the fallback text without a return address, and the barcode as an SVG data URL", async () => {
    const text = await pdfText(returnDocumentView({ ...AU, returnAddress: undefined }, undefined));
    expect(text.replace(/\s+/g, " ")).toContain(m.documentNoReturnAddress);
    expect(barcodeDataUrl("49100001")).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
