import Button, { type ButtonProps } from '@mui/material/Button';
import type { Locale } from '@/lib/i18n/locales';
import { carouselButton, type CarouselButtonFields } from '../logic/carousel-button';

export interface CarouselLinkButtonProps {
  fields: CarouselButtonFields;
  locale: Locale;
  color?: ButtonProps['color'];
  /** The keyboard focus ring; pick one that stands out from the slide's background. */
  focusColor?: string;
}

/** A slide's call to action, or nothing when its href or label is empty (spec). */
export function CarouselLinkButton({ fields, locale, color = 'primary', focusColor = 'primary.main' }: CarouselLinkButtonProps) {
  const button = carouselButton(fields, locale);
  if (!button) return null;
  const { label, ...link } = button;
  return (
    <Button
      variant="contained"
      color={color}
      size="large"
      draggable={false}
      {...link}
      sx={{ alignSelf: 'flex-start', '&.Mui-focusVisible': { outline: '3px solid', outlineColor: focusColor, outlineOffset: 3 } }}
    >
      {label}
    </Button>
  );
}
