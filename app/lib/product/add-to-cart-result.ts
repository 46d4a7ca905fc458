import { type SubmissionResult } from "@conform-to/react";
import { type OptionGroup, type Selection, selectionFromParams } from "~/lib/product/variant-selection";

/**
 * The add-to-cart action's answer and its reading (product page and quick-add dialog). Browser-safe: no zod, no
 * conform runtime (only its types), no server imports.
 *
 * A failed add answers conform's `SubmissionResult` (400, through `invalidSubmission`): `error` holds the messages by
 * posted field — each option group's under its qualifier (`colour`, `size` …), the quantity's under `quantity`, the
 * form's under `""` —, `initialValue` what to show again: the quantity as typed, where it came from (`via`) and each
 * kept choice under its qualifier. A successful add from the dialog answers `AddToCartSuccess` (from the page: 303).
 */

export type AddToCartVia = "page" | "quick-add";

export interface AddToCartSuccess {
  status: "success";
  via: AddToCartVia;
  /** The success flash: product and quantity (a repeated submission gets the first one's). */
  message: string;
}

/** A failed add as the form shows it. */
export interface AddToCartFailure {
  /** Errors of the whole form (shown in the error summary). */
  formErrors: string[];
  /** Errors by option group (qualifier → messages), shown in the group's fieldset and in the summary. */
  optionErrors: Record<string, string[]>;
  /** Errors next to the quantity field (also listed in the summary). */
  quantityErrors: string[];
  /** What the user chose and typed, shown again. */
  values: { quantity: string; selection: Selection };
}

/** A refused add: conform's `SubmissionResult` with its errors. */
export type AddToCartRefusal = SubmissionResult<string[]> & { status: "error" };

/** The `SubmissionResult` of a failed add (server side; `invalidSubmission` answers it). */
export function addToCartErrorResult(failure: AddToCartFailure, via: AddToCartVia): AddToCartRefusal {
  const error: Record<string, string[]> = {};
  if (failure.formErrors.length > 0) error[""] = failure.formErrors;
  for (const [qualifier, messages] of Object.entries(failure.optionErrors)) {
    if (messages.length > 0) error[qualifier] = messages;
  }
  if (failure.quantityErrors.length > 0) error.quantity = failure.quantityErrors;
  return {
    status: "error",
    initialValue: { ...failure.values.selection, quantity: failure.values.quantity, via },
    error,
  };
}

/**
 * A failed add's errors and kept values by the product's option groups, or null when the answer is not a failure
 * (nothing yet, or the dialog's success). Only choices that are values of their group are shown again.
 */
export function addToCartFailure(
  result: AddToCartSuccess | SubmissionResult<string[]> | null | undefined,
  groups: readonly OptionGroup[],
): AddToCartFailure | null {
  if (result?.status !== "error") return null;
  const error = result.error ?? {};
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(result.initialValue ?? {})) if (typeof value === "string") kept.set(name, value);
  const optionErrors: Record<string, string[]> = {};
  for (const group of groups) {
    const messages = error[group.qualifier];
    if (messages) optionErrors[group.qualifier] = messages;
  }
  return {
    formErrors: error[""] ?? [],
    optionErrors,
    quantityErrors: error.quantity ?? [],
    values: { quantity: kept.get("quantity") ?? "", selection: selectionFromParams(groups, kept) },
  };
}
