import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import { isCurrentPageHref } from './current-page';
import type { ChipLinksProps } from './schema';

/** A wrapping row of link chips; the chip of the page being shown is marked as the current page. */
export async function ChipLinks({ props, context }: BlockProps<ChipLinksProps>) {
  const { heading, links } = props;
  const { locale } = context;
  const t = await getTranslations({ locale, namespace: 'Links' });
  const newTabHint = t('newTab');
  return (
    <BlockSection heading={heading} compact>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {links.map((link, index) => {
          const current = isCurrentPageHref(link.href, context.page.path, locale);
          return (
            <li key={`${link.href}-${index}`}>
              <Chip
                component="a"
                clickable
                {...cmsLinkProps(locale, link.href)}
                aria-current={current ? 'page' : undefined}
                // The current chip is filled, the others outlined: a difference that is not colour alone.
                variant={current ? 'filled' : 'outlined'}
                color="primary"
                sx={{
                  fontWeight: 700,
                  fontSize: '0.9375rem',
                  height: 40,
                  px: 0.5,
                  borderRadius: 5,
                  // MUI's own focus state only tints the chip: a ring keeps keyboard focus plain to see.
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
                }}
                label={
                  <>
                    {link.label}
                    <NewTabHint href={link.href} hint={newTabHint} />
                  </>
                }
              />
            </li>
          );
        })}
      </Box>
    </BlockSection>
  );
}
