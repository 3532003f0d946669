import { z } from 'zod';

/**
 * A slice of the server's environment: the variables one service or concern reads, parsed by its
 * own zod schema, and the settings it hands its code, with the sandbox's stand-ins filled in while
 * the sandbox is on. Each upstream keeps its slice in `lib/upstreams/<service>/config.ts`;
 * `lib/env.ts` combines them (one line per slice) and parses the environment once at start.
 */

export interface SliceContext {
  /** SANDBOX=on (the default): unset upstreams are the built-in sandbox's. */
  sandbox: boolean;
  /** The URL of a sandbox path as upstream clients reach it (answered in-process). */
  sandboxUrl: (path: string) => string;
  /** Every variable that is set (empty ones count as unset), for rules that look at another slice's switch. */
  present: Readonly<Record<string, string>>;
}

export interface EnvSlice<Variables extends z.ZodObject, Settings> {
  variables: Variables;
  /**
   * Rules across variables, as `NAME: what is wrong` lines. Checked even when a variable of the
   * slice fails its schema, so one start lists every problem; `values` are then the ones that parsed.
   */
  problems?: (context: SliceContext) => string[];
  /** What the service's code reads, with sandbox defaults where nothing is configured. */
  settings: (values: z.output<Variables>, context: SliceContext) => Settings;
}

/** Declares a slice (the identity function, for inference). */
export const envSlice = <Variables extends z.ZodObject, Settings>(slice: EnvSlice<Variables, Settings>) => slice;

export type SettingsOf<S> = S extends EnvSlice<z.ZodObject, infer Settings> ? Settings : never;

/** `NAME: is required when …` for every listed variable that is not set. */
export function requireVariables(present: SliceContext['present'], names: readonly string[], when: string): string[] {
  return names.filter((name) => !present[name]).map((name) => `${name}: is required when ${when}`);
}

// Building blocks the slices share.

/** A timeout in milliseconds: positive, at most a minute. */
export const timeoutMs = (fallback: number) => z.coerce.number().int().positive().max(60_000).default(fallback);

/** A secret a request must present or a key material: long enough not to be guessed. */
export const secret = (minLength: number) => z.string().min(minLength, `must be at least ${minLength} characters`).optional();

/** `a, b ,c` -> ['a', 'b', 'c']. */
export const commaList = z.string().transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));
