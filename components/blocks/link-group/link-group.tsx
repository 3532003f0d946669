import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { BlockSection } from '@/components/blocks/block-section';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { LinkGroupLink, LinkGroupProps } from './schema';

/** A titled list of links; links to other sites open in a new tab and say so to screen readers. */
export async function LinkGroup({ props, context }: BlockProps<LinkGroupProps>) {
  const { title, headingLevel, links } = props;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return (
    <BlockSection heading={title} headingLevel={headingLevel} compact>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {links.map((link, index) => (
          <LinkGroupItem key={`${link.href}-${index}`} link={link} newTabHint={t('newTab')} locale={context.locale} />
        ))}
      </Box>
    </BlockSection>
  );
}

/** The description is the link's accessible description, so it is heard with the link, not apart from it. */
function LinkGroupItem({ link, newTabHint, locale }: { link: LinkGroupLink; newTabHint: string; locale: Locale }) {
  const descriptionId = useId();
  return (
    <li>
      <Link {...cmsLinkProps(locale, link.href)} aria-describedby={link.description ? descriptionId : undefined} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        {link.label}
        <NewTabHint href={link.href} hint={newTabHint} />
      </Link>
      {link.description && (
        <Typography id={descriptionId} color="text.secondary" sx={{ mt: 0.25 }}>
          {link.description}
        </Typography>
      )}
    </li>
  );
}
