/**
 * The PunchOutOrderMessage against the cXML 1.2.014 DTD (http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd): the
 * generated document is parsed (order preserved) and every element the DTD declares here is checked for its
 * required children, in the DTD's order, and its required attributes. Only the content models this document uses
 * are listed (copied from the DTD, optional parts left out where the builder never writes them).
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildPunchOutOrderMessage, CXML_DOCTYPE, type OrderMessageInput, readPunchOutOrderMessage } from "../src/punchout/cxml";

interface ContentModel {
  /** Children in DTD order: `required` must appear; `repeat` may appear more than once. */
  children: { name: string; required: boolean; repeat?: boolean }[];
  attributes: string[];
  /** #PCDATA content that must not be empty. */
  text?: boolean;
}

const req = (name: string, repeat = false) => ({ name, required: true, repeat });
const opt = (name: string, repeat = false) => ({ name, required: false, repeat });

/** From the cXML 1.2.014 DTD. */
const DTD: Record<string, ContentModel> = {
  cXML: { children: [req("Header"), req("Message")], attributes: ["payloadID", "timestamp"] },
  Header: { children: [req("From"), req("To"), req("Sender"), opt("Path"), opt("OriginalDocument")], attributes: [] },
  From: { children: [req("Credential", true), opt("Correspondent")], attributes: [] },
  To: { children: [req("Credential", true), opt("Correspondent")], attributes: [] },
  Sender: { children: [req("Credential", true), req("UserAgent")], attributes: [] },
  Credential: { children: [req("Identity"), opt("SharedSecret"), opt("DigitalSignature"), opt("CredentialMac")], attributes: ["domain"] },
  Identity: { children: [], attributes: [], text: true },
  UserAgent: { children: [], attributes: [], text: true },
  Message: { children: [opt("Status"), req("PunchOutOrderMessage")], attributes: [] },
  PunchOutOrderMessage: { children: [req("BuyerCookie"), req("PunchOutOrderMessageHeader"), opt("ItemIn", true)], attributes: [] },
  BuyerCookie: { children: [], attributes: [] },
  PunchOutOrderMessageHeader: {
    children: [opt("SourcingStatus"), req("Total"), opt("ShipTo"), opt("Shipping"), opt("Tax"), opt("SupplierOrderInfo")],
    attributes: ["operationAllowed"],
  },
  Total: { children: [req("Money"), opt("Modifications")], attributes: [] },
  Tax: { children: [req("Money"), req("Description"), opt("TaxDetail", true)], attributes: [] },
  Money: { children: [], attributes: ["currency"], text: true },
  ItemIn: {
    children: [req("ItemID"), opt("Path"), req("ItemDetail"), opt("SupplierID"), opt("ShipTo"), opt("Shipping"), opt("Tax"), opt("SpendDetail")],
    attributes: ["quantity"],
  },
  ItemID: { children: [req("SupplierPartID"), opt("SupplierPartAuxiliaryID"), opt("BuyerPartID")], attributes: [] },
  SupplierPartID: { children: [], attributes: [], text: true },
  SupplierPartAuxiliaryID: { children: [], attributes: [] },
  ItemDetail: {
    children: [
      req("UnitPrice"),
      req("Description", true),
      opt("OverallLimit"),
      opt("ExpectedLimit"),
      req("UnitOfMeasure"),
      opt("PriceBasisQuantity"),
      req("Classification", true),
      opt("ManufacturerPartID"),
      opt("ManufacturerName"),
      opt("URL"),
      opt("LeadTime"),
      opt("Extrinsic", true),
    ],
    attributes: [],
  },
  UnitPrice: { children: [req("Money"), opt("Modifications")], attributes: [] },
  Description: { children: [], attributes: ["xml:lang"], text: true },
  UnitOfMeasure: { children: [], attributes: [], text: true },
  Classification: { children: [], attributes: ["domain"], text: true },
};

type OrderedNode = Record<string, unknown> & { ":@"?: Record<string, string> };

const nameOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ":@") ?? "";

