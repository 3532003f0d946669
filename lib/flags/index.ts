import 'server-only';
import { InMemoryProvider, OpenFeature } from '@openfeature/server-sdk';
import { z } from 'zod';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { fetchFlagsDocument } from '@/lib/upstreams/flags/client';
import type { FlagsDocument } from '@/lib/upstreams/flags/contract';
import { flagDefaults } from './keys';

/**
 * Feature flags through OpenFeature. The provider is OpenFeature's in-memory one, fed from the
 * flags document at FLAGS_URL and re-read every FLAGS_REFRESH_MS; when the document cannot be read
 * the last one read stays (or the defaults). Evaluate on the server, where the gate is.
 */

type FlagConfiguration = NonNullable<ConstructorParameters<typeof InMemoryProvider>[0]>;

/** Our document as OpenFeature flags: booleans, and allow lists as object flags disabled when off. */
export function toFlagConfiguration(document: FlagsDocument): FlagConfiguration {
  const configuration: FlagConfiguration = {};
  for (const [key, enabled] of Object.entries(flagDefaults)) {
    configuration[key] = { variants: { on: true, off: false }, defaultVariant: enabled ? 'on' : 'off', disabled: false };
  }
  for (const [key, flag] of Object.entries(document.flags)) {
    configuration[key] = flag.allowList
      ? { variants: { list: flag.allowList }, defaultVariant: 'list', disabled: !flag.enabled }
      : { variants: { on: true, off: false }, defaultVariant: flag.enabled ? 'on' : 'off', disabled: false };
  }
  return configuration;
}

interface FlagsState {
  provider: InMemoryProvider;
  readAt: number;
  reading?: Promise<void>;
}

/**
 * One provider per process, on globalThis like OpenFeature's own API: route bundles may each load
 * this module, and a second provider would silently replace the first one's flags.
 */
const shared = globalThis as typeof globalThis & { __terralisFlags?: FlagsState };
function flagsState(): FlagsState {
  if (!shared.__terralisFlags) {
    const provider = new InMemoryProvider(toFlagConfiguration({ flags: {} }));
    OpenFeature.setProvider(provider);
    shared.__terralisFlags = { provider, readAt: -Infinity };
  }
  return shared.__terralisFlags;
}

const client = () => OpenFeature.getClient('site');

async function readDocument(state: FlagsState, reading: Promise<FlagsDocument>) {
  try {
    state.provider.putConfiguration(toFlagConfiguration(await reading));
  } catch {
    // The HTTP helper has logged it; the flags in use stay as they were.
    log.warn('flags.kept_previous');
  } finally {
    state.readAt = Date.now();
  }
}

async function freshFlags() {
  const state = flagsState();
  const { documentUrl, refreshMs } = env.flags;
  if (!documentUrl || Date.now() - state.readAt < refreshMs) return;
  state.reading ??= readDocument(state, fetchFlagsDocument(documentUrl)).finally(() => (state.reading = undefined));
  await state.reading;
}

export async function flagEnabled(key: string): Promise<boolean> {
  await freshFlags();
  return client().getBooleanValue(key, flagDefaults[key] ?? false);
}

const allowListSchema = z.array(z.string());

/** The list of an allow-list flag that is on, or null when the flag is off or unknown (no gate). */
export async function activeAllowList(key: string): Promise<string[] | null> {
  await freshFlags();
  const details = await client().getObjectDetails<string[]>(key, []);
  if (details.reason === 'DISABLED' || details.errorCode) return null;
  const list = allowListSchema.safeParse(details.value);
  return list.success ? list.data : null;
}
