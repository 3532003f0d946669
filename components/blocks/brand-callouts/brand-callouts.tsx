import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid, CardItem } from '@/components/blocks/card-grid';
import { ImageBox } from '@/components/blocks/image-box';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './brand-callouts.module.css';
import type { BrandCallout, BrandCalloutsProps } from './schema';

type HeadingLevel = 2 | 3 | 4;

interface Labels {
  portfolioLink: (brand: string) => string;
  newTab: string;
}

/** Groups of brand callouts: a titled group per business line, each brand with logo, name, text and portfolio link. */
export async function BrandCallouts({ props, context }: BlockProps<BrandCalloutsProps>) {
  const { heading, intro, groups } = props;
  const [t, links] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'BrandCallouts' }),
    getTranslations({ locale: context.locale, namespace: 'Links' }),
  ]);
  const labels: Labels = { portfolioLink: (brand) => t('portfolioLink', { brand }), newTab: links('newTab') };
  // Without a block heading the group titles take its place, so the outline never skips a level.
  const groupLevel: HeadingLevel = heading ? 3 : 2;
  const GroupTitle = `h${groupLevel}` as const;
  return (
    <BlockSection heading={heading} intro={intro}>
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <div key={`${group.title}-${index}`}>
            <GroupTitle className={`${typography.h3} ${styles.groupTitle}`}>{group.title}</GroupTitle>
            <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}>
              {group.brands.map((brand, brandIndex) => (
                <BrandCalloutCard
                  key={`${brand.name}-${brandIndex}`}
                  brand={brand}
                  nameLevel={(groupLevel + 1) as HeadingLevel}
                  locale={context.locale}
                  labels={labels}
                />
              ))}
            </CardGrid>
          </div>
        ))}
      </div>
    </BlockSection>
  );
}

function BrandCalloutCard({ brand, nameLevel, locale, labels }: { brand: BrandCallout; nameLevel: HeadingLevel; locale: Locale; labels: Labels }) {
  const { logo, name, text, href } = brand;
  const Name = `h${nameLevel}` as const;
  return (
    <CardItem className={styles.card}>
      {/* Logos differ in shape: a fixed height with the width following the file's ratio (a 10:3 box, logo at its start, without one). */}
      <ImageBox image={logo} fallbackRatio="10 / 3" position="left center" sizes="200px" className={styles.logo} />
      <Name className={`${typography.h4} ${styles.name}`}>{name}</Name>
      {text && <p className={typography.body1}>{text}</p>}
      {href && (
        <a {...cmsLinkProps(locale, href)} className={`${typography.link} ${styles.portfolioLink}`}>
          {labels.portfolioLink(name)}
          <NewTabHint href={href} hint={labels.newTab} />
        </a>
      )}
    </CardItem>
  );
}
