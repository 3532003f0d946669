import Container from '@mui/material/Container';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { SkewedButtonProps } from './schema';
import { SkewedButtonLink } from './skewed-button-link-island.client';

/** Server side of the skewed call to action: resolves the link for the locale, the client part draws it. */
export function SkewedButton({ props, context }: BlockProps<SkewedButtonProps>) {
  const { label, href, color, align } = props;
  return (
    <Container maxWidth="lg" sx={{ py: 2, textAlign: align }}>
      <SkewedButtonLink label={label} color={color} {...cmsLinkProps(context.locale, href)} />
    </Container>
  );
}
