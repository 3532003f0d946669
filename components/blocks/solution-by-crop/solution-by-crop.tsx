import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid, CardItem, cardLinkSx } from '@/components/blocks/card-grid';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { CropSolution, SolutionByCropProps } from './schema';

/** Up to 14 crop tiles (the schema has already trimmed the list), each a link to that crop's solutions. */
export async function SolutionByCrop({ props, context }: BlockProps<SolutionByCropProps>) {
  const { heading, intro, crops } = props;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return (
    <BlockSection heading={heading} intro={intro}>
      <CardGrid
        // 14 crops make two full rows of seven on wide screens.
        columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)', lg: 'repeat(7, 1fr)' }}
        gap={2}
      >
        {crops.map((crop, index) => (
          <CropTile key={`${crop.name}-${index}`} crop={crop} locale={context.locale} newTabHint={t('newTab')} />
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** The crop name is the link; its ::after stretches over the tile so the whole tile is one click target. */
function CropTile({ crop, locale, newTabHint }: { crop: CropSolution; locale: Locale; newTabHint: string }) {
  return (
    <CardItem linked sx={{ alignItems: 'center', gap: 1.5, p: 2, textAlign: 'center' }}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 120, aspectRatio: '1 / 1' }}>
        <Image src={crop.image.src} alt={crop.image.alt} fill sizes="120px" style={{ objectFit: 'contain' }} />
      </Box>
      <Typography variant="h4" component="h3" sx={{ fontSize: '1rem' }}>
        <Link
          {...cmsLinkProps(locale, crop.href)}
          underline="hover"
          sx={cardLinkSx}
        >
          {crop.name}
          <NewTabHint href={crop.href} hint={newTabHint} />
        </Link>
      </Typography>
    </CardItem>
  );
}
