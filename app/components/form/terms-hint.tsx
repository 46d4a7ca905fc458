/** Where the terms and conditions are: the CMS content page of that label (app/lib/content/content-page.server.ts). */
export const TERMS_PATH = "/terms-and-conditions";

/**
 * 'Read the {terms} (opens in new tab).' — the hint of a checkbox that agrees to the terms. A new tab is the GOV.UK
 * exception for help from within a form: reading the terms loses nothing typed, also without JavaScript.
 */
export function TermsHint({ linkText }: { linkText: string }) {
  return (
    <>
      Read the{" "}
      <a href={TERMS_PATH} target="_blank" rel="noopener noreferrer">
        {linkText} (opens in new tab)
      </a>
      .
    </>
  );
}
