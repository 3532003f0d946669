import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BlockSection, itemHeadingTag } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import { ImageBox } from '@/components/blocks/image-box';
import type { BlockProps } from '@/lib/cms/blocks';
import { benefitIcons } from './benefit-icons';
import type { BenefitItem, BenefitListProps } from './schema';

/** A heading and a grid of benefits, each with a decorative icon or an editor image. */
export function BenefitList({ props }: BlockProps<BenefitListProps>) {
  const { heading, intro, headingLevel, items } = props;
  const titleTag = itemHeadingTag(heading, headingLevel);
  return (
    <BlockSection heading={heading} headingLevel={headingLevel} intro={intro}>
      <CardGrid
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
        gap={{ xs: 3, md: 4 }}
      >
        {items.map((item, index) => (
          <Box component="li" key={`${item.title}-${index}`} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <BenefitVisual item={item} />
            <div>
              <Typography variant="h4" component={titleTag} sx={{ mb: 0.5 }}>
                {item.title}
              </Typography>
              {item.text && <Typography color="text.secondary">{item.text}</Typography>}
            </div>
          </Box>
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** Icons are decoration (the title says it all); an image keeps the alt its editor gave it. */
function BenefitVisual({ item }: { item: BenefitItem }) {
  if (item.image) {
    return <ImageBox image={item.image} fallbackRatio="1 / 1" sizes="56px" sx={{ width: 56 }} />;
  }
  if (!item.icon) return null;
  const Icon = benefitIcons[item.icon];
  return (
    <Box
      aria-hidden
      data-icon={item.icon}
      sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#E3F0E8', color: 'primary.main' }}
    >
      <Icon fontSize="large" />
    </Box>
  );
}
