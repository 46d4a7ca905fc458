/**
 * The statement request form's errors and flash message (issue 28, H2), apart from messages.ts so a page's first-load
 * JavaScript carries only what it shows (the schema is loaded lazily in the browser). Ours: the spec has no texts.
 */
export const unitRequired = "Choose a unit.";
export const unitUnknown = "Choose a unit from the list.";
export const periodRequired = "Choose a month or a date range.";
export const monthRequired = "Choose a month.";
export const monthInvalid = "Choose a month from the list.";
export const dateRequired = "Enter a date.";
export const dateInvalid = "Enter the date as yyyy-mm-dd, for example 2026-10-01.";
export const dateTooEarly = "Enter a date on or after 2000-01-01.";
export const dateInFuture = "Enter a date that is today or earlier.";
export const endBeforeStart = "The end date must be the same as or after the start date.";
export const requested = (id: string) => `Statement ${id} requested. Download it from the list below.`;
export const statementsDisabled = "Statements are not enabled for your organisation.";
