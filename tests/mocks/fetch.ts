/**
 * msw 2.15 (on @mswjs/interceptors 0.41) has two known differences from real `fetch` on Node
 * for a mocked response's body (mswjs/interceptors#712, #799, fixed upstream in #833; #693):
 *
 * - `response.body.cancel()` never settles. The OCC client cancels the body of a 401 before it
 *   retries, so every refresh test would hang although undici resolves it at once.
 * - aborting the request's signal after the headers arrived does not error the body, where
 *   undici errors it with the abort reason.
 *
 * `realisticFetch` wraps msw's fetch so mocked bodies behave like undici's: cancel settles, and
 * an abort of `init.signal` errors a body still being read. Streaming is kept (the body is not
 * buffered), so a stalled body still stalls.
 */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function realisticFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return withUndiciBody(response, signal ?? undefined);
  };
}

function withUndiciBody(response: Response, signal: AbortSignal | undefined): Response {
  if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
  const reader = response.body.getReader();
  let onAbort: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!signal) return;
      onAbort = () => {
        try {
          controller.error(signal.reason);
        } catch {
          // already closed
        }
        void reader.cancel(signal.reason).catch(() => {});
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        if (onAbort) signal?.removeEventListener("abort", onAbort);
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    cancel(reason) {
      if (onAbort) signal?.removeEventListener("abort", onAbort);
      // Do not wait: msw's own cancel never settles.
      void reader.cancel(reason).catch(() => {});
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
