'use client';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/theme/button-classes';

/** The modal that cannot be closed (spec §4): a user whose field-data account is not connected is asked to connect it. */
export function ConnectAccount({ href }: { href: string }) {
  const t = useTranslations('PlantingAdvisory');
  return (
    <>
      <p>{t('connectText')}</p>
      <a href={href} className={buttonClasses({ variant: 'contained' })}>
        {t('connectCta')}
      </a>
    </>
  );
}
