import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslations } from 'next-intl';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { currentNavItem } from './current-nav-item';
import type { ProductNavProps } from './schema';

/**
 * The product areas as one horizontal bar that scrolls sideways on narrow screens; the area of
 * the page being shown (the page itself or one below it) is marked as current. Server-rendered
 * links: no script.
 */
export function ProductNav({ props, context }: BlockProps<ProductNavProps>) {
  const t = useTranslations('ProductNav');
  const current = currentNavItem(props.items, context.page.path);
  return (
    <Box component="nav" aria-label={props.label ?? t('label')} sx={{ bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            gap: 0.5,
            listStyle: 'none',
            m: 0,
            px: { xs: 1, sm: 2 },
            overflowX: 'auto',
            scrollbarWidth: 'thin',
            // Snap to whole items when swiping, so none is left cut in half.
            scrollSnapType: 'x proximity',
          }}
        >
          {props.items.map((item) => (
            <Box component="li" key={`${item.href}-${item.label}`} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
              <Box
                component="a"
                {...cmsLinkProps(context.locale, item.href)}
                aria-current={item === current ? 'page' : undefined}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 48,
                  px: 2,
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': { color: 'primary.main' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
                  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 800, boxShadow: 'inset 0 -3px 0 currentColor' },
                }}
              >
                {item.label}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
