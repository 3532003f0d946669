/** Whether the page's address has any of these query parameters (browser only): a widget's filters a link opened it with. */
export function addressHasAny(keys: readonly string[]): boolean {
  const query = new URLSearchParams(window.location.search);
  return keys.some((key) => query.has(key));
}
