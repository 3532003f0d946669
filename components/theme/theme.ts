import { createTheme } from '@mui/material/styles';

/**
 * The one MUI theme. Terralis brand: field green and harvest gold on white. The desktop
 * breakpoint is `lg` (1200 px): the header switches from the mobile menu to the full navigation there.
 */
export const brandColors = {
  fieldGreen: '#00613F',
  fieldGreenDark: '#00452D',
  leafGreen: '#2E8B57',
  harvestGold: '#F2A900',
  soil: '#1C2B27',
  mist: '#F3F7F4',
} as const;

export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { main: brandColors.fieldGreen, dark: brandColors.fieldGreenDark, contrastText: '#FFFFFF' },
    secondary: { main: brandColors.harvestGold, contrastText: brandColors.soil },
    success: { main: brandColors.leafGreen },
    text: { primary: brandColors.soil, secondary: '#44524D' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'var(--font-brand), system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 4vw + 1rem, 3.25rem)', fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.6rem, 2vw + 1rem, 2.25rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
