/**
 * The Idempotency-Key of each submission: a fresh `crypto.randomUUID()` for a new one, the same
 * key again when the same voucher is sent again (a double click, or a retry after a failure with
 * nothing changed), so the route gives it the same id and Marketo keeps one record of it.
 */
export function submissionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(request: unknown): string {
      const body = JSON.stringify(request);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
  };
}
