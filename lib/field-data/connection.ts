import 'server-only';
import { z } from 'zod';
import { sharedStore } from '@/lib/shared-store';

/**
 * The field-data partner connection of one signed-in user, kept on the server: the partner's
 * authorization never reaches the browser, and our routes send it as `x-partner-authorization`.
 */
const connectionSchema = z.object({
  /** The partner's authorization for this user; null once disconnected. */
  authorization: z.string().min(1).nullable(),
  connectedAt: z.iso.datetime().nullable(),
});

export type FieldDataConnection = z.infer<typeof connectionSchema>;

/** How long a connection is kept without being renewed (the partner's grants last about as long). */
export const CONNECTION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const keyOf = (uid: string) => `field-data:connection:${uid}`;

async function readConnection(uid: string): Promise<FieldDataConnection | null> {
  const raw = await sharedStore().get(keyOf(uid));
  if (raw === null) return null;
  try {
    const parsed = connectionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // A value that is not JSON is as good as none: the user connects again.
    return null;
  }
}

/** The partner authorization of `uid`, or null when that user has not connected an account. */
export async function fieldDataAuthorization(uid: string): Promise<string | null> {
  return (await readConnection(uid))?.authorization ?? null;
}

/** Whether `uid` has connected a field-data account. */
export async function isFieldDataConnected(uid: string): Promise<boolean> {
  return (await fieldDataAuthorization(uid)) !== null;
}

/** Keeps the partner authorization of `uid` (replacing any earlier one). */
export async function connectFieldData(uid: string, authorization: string, now: Date = new Date()): Promise<void> {
  const record: FieldDataConnection = { authorization, connectedAt: now.toISOString() };
  await sharedStore().put(keyOf(uid), JSON.stringify(record), CONNECTION_TTL_MS);
}

/** Forgets the connection of `uid`. The store cannot delete, so a disconnected record replaces it. */
export async function disconnectFieldData(uid: string): Promise<void> {
  const record: FieldDataConnection = { authorization: null, connectedAt: null };
  await sharedStore().put(keyOf(uid), JSON.stringify(record), CONNECTION_TTL_MS);
}
