import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { type CSSProperties, useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { FooterLogo as FooterLogoModel, SiteChrome, socialNetworks } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';
import styles from './site-footer.module.css';
import icons from './social-icons.module.css';

// Each network's icon is a CSS mask (social-icons.module.css): no SVG path in the page's HTML or
// flight data, no client component.
const socialNetworkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
} satisfies Record<(typeof socialNetworks)[number], string>;

/** Logos sit on white tiles of one height, whatever their artwork's size: the row stays even. */
const LOGO_HEIGHT = 40;

function FooterLogo({ logo, locale }: { logo: FooterLogoModel; locale: Locale }) {
  const { src, alt, width, height } = logo.image;
  const image = (
    <Image src={src} alt={alt} width={width} height={height} sizes={`${Math.round((LOGO_HEIGHT * width) / height)}px`} style={{ height: LOGO_HEIGHT, width: 'auto' }} />
  );
  if (!logo.href) return <div className={styles.logoTile}>{image}</div>;
  return (
    <a {...cmsLinkProps(locale, logo.href)} className={styles.logoTile}>
      {image}
    </a>
  );
}

export function SiteFooter({ locale, chrome }: { locale: Locale; chrome: SiteChrome }) {
  const t = useTranslations('Footer');
  const idPrefix = useId();
  // The number of link blocks sets the desktop grid: a custom property, so the CSS stays static.
  const columns = { '--footer-columns': chrome.footer.linkBlocks.length } as CSSProperties;
  return (
    <footer className={styles.footer}>
      <div className={layout.container}>
        <div className={styles.linkBlocks} style={columns}>
          {chrome.footer.linkBlocks.map((block, index) => (
            <nav key={block.title} aria-labelledby={`${idPrefix}-${index}`}>
              <h2 id={`${idPrefix}-${index}`} className={styles.blockTitle}>
                {block.title}
              </h2>
              <ul className={`${layout.plainList} ${styles.links}`}>
                {block.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <a {...cmsLinkProps(locale, link.href)} className={styles.link}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottomRow}>
          {chrome.footer.logos.length > 0 ? (
            <ul aria-label={t('logos')} className={`${layout.plainList} ${styles.logos}`}>
              {chrome.footer.logos.map((logo) => (
                <li key={logo.image.src}>
                  <FooterLogo logo={logo} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.logoTile}>
              <BrandLogo height={LOGO_HEIGHT} />
            </div>
          )}
          <ul aria-label={t('social')} className={`${layout.plainList} ${styles.social}`}>
            {chrome.footer.social.map(({ network, href }) => {
              return (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('socialLink', { network: socialNetworkNames[network] })} className={styles.socialLink}>
                    <span className={cx(icons.icon, icons[network])} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <p aria-label={t('legal')} className={styles.disclaimer}>
          {chrome.footer.disclaimer}
        </p>
      </div>
    </footer>
  );
}
