import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ContactCard } from '../logic/contact-card';
import styles from './contact-finder.module.css';

/** The badge with its decorative icon, and the logo: the card and its modal show them alike. */
function CardHeader({ card }: { card: ContactCard }) {
  const t = useTranslations('ContactFinder');
  return (
    <div className={styles.cardHeader}>
      {card.badge && (
        <p className={cx(typography.overline, styles.badge)}>
          {card.icon && <Image src={card.icon} alt="" width={20} height={20} unoptimized className={styles.icon} />}
          {card.badge}
        </p>
      )}
      {card.logo && <Image src={card.logo} alt={t('logoAlt', { title: card.title })} width={96} height={40} unoptimized className={styles.logo} />}
    </div>
  );
}

interface ContactCardViewProps {
  card: ContactCard;
  onSeeMore: () => void;
  /** Absent for a contact with no place on the map (or no map). */
  onShowOnMap?: () => void;
}

/** One contact's card (spec §3): badge, logo, title, description and its actions. */
export function ContactCardView({ card, onSeeMore, onShowOnMap }: ContactCardViewProps) {
  const t = useTranslations('ContactFinder');
  const headingId = useId();
  return (
    // Focusable from script only: 'load more' moves the focus to the first new card.
    <article data-card tabIndex={-1} aria-labelledby={headingId} className={styles.card}>
      <CardHeader card={card} />
      <h3 id={headingId} className={typography.h4}>
        {card.title}
      </h3>
      {card.description && <p className={cx(typography.body2, styles.description)}>{card.description}</p>}
      <div className={styles.actions}>
        <button type="button" className={buttonClasses({ variant: 'contained', size: 'small' })} onClick={onSeeMore}>
          {t('seeMore')} <span className={layout.visuallyHidden}>{t('seeMoreAbout', { title: card.title })}</span>
        </button>
        {onShowOnMap && (
          <button type="button" className={buttonClasses({ variant: 'outlined', size: 'small' })} onClick={onShowOnMap}>
            {t('showOnMap')} <span className={layout.visuallyHidden}>{t('showOnMapAbout', { title: card.title })}</span>
          </button>
        )}
      </div>
    </article>
  );
}

/** The modal's content: everything about a contact, each way to reach them a link. */
export function ContactDetails({ card }: { card: ContactCard }) {
  const t = useTranslations('ContactFinder');
  return (
    <div className={styles.details}>
      <CardHeader card={card} />
      {card.description && <p className={typography.body1}>{card.description}</p>}
      <dl className={styles.detailList}>
        {card.address && (
          <div>
            <dt>{t('address')}</dt>
            <dd>{card.address}</dd>
          </div>
        )}
        {card.contactDetails.map((detail) => (
          <div key={detail.kind}>
            <dt>{detail.label}</dt>
            <dd>
              {detail.isWhatsApp ? (
                <a href={detail.href} target="_blank" rel="noopener noreferrer" className={typography.link}>
                  {detail.value} <span className={layout.visuallyHidden}>{t('newTab')}</span>
                </a>
              ) : (
                <a href={detail.href} className={typography.link}>
                  {detail.value}
                </a>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
