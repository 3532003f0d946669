import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { FooterLogo as FooterLogoModel, SiteChrome, socialNetworks } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';

const socialIcons = {
  facebook: { Icon: FacebookIcon, name: 'Facebook' },
  instagram: { Icon: InstagramIcon, name: 'Instagram' },
  youtube: { Icon: YouTubeIcon, name: 'YouTube' },
  linkedin: { Icon: LinkedInIcon, name: 'LinkedIn' },
  x: { Icon: XIcon, name: 'X' },
} satisfies Record<(typeof socialNetworks)[number], unknown>;

/** Logos sit on white tiles of one height, whatever their artwork's size: the row stays even. */
const LOGO_HEIGHT = 40;
const logoTileSx = { display: 'inline-flex', bgcolor: '#FFFFFF', borderRadius: 1, px: 1, py: 0.5, lineHeight: 0 } as const;

function FooterLogo({ logo, locale }: { logo: FooterLogoModel; locale: Locale }) {
  const { src, alt, width, height } = logo.image;
  const image = (
    <Image src={src} alt={alt} width={width} height={height} sizes={`${Math.round((LOGO_HEIGHT * width) / height)}px`} style={{ height: LOGO_HEIGHT, width: 'auto' }} />
  );
  if (!logo.href) return <Box sx={logoTileSx}>{image}</Box>;
  return (
    <Box component="a" {...cmsLinkProps(locale, logo.href)} sx={{ ...logoTileSx, '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 } }}>
      {image}
    </Box>
  );
}

const linkSx = { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

export function SiteFooter({ locale, chrome }: { locale: Locale; chrome: SiteChrome }) {
  const t = useTranslations('Footer');
  const idPrefix = useId();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#FFFFFF', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${chrome.footer.linkBlocks.length}, 1fr)` } }}>
          {chrome.footer.linkBlocks.map((block, index) => (
            <Box component="nav" key={block.title} aria-labelledby={`${idPrefix}-${index}`}>
              <Typography id={`${idPrefix}-${index}`} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1.5 }}>
                {block.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {block.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <Box component="a" {...cmsLinkProps(locale, link.href)} sx={linkSx}>
                      {link.label}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.24)' }}>
          {chrome.footer.logos.length > 0 ? (
            <Box component="ul" aria-label={t('logos')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
              {chrome.footer.logos.map((logo) => (
                <li key={logo.image.src}>
                  <FooterLogo logo={logo} locale={locale} />
                </li>
              ))}
            </Box>
          ) : (
            <Box sx={logoTileSx}>
              <BrandLogo height={LOGO_HEIGHT} />
            </Box>
          )}
          <Box component="ul" aria-label={t('social')} sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {chrome.footer.social.map(({ network, href }) => {
              const { Icon, name } = socialIcons[network];
              return (
                <li key={network}>
                  <Box
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('socialLink', { network: name })}
                    sx={{ display: 'inline-flex', p: 1.25, color: 'inherit', borderRadius: '50%', '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
                  >
                    <Icon fontSize="small" />
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
        <Typography variant="body2" aria-label={t('legal')} sx={{ mt: 3, opacity: 0.9, maxWidth: 900 }}>
          {chrome.footer.disclaimer}
        </Typography>
      </Container>
    </Box>
  );
}
