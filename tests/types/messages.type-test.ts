/**
 * Compile-time tests, run by `npm run typecheck` (tsc fails on an `@ts-expect-error` that has no
 * error under it). They prove that messages are typed: a key no catalogue has, or a key one
 * locale of a feature lacks, fails the typecheck instead of showing a raw key to a farmer.
 */
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { defineMessages } from '@/lib/i18n/messages';

export function useTypedMessages() {
  const header = useTranslations('Header');
  const leadForm = useTranslations('LeadForm');
  return [
    header('openMenu'),
    leadForm('validation.invalid-email-format'),
    // @ts-expect-error the site's catalogue (locales/) has no such key
    header('no-such-key'),
    // @ts-expect-error a feature's catalogue (features/lead-form/messages/) has no such key
    leadForm('validation.no-such-rule'),
  ];
}

export async function typedServerMessages() {
  // @ts-expect-error no catalogue has this namespace
  await getTranslations({ locale: 'pt-BR', namespace: 'NoSuchNamespace' });
  const t = await getTranslations({ locale: 'pt-BR', namespace: 'Carousel' });
  return t('pause');
}

export const everyLocaleHasEveryKey = defineMessages({
  'en-US': { Probe: { title: 'Title', body: 'Body' } },
  'es-AR': { Probe: { title: 'Título', body: 'Cuerpo' } },
  // @ts-expect-error pt-BR lacks Probe.body, which en-US has
  'pt-BR': { Probe: { title: 'Título' } },
});
