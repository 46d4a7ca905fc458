/**
 * The punch-out pages' texts (issue 4, issue 18): the loading overlay (spec part 1 §8, exact), the session-end and
 * transfer-cart pages — ours where the spec says "not shown" (docs/punch-out-and-proxy.md).
 *
 * Apart from app/lib/messages.ts on purpose: esbuild splits browser chunks by file, and the shell
 * imports messages.ts on every page; these texts are only needed on their own pages (decision 004).
 */

// part 1 §8: loading overlay (exact).
export const loading = (text: string) => `Loading ${text}`;
export const loadingLeaveOpen = "This may take a few moments. Please leave this browser window open.";
export const punchOutWaiting = "Your procurement system has not finished setting up this session yet. Reload this page in a moment.";
export const punchOutSessionEnded = "Your punch-out session has ended. Return to your procurement system to start a new requisition.";
export const punchOutCancelled = "Your requisition was cancelled and returned to your procurement system empty.";
// Punch-out and proxy pages (our wording; docs/punch-out-and-proxy.md).
export const punchOutSessionEndedTitle = "Punch-out session ended";
export const punchOutRequisitionName = "your requisition";
// Transfer cart (issue 18; docs/punch-out-and-proxy.md "Transfer cart").
export const punchOutTransferCart = "Transfer cart";
export const punchOutTransferTitle = "Return to your procurement system";
export const punchOutTransferReady = "Your cart was transferred to your procurement system as a requisition, and your punch-out session has ended.";
export const punchOutTransferButton = "Return to your procurement system";
export const punchOutTransferEmpty = "Your cart is empty. Add items to your cart before you transfer it.";
