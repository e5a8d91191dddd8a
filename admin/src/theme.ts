import { defaultTheme, type RaThemeOptions } from 'react-admin';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/cyrillic-400.css';
import '@fontsource/inter/cyrillic-600.css';

/** The colours of VISUAL.md, shared with the public site. */
export const PALETTE = {
  pitch: '#0E5A3A',
  pitchLight: '#1F8A5B',
  sun: '#F5B82E',
  night: '#0B1F33',
  sand: '#F7F3EA',
} as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: PALETTE.pitch, light: PALETTE.pitchLight, contrastText: '#FFFFFF' },
    secondary: { main: PALETTE.sun, contrastText: PALETTE.night },
    text: { primary: PALETTE.night },
    background: { default: PALETTE.sand },
  },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: PALETTE.night, color: '#FFFFFF' } } },
  },
};
