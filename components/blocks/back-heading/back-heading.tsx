import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { BackLink } from './back-link-island.client';
import type { BackHeadingProps } from './schema';

/** An h2 with a back control before it; the fallback page is resolved inside the locale (default: its home). */
export async function BackHeading({ props, context }: BlockProps<BackHeadingProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'BackHeading' });
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BackLink fallbackHref={resolveCmsHref(context.locale, props.fallbackHref)} label={t('back')} />
        <Typography variant="h3" component="h2">
          {props.heading}
        </Typography>
      </Stack>
    </Container>
  );
}
