import Image from 'next/image';
import type { Ref } from 'react';
import { isExternalHref } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { RecommendedService } from '@/lib/loyalty/contract';
import type { ServiceAction } from '../../logic/redeem-label';
import cards from '../shared/loyalty-cards.module.css';
import { serviceCardClass } from './service-card-classes';
import styles from './recommended-services.module.css';

/** What a card says, resolved for the locale and the viewer (./use-service-card-text.ts). */
export interface ServiceCardText {
  /** 'redeem now' is the contained button, 'access' the outlined one. */
  action: ServiceAction;
  actionLabel: string;
  /** The action link's accessible name: the action, the service, and that it opens a new tab when it does. */
  actionName: string;
  /** The costs as the list shows them; null where it shows none (the featured fallback list). */
  cost: ServiceCostText | null;
}

export interface ServiceCostText {
  /** What screen readers hear before the cost ('Custo:'). */
  currentLabel: string;
  /** 'free' for 0 or less, the points otherwise. */
  current: string;
  free: boolean;
  /** The cost before, struck through; null when there was none or it was the same. */
  previous: { label: string; value: string } | null;
}

/**
 * A recommended service's card: image, category overline, name, vendor, recommendation tag, costs
 * and its action. No hooks: the server renders page 1's cards, and the code 'see more' loads renders
 * the next pages' with the same markup.
 */
export function ServiceCard({ service, text, actionRef }: { service: RecommendedService; text: ServiceCardText; actionRef?: Ref<HTMLAnchorElement> }) {
  const external = isExternalHref(service.link);
  return (
    <li className={serviceCardClass}>
      {/* Decoration: the name says what the service is. */}
      {service.image ? <Image src={service.image} alt="" width={320} height={180} unoptimized className={cards.media} /> : <span className={cards.media} />}
      <div className={cards.body}>
        <p className={cx(typography.overline, cards.overline)}>{service.category}</p>
        <h3 className={cx(typography.h6, styles.name)}>{service.name}</h3>
        <p className={cx(typography.body2, styles.vendor)}>{service.vendor}</p>
        {service.recommendationTag && <span className={styles.tag}>{service.recommendationTag}</span>}
        {text.cost ? <ServiceCost cost={text.cost} /> : <span className={styles.cost} />}
        <a
          ref={actionRef}
          href={service.link}
          aria-label={text.actionName}
          {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
          className={cx(buttonClasses({ variant: text.action === 'redeem-now' ? 'contained' : 'outlined' }), styles.action)}
        >
          {text.actionLabel}
        </a>
      </div>
    </li>
  );
}

/** The cost now, and the cost before struck through. */
function ServiceCost({ cost }: { cost: ServiceCostText }) {
  return (
    <p className={styles.cost}>
      <span className={layout.visuallyHidden}>{cost.currentLabel}</span>
      <strong className={cx(styles.currentCost, cost.free && styles.free)}>{cost.current}</strong>
      {cost.previous && (
        <del className={styles.previousCost}>
          <span className={layout.visuallyHidden}>{cost.previous.label}</span>
          {cost.previous.value}
        </del>
      )}
    </p>
  );
}
