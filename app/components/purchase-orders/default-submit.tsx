/**
 * The form's first submit button, hidden: without JavaScript, Enter in a text field submits with `intent=enter`,
 * which the server reads as Search or as the form's own submit (lib/purchase-orders/search-url.server.ts). With
 * JavaScript Enter never submits (preventEnterSubmit). Hidden, so not focusable and not announced.
 */
export function DefaultSubmit() {
  return (
    <button type="submit" name="intent" value="enter" hidden tabIndex={-1}>
      Enter
    </button>
  );
}
