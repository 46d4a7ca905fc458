/**
 * The decision form's field names and values (no zod: the form component imports these; the schema is in
 * decision-schema.ts, loaded lazily in the browser — decision 004).
 */

export const DECISIONS = ["APPROVE", "REJECT"] as const;
export type Decision = (typeof DECISIONS)[number];
export const DECISION_INTENTS = ["amend", "review"] as const;
export type DecisionIntent = (typeof DECISION_INTENTS)[number];

/** The pseudo field of the 'approve with every quantity 0' error (the backend's subject `approvedQuantities`). */
export const QUANTITIES_FIELD = "quantities";
export const quantityField = (entryNumber: number) => `quantity-${entryNumber}`;
export const orderedField = (entryNumber: number) => `ordered-${entryNumber}`;
export const ORDERED_FIELD = /^ordered-(\d{1,4})$/;

