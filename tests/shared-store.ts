/** Starts the process's shared store (lib/shared-store) afresh: counters and records of one test never reach the next. */
export function resetSharedStore() {
  delete (globalThis as { __terralisSharedStore?: unknown }).__terralisSharedStore;
}