/** Checks one element and everything under it; returns the problems found (empty: valid). */
function check(node: OrderedNode, path: string, problems: string[]) {
  const name = nameOf(node);
  const model = DTD[name];
  const here = `${path}/${name}`;
  if (!model) {
    problems.push(`${here}: not expected by this message's content models`);
    return;
  }
  const attributes = node[":@"] ?? {};
  for (const attribute of model.attributes) if (!attributes[`@_${attribute}`]) problems.push(`${here}: missing attribute ${attribute}`);
  const content = (node[name] as OrderedNode[]) ?? [];
  const elements = content.filter((child) => nameOf(child) !== "#text");
  const text = content.map((child) => (nameOf(child) === "#text" ? String(child["#text"]) : "")).join("").trim();
  if (model.text && !text) problems.push(`${here}: empty text`);
  // Children must follow the DTD's sequence; required ones must be there.
  let position = 0;
  const seen = new Map<string, number>();
  for (const child of elements) {
    const childName = nameOf(child);
    const index = model.children.findIndex((c, i) => i >= position && c.name === childName);
    if (index === -1) problems.push(`${here}: <${childName}> out of the DTD's order or not allowed`);
    else {
      const count = (seen.get(childName) ?? 0) + 1;
      seen.set(childName, count);
      if (count > 1 && !model.children[index]?.repeat) problems.push(`${here}: <${childName}> repeated`);
      position = index;
    }
    check(child, here, problems);
  }
  for (const c of model.children) if (c.required && !seen.has(c.name)) problems.push(`${here}: missing <${c.name}>`);
}

const INPUT: OrderMessageInput = {
  payloadId: "1795251600000.abc@uniform-store.example",
  timestamp: "2026-11-21T09:00:00.000Z",
  lang: "en-AU",
  supplier: { domain: "NetworkID", identity: "AN-UNIFORM-STORE" },
  buyer: { domain: "NetworkID", identity: "AN-ACME-PROCUREMENT" },
  userAgent: "Uniform Store reference backend",
  buyerCookie: "cookie & <more>",
  currency: "AUD",
  totalCents: 3 * 3495 + 14995,
  taxCents: 2497,
  taxDescription: "GST 10%",
  items: [
    { lineNumber: 1, quantity: 3, supplierPartId: "POL-CL-NAVY-M", supplierPartAuxiliaryId: "00000042/0", unitCents: 3495, description: "Classic Polo, Navy, M", unitOfMeasure: "EA", unspsc: "53101600" },
    { lineNumber: 2, quantity: 1, supplierPartId: "BOT-CL-BROWN-9", supplierPartAuxiliaryId: "00000042/1", unitCents: 14995, description: 'Boots "Pro" <size 9> & laces', unitOfMeasure: "PR", unspsc: "46181600" },
  ],
};

describe("buildPunchOutOrderMessage", () => {
  const xml = buildPunchOutOrderMessage(INPUT);

  it("is well-formed, with the XML declaration and the cXML 1.2.014 DOCTYPE", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.split("\n").slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', CXML_DOCTYPE]);
    expect(CXML_DOCTYPE).toBe('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
  });

  it("has every element and attribute the DTD requires, in the DTD's order", () => {
    const tree = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false }).parse(xml) as OrderedNode[];
    const root = tree.find((node) => nameOf(node) === "cXML");
    expect(root).toBeDefined();
    const problems: string[] = [];
    check(root as OrderedNode, "", problems);
    expect(problems).toEqual([]);
  });

  it("sends no shared secret (the message travels through the browser) and allows edit", () => {
    expect(xml).not.toContain("SharedSecret");
    expect(xml).toContain('<PunchOutOrderMessageHeader operationAllowed="edit">');
    expect(xml).toContain('<Classification domain="UNSPSC">46181600</Classification>');
    expect(xml).toContain('<Money currency="AUD">254.80</Money>');
  });

  it("escapes text, and reads back to the same values", () => {
    expect(xml).toContain("cookie &amp; &lt;more&gt;");
    const message = readPunchOutOrderMessage(xml);
    expect(message.buyerCookie).toBe("cookie & <more>");
    expect(message.total).toBe("254.80");
    expect(message.items.map((item) => [item.supplierPartId, item.quantity, item.unitPrice, item.description, item.unitOfMeasure])).toEqual([
      ["POL-CL-NAVY-M", 3, "34.95", "Classic Polo, Navy, M", "EA"],
      ["BOT-CL-BROWN-9", 1, "149.95", 'Boots "Pro" <size 9> & laces', "PR"],
    ]);
  });

  it("the checker finds a missing required element", () => {
    const broken = xml.replace(/<UnitOfMeasure>EA<\/UnitOfMeasure>/, "");
    const tree = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false }).parse(broken) as OrderedNode[];
    const problems: string[] = [];
    check(tree.find((node) => nameOf(node) === "cXML") as OrderedNode, "", problems);
    expect(problems).toEqual(["/cXML/Message/PunchOutOrderMessage/ItemIn/ItemDetail: missing <UnitOfMeasure>"]);
  });
});
