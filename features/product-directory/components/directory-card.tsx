import catalogue from '@/components/catalogue/catalogue.module.css';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { DirectoryItem } from '../logic/directory';
import styles from './product-directory.module.css';

export interface DirectoryCardLabels {
  bio: string;
  /** The tag of a digital solution, which has no type label. */
  digitalSolution: string;
  /** Links.newTab: said after the name of a solution on another site. */
  newTab: string;
}

/**
 * One card: its tags (type label or 'digital solution', and the bio badge), the name as the link to
 * the product's page or the solution, the brand and a short description. The whole card is the
 * link's target; the image only illustrates the name beside it.
 */
export function DirectoryCard({ item, labels }: { item: DirectoryItem; labels: DirectoryCardLabels }) {
  return (
    <li className={styles.card}>
      {item.image && (
        // eslint-disable-next-line @next/next/no-img-element -- in the island's chunk: next/image would bring its client code
        <img
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          className={cx(styles.image, !(item.image.width && item.image.height) && styles.unsizedImage)}
        />
      )}
      <div className={catalogue.tags}>
        <span className={catalogue.tag}>{item.typeLabel ?? labels.digitalSolution}</span>
        {item.isBio && <span className={cx(catalogue.tag, catalogue.bio)}>{labels.bio}</span>}
      </div>
      <h3 className={styles.name}>
        <a href={item.href} className={cx(typography.link, styles.link)} {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}>
          {item.name}
          {item.external && (
            <>
              {' '}
              <span className={layout.visuallyHidden}>{labels.newTab}</span>
            </>
          )}
        </a>
      </h3>
      {item.brand && <p className={styles.brand}>{item.brand}</p>}
      <p className={styles.description}>{item.description}</p>
    </li>
  );
}
