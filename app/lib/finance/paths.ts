/**
 * The finance area's addresses (issue 28; docs/finance.md), without zod: components import them. H1 owns the layout
 * and the three list tabs; the document view (H2), the statements tab (H2), the pay flow and receipt (H3) are
 * linked from here.
 */
export const FINANCE_PATH = "/organisation/finance";
export const PAID_PATH = `${FINANCE_PATH}/paid`;
export const CREDITS_PATH = `${FINANCE_PATH}/credits`;
/** H2: the statements tab (shown only when the statements flag is on). */
export const STATEMENTS_PATH = `${FINANCE_PATH}/statements`;
/** H3: the pay flow (`?invoice=…&invoice=…`), the "Pay selected" button's address. */
export const PAY_PATH = `${FINANCE_PATH}/pay`;
/** H2: several documents as one PDF (`?invoice=A&invoice=B&credit=C`), the "Download selected" button's address. */
export const DOCUMENTS_PDF_PATH = `${FINANCE_PATH}/documents.pdf`;
/** H2: one invoice or credit note (HTML view). */
export const documentPath = (id: string) =>
  `${FINANCE_PATH}/documents/${encodeURIComponent(id)}`;
/** H3: a card payment's receipt. */
export const receiptPath = (reference: string) =>
  `${PAY_PATH}/receipt/${encodeURIComponent(reference)}`;
/** Spec part 2 §9: the paginator's default page size. */
export const FINANCE_PAGE_SIZE = 50;
/** The earliest day the date filters take (their `min`); the latest is today. */
export const EARLIEST_FINANCE_DAY = "2000-01-01";
