import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps, isExternalHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { LinkGroupLink, LinkGroupProps } from './schema';

/** A titled list of links; links to other sites open in a new tab and say so to screen readers. */
export async function LinkGroup({ props, context }: BlockProps<LinkGroupProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'LinkGroup' });
  return <LinkGroupSection {...props} newTabHint={t('newTab')} locale={context.locale} />;
}

type LinkGroupSectionProps = LinkGroupProps & { newTabHint: string; locale: Locale };

/** (Hooks cannot run in the async component above, hence the split.) */
function LinkGroupSection({ title, headingLevel, links, newTabHint, locale }: LinkGroupSectionProps) {
  const titleId = useId();
  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="lg" sx={{ py: 3 }}>
      <Typography id={titleId} variant="h3" component={`h${headingLevel}`} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {links.map((link, index) => (
          <LinkGroupItem key={`${link.href}-${index}`} link={link} newTabHint={newTabHint} locale={locale} />
        ))}
      </Box>
    </Container>
  );
}

/** The description is the link's accessible description, so it is heard with the link, not apart from it. */
function LinkGroupItem({ link, newTabHint, locale }: { link: LinkGroupLink; newTabHint: string; locale: Locale }) {
  const descriptionId = useId();
  return (
    <li>
      <Link {...cmsLinkProps(link.href, locale)} aria-describedby={link.description ? descriptionId : undefined} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        {link.label}
        {/* The space sits outside the hidden span: a name is computed from the span's trimmed text. */}
        {isExternalHref(link.href) && (
          <>
            {' '}
            <Box component="span" sx={visuallyHidden}>
              {newTabHint}
            </Box>
          </>
        )}
      </Link>
      {link.description && (
        <Typography id={descriptionId} color="text.secondary" sx={{ mt: 0.25 }}>
          {link.description}
        </Typography>
      )}
    </li>
  );
}
