import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { Locale } from '@/lib/i18n/locales';
import { dismissalKey } from '../logic/dismissal';
import type { InfoBannerProps } from '../schema';
import { BannerSection } from './banner-section';
import { CampaignBanner } from './campaign-banner-island.client';
import { ElevaOnly } from './eleva-only-island.client';
import styles from './info-banner.module.css';

/**
 * The `info-banner` block, a server component. Only the campaign (close button) and eleva (who is
 * signed in) variants ship client code; the default banner is plain HTML.
 */
export async function InfoBanner({ props, context, nodeId }: BlockProps<InfoBannerProps>) {
  // The flag is the server's half of the eleva gate: off, the banner is not even sent.
  if (props.variant === 'eleva' && !(await flagEnabled(flagKeys.eleva))) return null;
  const [t, links] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'InfoBanner' }),
    getTranslations({ locale: context.locale, namespace: 'Links' }),
  ]);
  const banner = (
    <InfoBannerView
      props={props}
      locale={context.locale}
      labels={{ region: t(`label.${props.variant}`), close: t('close'), newTab: links('newTab') }}
      storageKey={dismissalKey({ nodeId, locale: context.locale, path: context.page.path, text: props.text })}
    />
  );
  return props.variant === 'eleva' ? <ElevaOnly>{banner}</ElevaOnly> : banner;
}

interface InfoBannerViewProps {
  props: InfoBannerProps;
  locale: Locale;
  labels: { region: string; close: string; newTab: string };
  storageKey: string;
}

function InfoBannerView({ props, locale, labels, storageKey }: InfoBannerViewProps) {
  const { variant, title, text, cta, icon } = props;
  const titleId = useId();
  const labelledBy = title ? titleId : undefined;
  const onDark = variant !== 'default';
  const body = (
    <>
      {icon && <Image src={icon.src} alt={icon.alt} width={48} height={48} sizes="48px" className={styles.icon} />}
      <div className={styles.body}>
        {title && (
          <h2 id={titleId} className={`${typography.h4} ${styles.title}`}>
            {title}
          </h2>
        )}
        <p className={typography.body1}>{text}</p>
        {cta && (
          <a
            {...cmsLinkProps(locale, cta.href)}
            className={`${buttonClasses(onDark ? { variant: 'contained', color: 'secondary' } : { variant: 'outlined' })} ${styles.cta}`}
          >
            {cta.label}
            <NewTabHint href={cta.href} hint={labels.newTab} />
          </a>
        )}
      </div>
    </>
  );
  return variant === 'campaign' ? (
    <CampaignBanner storageKey={storageKey} closeLabel={labels.close} labelledBy={labelledBy} label={labels.region}>
      {body}
    </CampaignBanner>
  ) : (
    <BannerSection variant={variant} labelledBy={labelledBy} label={labels.region}>
      {body}
    </BannerSection>
  );
}
