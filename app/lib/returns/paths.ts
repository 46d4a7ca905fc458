/**
 * The returns pages' addresses (issue 24; docs/return-details-and-documents.md), without zod: components import them,
 * so the browser's bundles carry no schema (returns-query.ts holds the list's schema and runs on the server).
 */

import { listHref } from "~/lib/pagination";

export const RETURNS_PATH = "/my-account/returns";
export const RETURNS_FIELDS = ["status", "from", "to", "sort"] as const;
export type ReturnsField = (typeof RETURNS_FIELDS)[number];
export type ReturnsValues = Record<ReturnsField, string>;

/** The list's URL with the given values (as the user gave them) and 1-based page; page 1 has no `page`. */
export function returnsHref(values: Partial<ReturnsValues>, page = 1): string {
  return listHref(RETURNS_PATH, RETURNS_FIELDS.map((field) => [field, values[field]] as const), page);
}

export const returnPath = (rma: string) => `/my-account/return/${encodeURIComponent(rma)}`;
export const returnCancelPath = (rma: string) => `${returnPath(rma)}/cancel`;
export const returnDocumentPath = (rma: string) => `${returnPath(rma)}/document`;
export const returnPdfPath = (rma: string) => `${returnPath(rma)}/document.pdf`;
export const orderPath = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;
