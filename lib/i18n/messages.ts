import type { Locale } from './locales';

/** A locale's messages: namespaces of (nested) strings. */
export type MessageCatalogue = Record<string, unknown>;

/**
 * Declares a feature's messages (`features/<name>/messages/index.ts`). Every locale must have the
 * en-US catalogue's shape: a key missing in one locale fails the typecheck
 * (`python3 ../shared/tools/check-locales.py` also finds extra ones). They are kept apart from the
 * feature's `block.ts`, so the request configuration that merges them (blocks/messages.ts) never
 * reaches a block's component and every route's bundle stays free of the blocks it does not render.
 */
export function defineMessages<Messages extends MessageCatalogue>(
  messages: { 'en-US': Messages } & Record<Exclude<Locale, 'en-US'>, NoInfer<Messages>>,
): Readonly<Record<Locale, Messages>> {
  return messages;
}
