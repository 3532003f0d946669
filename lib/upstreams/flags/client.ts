import 'server-only';
import { env } from '@/lib/env';
import { requestJson } from '../http';
import { flagsDocumentSchema, type FlagsDocument } from './contract';

/** The flag service: one document with every flag, at `documentUrl` (env.flags.documentUrl when one is configured). */
export function fetchFlagsDocument(documentUrl: string, timeoutMs = env.flags.timeoutMs): Promise<FlagsDocument> {
  return requestJson({ service: 'flags', operation: 'document', url: documentUrl, schema: flagsDocumentSchema, timeoutMs });
}
