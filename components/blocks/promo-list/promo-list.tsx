import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { PromoItem, PromoListProps } from './schema';

type HeadingTag = 'h2' | 'h3' | 'h4';

/** Up to eight promo cards in a grid (the schema has already trimmed the list). */
export function PromoList({ props, context }: BlockProps<PromoListProps>) {
  const { heading, headingLevel, items } = props;
  const headingId = useId();
  const itemTag: HeadingTag = heading ? `h${(headingLevel + 1) as 3 | 4}` : `h${headingLevel}`;
  return (
    <Container
      component={heading ? 'section' : 'div'}
      aria-labelledby={heading ? headingId : undefined}
      maxWidth="lg"
      sx={{ py: { xs: 4, md: 6 } }}
    >
      {heading && (
        <Typography id={headingId} variant="h2" component={`h${headingLevel}`} sx={{ mb: 3 }}>
          {heading}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {items.map((item, index) => (
          <PromoCard key={`${item.title}-${index}`} item={item} titleTag={itemTag} locale={context.locale} />
        ))}
      </Box>
    </Container>
  );
}

/** One card; its button is described by the card title, so "Saiba mais" in several cards stays distinct. */
function PromoCard({ item, titleTag, locale }: { item: PromoItem; titleTag: HeadingTag; locale: Locale }) {
  const { image, title, text, cta } = item;
  const titleId = useId();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      {/* A sized box: the card keeps its shape before the image loads, whatever the image's ratio. */}
      <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: '#F3F7F4' }}>
        <Image src={image.src} alt={image.alt} fill sizes="(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw" style={{ objectFit: 'cover' }} />
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography id={titleId} variant="h4" component={titleTag}>
          {title}
        </Typography>
        {text && <Typography color="text.secondary">{text}</Typography>}
        {cta && (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Button variant="outlined" aria-describedby={titleId} {...cmsLinkProps(cta.href, locale)}>
              {cta.label}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
