/** The statements tab's addresses (issue 28, H2), without zod: components import them. */
export const STATEMENTS_PATH = "/organisation/finance/statements";
export const statementPdfPath = (id: string) => `${STATEMENTS_PATH}/${encodeURIComponent(id)}/statement.pdf`;
/** A statement id as the backend issues it ('ST-acme-au-202610', 'ST-20261129-4F7Q2K1A'). */
export const STATEMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/** Statements per page of the list. */
export const STATEMENTS_PAGE_SIZE = 20;
/** The earliest date a statement may start (the backend's bound). */
export const MIN_STATEMENT_DATE = "2000-01-01";
/** How many past months the month choice offers (the current month first). */
export const MONTH_CHOICES = 24;
