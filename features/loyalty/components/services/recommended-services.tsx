import { useTranslations } from 'next-intl';
import { BlockSection } from '@/components/blocks/block-section';
import { RefreshButton } from '@/components/refresh-button/refresh-button-island.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { RecommendedServices as ServicesPage } from '@/lib/loyalty/contract';
import type { ProgrammeRead } from '../../api/read-for-viewer';
import type { ServicesList } from '../../api/recommended-services';
import type { RedeemingMember } from '../../logic/redeem-label';
import { ServiceCard } from './service-card';
import { serviceCardsClass } from './service-card-classes';
import { ServicesPager } from './services-pager-island.client';
import { useServiceCardText } from './use-service-card-text';
import styles from './recommended-services.module.css';

export interface RecommendedServicesProps {
  list: ServicesList;
  heading: string;
  /** The empty and error states' button (spec: /mi-impulso), resolved for the locale. */
  emptyHref: string;
  /** Page 1, read on the server for the viewer. */
  firstPage: ProgrammeRead<ServicesPage>;
  /** Who looks at the cards (null: their summary could not be read, and every card says 'access'). */
  member: RedeemingMember | null;
  /** The messages of the next pages' cards, which 'see more' renders in the browser. */
  intl: ClientIntl;
}

/**
 * Recommended services (loyalty spec §2, §5), rendered on the server: page 1's cards of 8, each with
 * its current and previous cost ('free' for 0 or less) and 'redeem now' or 'access' by the member's
 * summary, and 'see more' while there are more pages; an empty state whose button goes to
 * /mi-impulso, and in its place, when the services could not be read, an alert that also offers to
 * ask the server again. The featured list's fallback is shown as such: a note, no costs, 'access'.
 */
export function RecommendedServices({ list, heading, emptyHref, firstPage, member, intl }: RecommendedServicesProps) {
  const t = useTranslations('LoyaltyServices');
  const fallback = firstPage.ok && firstPage.data.fallback;
  const textOf = useServiceCardText(member, fallback);
  if (!firstPage.ok || firstPage.data.services.length === 0) {
    return (
      <BlockSection heading={heading}>
        <ServicesNotice kind={firstPage.ok ? 'empty' : 'error'} emptyHref={emptyHref} />
      </BlockSection>
    );
  }
  const { services, totalPages } = firstPage.data;
  const cards = services.map((service) => <ServiceCard key={service.id} service={service} text={textOf(service)} />);
  return (
    <BlockSection heading={heading}>
      {fallback && <p className={cx(typography.body2, styles.note)}>{t('fallbackNote')}</p>}
      {totalPages > 1 ? (
        <ServicesPager list={list} totalPages={totalPages} member={member} intl={intl} labels={{ more: t('more'), loadingMore: t('loadingMore'), moreError: t('moreError') }}>
          {cards}
        </ServicesPager>
      ) : (
        <ul className={serviceCardsClass}>{cards}</ul>
      )}
    </BlockSection>
  );
}

/** The empty state (spec: its button goes to /mi-impulso), and the error state in its place, which also asks the server again. */
function ServicesNotice({ kind, emptyHref }: { kind: 'empty' | 'error'; emptyHref: string }) {
  const t = useTranslations(`LoyaltyServices.${kind}`);
  const retry = kind === 'error';
  return (
    <div role={retry ? 'alert' : undefined} className={styles.notice}>
      <p className={typography.h6}>{t('title')}</p>
      <p className={typography.body2}>{t('text')}</p>
      <div className={cx(layout.buttonRow, styles.noticeActions)}>
        {retry && <RefreshButton label={t('retry')} className={buttonClasses({ variant: 'contained' })} />}
        <a href={emptyHref} className={buttonClasses({ variant: retry ? 'outlined' : 'contained' })}>
          {t('action')}
        </a>
      </div>
    </div>
  );
}
