import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid, CardItem } from '@/components/blocks/card-grid';
import { ImageBox } from '@/components/blocks/image-box';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
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
  return (
    <BlockSection heading={heading} intro={intro}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
        {groups.map((group, index) => (
          <Box key={`${group.title}-${index}`}>
            <Typography variant="h3" component={`h${groupLevel}`} sx={{ mb: 2, pb: 1, borderBottom: 2, borderColor: 'secondary.main' }}>
              {group.title}
            </Typography>
            <CardGrid
              columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
            >
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
          </Box>
        ))}
      </Box>
    </BlockSection>
  );
}

function BrandCalloutCard({ brand, nameLevel, locale, labels }: { brand: BrandCallout; nameLevel: HeadingLevel; locale: Locale; labels: Labels }) {
  const { logo, name, text, href } = brand;
  return (
    <CardItem sx={{ gap: 1, p: 2.5 }}>
      {/* Logos differ in shape: a fixed height with the width following the file's ratio (a 10:3 box, logo at its start, without one). */}
      <ImageBox image={logo} fallbackRatio="10 / 3" position="left center" sizes="200px" sx={{ height: 48, maxWidth: '100%', alignSelf: 'flex-start' }} />
      <Typography variant="h4" component={`h${nameLevel}`} sx={{ mt: 1 }}>
        {name}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {href && (
        <Link {...cmsLinkProps(locale, href)} sx={{ mt: 'auto', pt: 1, fontWeight: 700, alignSelf: 'flex-start' }}>
          {labels.portfolioLink(name)}
          <NewTabHint href={href} hint={labels.newTab} />
        </Link>
      )}
    </CardItem>
  );
}
