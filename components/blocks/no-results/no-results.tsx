import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { ImageBox } from '../image-box';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import { DEFAULT_ILLUSTRATION, type NoResultsProps } from './schema';

/** The empty state with its localized default title and text. */
export async function NoResults({ props, context }: BlockProps<NoResultsProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'NoResults' });
  return <NoResultsSection {...props} title={props.title ?? t('title')} text={props.text ?? t('text')} locale={context.locale} />;
}

type NoResultsSectionProps = Omit<NoResultsProps, 'title' | 'text'> & { title: string; text: string; locale: Locale };

/**
 * A section named by its heading. Not a live region: it is page content present from the start,
 * not a change to announce. (Hooks cannot run in the async component above, hence the split.)
 */
function NoResultsSection({ title, text, level, illustration, action, locale }: NoResultsSectionProps) {
  const headingId = useId();
  const width = illustration.width ?? DEFAULT_ILLUSTRATION.width;
  return (
    <Container component="section" aria-labelledby={headingId} maxWidth="sm" sx={{ py: { xs: 5, md: 7 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ImageBox
          image={illustration}
          alt=""
          fallbackRatio="3 / 2"
          sizes={`(max-width: 600px) 80vw, ${width}px`}
          sx={{ width, maxWidth: '80%' }}
        />
        <Typography id={headingId} variant="h3" component={`h${level}`}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {action && (
          <Button variant="outlined" size="large" {...cmsLinkProps(locale, action.href)}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
