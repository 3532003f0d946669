import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { BlockSection } from '@/components/blocks/block-section';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './link-group.module.css';
import type { LinkGroupLink, LinkGroupProps } from './schema';

/** A titled list of links; links to other sites open in a new tab and say so to screen readers. */
export async function LinkGroup({ props, context }: BlockProps<LinkGroupProps>) {
  const { title, headingLevel, links } = props;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return (
    <BlockSection heading={title} headingLevel={headingLevel} compact>
      <ul className={`${layout.plainList} ${styles.links}`}>
        {links.map((link, index) => (
          <LinkGroupItem key={`${link.href}-${index}`} link={link} newTabHint={t('newTab')} locale={context.locale} />
        ))}
      </ul>
    </BlockSection>
  );
}

/** The description is the link's accessible description, so it is heard with the link, not apart from it. */
function LinkGroupItem({ link, newTabHint, locale }: { link: LinkGroupLink; newTabHint: string; locale: Locale }) {
  const descriptionId = useId();
  return (
    <li>
      <a {...cmsLinkProps(locale, link.href)} aria-describedby={link.description ? descriptionId : undefined} className={`${typography.link} ${styles.link}`}>
        {link.label}
        <NewTabHint href={link.href} hint={newTabHint} />
      </a>
      {link.description && (
        <p id={descriptionId} className={`${typography.body1} ${styles.description}`}>
          {link.description}
        </p>
      )}
    </li>
  );
}
