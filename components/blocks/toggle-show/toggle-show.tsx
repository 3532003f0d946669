import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import type { ToggleShowProps } from './schema';
import { ToggleShowPanel } from './toggle-show-panel-island.client';

/** Server side of the toggle: localized labels, and the child blocks rendered here (they stay server components). */
export async function ToggleShow({ props, context, children }: BlockProps<ToggleShowProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ToggleShow' });
  return (
    <ToggleShowPanel showLabel={props.showLabel ?? t('show')} hideLabel={props.hideLabel ?? t('hide')}>
      {children}
    </ToggleShowPanel>
  );
}
