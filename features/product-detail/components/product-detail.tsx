import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import factList from '@/components/theme/facts.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ProductAssets, ProductDocument, ProductWithAssets } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { cropKey } from '../logic/product-pages';
import styles from './product-detail.module.css';

interface ProductDetailProps {
  locale: Locale;
  product: ProductWithAssets;
  /** The product area's page (seeds, crop protection, biologicals) in this locale. */
  areaHref: string;
}

/** The logo's box: the catalogue's logos are square. */
const LOGO_SIZE = 160;

/**
 * A catalogue product's page: logo, name, brand, type (and the bio label), description, its
 * group's facts, and its documents. Numbers and lists in the locale's format.
 */
export async function ProductDetail({ locale, product, areaHref }: ProductDetailProps) {
  const t = await getTranslations({ locale, namespace: 'ProductDetail' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const id = (part: string) => `product-${product.seoSlug}-${part}`;

  const facts: { label: string; value: string }[] =
    product.group === 'seeds'
      ? [
          // The vendor's type label names what the hybrid label is: 'Hybrid', 'Variety'.
          { label: product.typeLabel, value: product.hybridLabel },
          { label: t('facts.crop'), value: product.cropLabel },
          { label: t('facts.maturity'), value: new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(product.maturitySort) },
          { label: t('facts.trait'), value: product.trait ?? t('facts.conventional') },
        ]
      : [
          {
            label: t('facts.crops'),
            value: list.format(
              product.crops.map((code) => {
                const key = cropKey(code);
                return key ? t(`crops.${key}`) : code;
              }),
            ),
          },
          { label: t('facts.activeIngredients'), value: list.format(product.activeIngredients) },
        ].filter((fact) => fact.value !== '');

  return (
    <article className={cx(layout.container, layout.narrow, styles.product)} aria-labelledby={id('heading')}>
      <a href={areaHref} className={cx(typography.link, styles.back)}>
        <span aria-hidden="true">← </span>
        {t(`backTo.${product.group}`)}
      </a>

      <header className={styles.header}>
        {product.assets?.logo && (
          // A vendor SVG of a known size: the image optimizer would only copy it.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={product.assets.logo} alt={t('logoAlt', { name: product.name })} width={LOGO_SIZE} height={LOGO_SIZE} className={styles.logo} />
        )}
        <div className={styles.titles}>
          <p className={cx(typography.overline, styles.brand)}>{product.brand}</p>
          <h1 id={id('heading')} className={typography.h1}>
            {product.name}
          </h1>
          <ul className={cx(layout.plainList, styles.tags)}>
            <li className={styles.tag}>{product.typeLabel}</li>
            {product.isBio && <li className={cx(styles.tag, styles.bio)}>{t('bioLabel')}</li>}
          </ul>
        </div>
      </header>

      <p className={typography.lead}>{product.description}</p>

      {facts.length > 0 && (
        <section aria-labelledby={id('details')}>
          <h2 id={id('details')} className={cx(typography.h3, styles.sectionHeading)}>
            {t('detailsHeading')}
          </h2>
          <dl className={cx(factList.facts, styles.facts)}>
            {facts.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-labelledby={id('downloads')}>
        <h2 id={id('downloads')} className={cx(typography.h3, styles.sectionHeading)}>
          {t('downloadsHeading')}
        </h2>
        <Downloads assets={product.assets} t={t} />
      </section>
    </article>
  );
}

type ProductDetailTranslator = Awaited<ReturnType<typeof getTranslations<'ProductDetail'>>>;

/** The product's documents and labels; a note when it has none, or when they could not be read (spec §8: the product is shown without them). */
function Downloads({ assets, t }: { assets: ProductAssets | null; t: ProductDetailTranslator }) {
  if (!assets) return <p className={cx(typography.body1, styles.note)}>{t('documentsUnavailable')}</p>;
  const documents = [...assets.pdfs, ...assets.labels];
  if (documents.length === 0) return <p className={cx(typography.body1, styles.note)}>{t('noDocuments')}</p>;
  return (
    <ul className={cx(layout.plainList, styles.documents)}>
      {documents.map((document) => (
        <li key={document.url}>
          <DocumentLink document={document} t={t} />
        </li>
      ))}
    </ul>
  );
}

/** A document on another site opens in a new tab (spec §5: links to another origin), and says so. */
function DocumentLink({ document, t }: { document: ProductDocument; t: ProductDetailTranslator }) {
  const elsewhere = /^https?:\/\//i.test(document.url);
  return (
    <a href={document.url} className={styles.document} {...(elsewhere && { target: '_blank', rel: 'noopener noreferrer' })}>
      <span className={styles.documentTitle}>{document.title}</span>{' '}
      <span className={styles.format}>{t('pdf')}</span>
      {elsewhere && (
        <>
          {' '}
          <span className={layout.visuallyHidden}>{t('opensInNewTab')}</span>
        </>
      )}
    </a>
  );
}
