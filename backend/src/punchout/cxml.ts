import { XMLBuilder, XMLParser } from "fast-xml-parser";

/**
 * cXML 1.2 PunchOutOrderMessage (docs/punch-out-and-proxy.md "Transfer cart"): built with fast-xml-parser's
 * builder (every text and attribute escaped by the library, never by string templates), in the element order the
 * cXML DTD requires. The message travels through the buyer's browser (BrowserFormPost), so its Header carries
 * identities only: no SharedSecret (cXML User's Guide, "PunchOutOrderMessage": the sender is not authenticated).
 */

export const CXML_VERSION = "1.2.014";
export const CXML_DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export interface OrderMessageItem {
  /** 1-based line of the requisition. */
  lineNumber: number;
  quantity: number;
  /** The variant code: what the supplier sells. */
  supplierPartId: string;
  /** Where the line came from (`{cart code}/{entry number}`), so an edit session can find it again. */
  supplierPartAuxiliaryId: string;
  unitCents: number;
  description: string;
  /** UN/CEFACT unit code: EA (each), PR (pair). */
  unitOfMeasure: string;
  /** UNSPSC class code. */
  unspsc: string;
}

export interface OrderMessageInput {
  payloadId: string;
  /** ISO 8601 with a zone. */
  timestamp: string;
  lang: string;
  /** Header/From: the supplier (this store). */
  supplier: CxmlCredential;
  /** Header/To: the procurement system (the From of its setup request). */
  buyer: CxmlCredential;
  userAgent: string;
  buyerCookie: string;
  currency: string;
  /** Σ unit price × quantity of the items. */
  totalCents: number;
  taxCents: number;
  taxDescription: string;
  items: readonly OrderMessageItem[];
}

/** 4995 → "49.95". */
export const money = (cents: number) => (cents / 100).toFixed(2);

const credential = ({ domain, identity }: CxmlCredential) => ({ Credential: { "@_domain": domain, Identity: identity } });

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, suppressEmptyNode: true });

/** The PunchOutOrderMessage document: XML declaration, the cXML DOCTYPE, then the cXML element. */
export function buildPunchOutOrderMessage(input: OrderMessageInput): string {
  const moneyOf = (cents: number) => ({ Money: { "@_currency": input.currency, "#text": money(cents) } });
  const document = {
    cXML: {
      "@_version": CXML_VERSION,
      "@_payloadID": input.payloadId,
      "@_timestamp": input.timestamp,
      "@_xml:lang": input.lang,
      Header: {
        From: credential(input.supplier),
        To: credential(input.buyer),
        Sender: { ...credential(input.supplier), UserAgent: input.userAgent },
      },
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: input.buyerCookie,
          PunchOutOrderMessageHeader: {
            "@_operationAllowed": "edit",
            Total: moneyOf(input.totalCents),
            Tax: { ...moneyOf(input.taxCents), Description: { "@_xml:lang": input.lang, "#text": input.taxDescription } },
          },
          ItemIn: input.items.map((item) => ({
            "@_quantity": String(item.quantity),
            "@_lineNumber": String(item.lineNumber),
            ItemID: { SupplierPartID: item.supplierPartId, SupplierPartAuxiliaryID: item.supplierPartAuxiliaryId },
            ItemDetail: {
              UnitPrice: moneyOf(item.unitCents),
              Description: { "@_xml:lang": input.lang, "#text": item.description },
              UnitOfMeasure: item.unitOfMeasure,
              Classification: { "@_domain": "UNSPSC", "#text": item.unspsc },
            },
          })),
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${builder.build(document) as string}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading (the demo procurement receiver, tests)
// ---------------------------------------------------------------------------------------------------------------

export interface ReceivedItem {
  quantity: number;
  supplierPartId: string;
  supplierPartAuxiliaryId: string | null;
  unitPrice: string;
  currency: string;
  description: string;
  unitOfMeasure: string;
  classification: string;
}

export interface ReceivedOrderMessage {
  payloadId: string;
  buyerCookie: string;
  operationAllowed: string;
  total: string;
  currency: string;
  items: ReceivedItem[];
}

const ARRAYS = new Set(["cXML.Message.PunchOutOrderMessage.ItemIn", "cXML.Message.PunchOutOrderMessage.ItemIn.ItemDetail.Description"]);

/** A parser that keeps attributes (`@_name`), text as `#text`, repeatable elements as arrays, every value a string. */
export const cxmlParser = () =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    alwaysCreateTextNode: true,
    isArray: (_name, jpath) => ARRAYS.has(String(jpath)),
  });

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): Node => {
  const value = (node as Node | undefined)?.[name];
  if (value === undefined || value === null || typeof value !== "object") throw new Error(`cXML: missing <${name}>`);
  return value as Node;
};
const text = (node: unknown, name: string) => String(child(node, name)["#text"] ?? "").trim();
const attribute = (node: Node, name: string) => {
  const value = node[`@_${name}`];
  if (typeof value !== "string") throw new Error(`cXML: missing attribute ${name}`);
  return value;
};

/** Reads a PunchOutOrderMessage (throws on a document that lacks a required element). */
export function readPunchOutOrderMessage(xml: string): ReceivedOrderMessage {
  const root = child(cxmlParser().parse(xml) as Node, "cXML");
  const message = child(child(root, "Message"), "PunchOutOrderMessage");
  const header = child(message, "PunchOutOrderMessageHeader");
  const totalMoney = child(child(header, "Total"), "Money");
  const items = ((message.ItemIn as Node[] | undefined) ?? []).map((item): ReceivedItem => {
    const id = child(item, "ItemID");
    const detail = child(item, "ItemDetail");
    const unitMoney = child(child(detail, "UnitPrice"), "Money");
    const descriptions = detail.Description as Node[] | undefined;
    return {
      quantity: Number(attribute(item, "quantity")),
      supplierPartId: text(id, "SupplierPartID"),
      supplierPartAuxiliaryId: id.SupplierPartAuxiliaryID ? text(id, "SupplierPartAuxiliaryID") : null,
      unitPrice: String(unitMoney["#text"] ?? ""),
      currency: attribute(unitMoney, "currency"),
      description: String(descriptions?.[0]?.["#text"] ?? "").trim(),
      unitOfMeasure: text(detail, "UnitOfMeasure"),
      classification: text(detail, "Classification"),
    };
  });
  return {
    payloadId: attribute(root, "payloadID"),
    buyerCookie: text(message, "BuyerCookie"),
    operationAllowed: attribute(header, "operationAllowed"),
    total: String(totalMoney["#text"] ?? ""),
    currency: attribute(totalMoney, "currency"),
    items,
  };
}
