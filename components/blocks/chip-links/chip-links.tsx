import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps, isExternalHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import { isCurrentPageHref } from './current-page';
import type { ChipLinksProps } from './schema';

/** A wrapping row of link chips; the chip of the page being shown is marked as the current page. */
export async function ChipLinks({ props, context }: BlockProps<ChipLinksProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ChipLinks' });
  return <ChipLinksRow {...props} locale={context.locale} pagePath={context.page.path} newTabHint={t('newTab')} />;
}

type ChipLinksRowProps = ChipLinksProps & { locale: Locale; pagePath: string; newTabHint: string };

/** (Hooks cannot run in the async component above, hence the split.) */
function ChipLinksRow({ heading, links, locale, pagePath, newTabHint }: ChipLinksRowProps) {
  const headingId = useId();
  return (
    <Container
      component={heading ? 'section' : 'div'}
      aria-labelledby={heading ? headingId : undefined}
      maxWidth="lg"
      sx={{ py: 3 }}
    >
      {heading && (
        <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
          {heading}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {links.map((link, index) => {
          const current = isCurrentPageHref(link.href, pagePath, locale);
          return (
            <li key={`${link.href}-${index}`}>
              <Chip
                component="a"
                clickable
                {...cmsLinkProps(link.href, locale)}
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
                    {isExternalHref(link.href) && (
                      <>
                        {' '}
                        <Box component="span" sx={visuallyHidden}>
                          {newTabHint}
                        </Box>
                      </>
                    )}
                  </>
                }
              />
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
