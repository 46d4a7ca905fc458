/**
 * The sign-in confirmation page (issue 21 hole 5; docs/registration-and-onboarding.md "Signing in over a session").
 * The spec has no text for it: our wording. Apart from app/lib/messages.ts (decision 004): only this page needs them.
 */
export const switchTitle = (next: string) => `Continue as ${next}?`;
export const switchSignedInAs = (current: string) => `You are signed in as ${current}.`;
export const switchExplain = (next: string) =>
  `A link or your procurement system wants to sign you in as ${next}. If you continue, you are signed out first. If you did not expect this, stay signed in.`;
export const switchContinue = (next: string) => `Continue as ${next}`;
export const switchStay = (current: string) => `Stay signed in as ${current}`;
/** The pending sign-in is gone (expired after five minutes, used, or never there). */
export const switchExpired = "That sign-in link has expired. Nothing has changed.";
