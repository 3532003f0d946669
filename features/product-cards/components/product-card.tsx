import catalogue from '@/components/catalogue/catalogue.module.css';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import type { CardRow } from '../logic/cards';
import styles from './product-cards.module.css';

export interface ProductCardLabels {
  bio: string;
  /** 'Brand:', before the brand's name. */
  brandOf: string;
}

/**
 * One product as a card (discovery spec §2): its logo when it has one, its name linking to its
 * page, its type, brand and short description, and the bio badge. Presentational, no state: the
 * islands of both blocks render it, on the server and in the browser alike.
 */
export function ProductCard({ row, labels }: { row: CardRow; labels: ProductCardLabels }) {
  return (
    <article className={styles.card}>
      {row.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the catalogue's logos: any size, from its own host
        <img src={row.logo} alt="" width={64} height={64} loading="lazy" decoding="async" className={styles.logo} />
      ) : (
        <span aria-hidden="true" className={styles.logo} />
      )}
      <div className={styles.cardBody}>
        <h3 className={cx(typography.h6, styles.cardTitle)}>
          <a href={row.href} className={cx(typography.link, styles.cardLink)}>
            {row.name}
          </a>
        </h3>
        <p className={catalogue.tags}>
          <span className={catalogue.tag}>{row.typeLabel}</span>
          {row.isBio && <span className={cx(catalogue.tag, catalogue.bio)}>{labels.bio}</span>}
        </p>
        <p className={cx(typography.body2, styles.brand)}>
          <span className={styles.brandLabel}>{labels.brandOf}</span> {row.brand}
        </p>
        <p className={cx(typography.body2, styles.description)}>{row.description}</p>
      </div>
    </article>
  );
}
