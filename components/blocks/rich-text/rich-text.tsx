import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { BlockProps } from '@/lib/cms/blocks';
import type { RichTextProps } from './schema';
import { sanitizeRichText } from './sanitize';

export function RichText({ props, context }: BlockProps<RichTextProps>) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Box
        sx={{
          typography: 'body1',
          fontSize: '1.0625rem',
          lineHeight: 1.7,
          '& h2, & h3, & h4': { mt: 4, mb: 1.5, lineHeight: 1.3 },
          '& h2': { typography: 'h2' },
          '& h3': { typography: 'h3' },
          '& h4': { typography: 'h4' },
          '& p, & ul, & ol': { mt: 0, mb: 2 },
          '& a': { color: 'primary.main', fontWeight: 600 },
          '& blockquote': { m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: 'secondary.main', fontStyle: 'italic' },
        }}
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(props.html, context.locale) }}
      />
    </Container>
  );
}
