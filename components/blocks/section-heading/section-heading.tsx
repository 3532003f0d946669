import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { SectionHeadingProps } from './schema';

/** A titled section: heading and intro, then the child blocks, then up to three footer buttons. */
export function SectionHeading({ props, context, children }: BlockProps<SectionHeadingProps>) {
  const { heading, overline, text, level, align, footerButtons } = props;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg" sx={{ textAlign: align }}>
        {overline && (
          <Typography variant="overline" component="p" color="primary">
            {overline}
          </Typography>
        )}
        <Typography id={headingId} variant={level === 2 ? 'h2' : 'h3'} component={level === 2 ? 'h2' : 'h3'} sx={{ mb: text ? 1.5 : 3 }}>
          {heading}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ maxWidth: 760, mx: align === 'center' ? 'auto' : 0, mb: 3, fontSize: '1.0625rem' }}>
            {text}
          </Typography>
        )}
      </Container>
      {children && <Box sx={{ textAlign: 'left' }}>{children}</Box>}
      {footerButtons.length > 0 && (
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 3, justifyContent: align === 'center' ? 'center' : 'flex-start' }}
          >
            {footerButtons.map((button, index) => (
              <Button
                key={`${button.href}-${button.label}`}
                variant={index === 0 ? 'contained' : 'outlined'}
                size="large"
                {...cmsLinkProps(context.locale, button.href)}
              >
                {button.label}
              </Button>
            ))}
          </Stack>
        </Container>
      )}
    </Box>
  );
}
