import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { LoadingScreenView } from './loading-screen-view-island.client';
import type { LoadingScreenProps } from './schema';

/** Server side of the loading screen: fills the localized defaults, the client part rotates the subtitles. */
export async function LoadingScreen({ props, context }: BlockProps<LoadingScreenProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'LoadingScreen' });
  return <LoadingScreenView title={props.title ?? t('title')} subtitles={props.subtitles} progressLabel={t('progressLabel')} />;
}
