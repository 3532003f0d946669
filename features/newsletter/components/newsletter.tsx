import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { ImageBox } from '@/components/blocks/image-box';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsletterProps } from '../schema';

/** The `newsletter` block: an invitation to subscribe, shown while the newsletter flag is on. No client code. */
export async function Newsletter({ props, context }: BlockProps<NewsletterProps>) {
  if (!(await flagEnabled(flagKeys.newsletter))) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return <NewsletterView props={props} locale={context.locale} newTabLabel={t('newTab')} />;
}

function NewsletterView({ props, locale, newTabLabel }: { props: NewsletterProps; locale: Locale; newTabLabel: string }) {
  const { heading, text, subscribe, image } = props;
  const headingId = useId();
  return (
    <Container component="section" maxWidth="lg" aria-labelledby={headingId} sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: image ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
          gap: { xs: 3, md: 5 },
          alignItems: 'center',
          bgcolor: 'grey.100',
          borderRadius: 2,
          p: { xs: 3, md: 5 },
        }}
      >
        <Box>
          <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
            {heading}
          </Typography>
          <Typography sx={{ mb: 3, fontSize: '1.0625rem', maxWidth: 640 }}>{text}</Typography>
          <Button variant="contained" size="large" {...cmsLinkProps(locale, subscribe.href)}>
            {subscribe.label}
            <NewTabHint href={subscribe.href} hint={newTabLabel} />
          </Button>
        </Box>
        {image && (
          <ImageBox image={image} fallbackRatio="4 / 3" sizes="(min-width: 900px) 40vw, 100vw" sx={{ width: '100%' }} />
        )}
      </Box>
    </Container>
  );
}
