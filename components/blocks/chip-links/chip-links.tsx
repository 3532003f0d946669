import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './chip-links.module.css';
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
      <ul className={`${layout.plainList} ${styles.chips}`}>
        {links.map((link, index) => {
          const current = isCurrentPageHref(link.href, context.page.path, locale);
          return (
            <li key={`${link.href}-${index}`}>
              {/* The current chip is filled, the others outlined (chip-links.module.css). */}
              <a {...cmsLinkProps(locale, link.href)} aria-current={current ? 'page' : undefined} className={styles.chip}>
                <span className={styles.label}>
                  {link.label}
                  <NewTabHint href={link.href} hint={newTabHint} />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
