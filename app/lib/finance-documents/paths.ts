/**
 * The finance document pages' addresses (issue 28, H2), without zod: components import them. The HTML view of one
 * invoice or credit note, its PDF, and the PDF of several (`?invoice=A&invoice=B&credit=C`, the outstanding and credits
 * lists' "Download selected" GET form posts there).
 */
export const FINANCE_PATH = "/organisation/finance";
export const DOCUMENTS_PDF_PATH = `${FINANCE_PATH}/documents.pdf`;
export const documentPath = (id: string) => `${FINANCE_PATH}/documents/${encodeURIComponent(id)}`;
export const documentPdfPath = (id: string) => `${documentPath(id)}/document.pdf`;
/** A document number as the backend issues it ('INV-202611-0042'); anything else is not looked up. */
export const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** At most this many documents in one PDF (the backend's bound). */
export const MAX_DOCUMENTS = 100;
