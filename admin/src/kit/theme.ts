import { defaultTheme, type RaThemeOptions } from 'react-admin';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/cyrillic-400.css';
import '@fontsource/inter/cyrillic-600.css';

/** The academy's colours, shared with the public site: pitch greens, night blue, sand and sun. */
export const PALETTE = {
  pitch: '#0E5A3A',
  pitchLight: '#1F8A5B',
  sun: '#F5B82E',
  night: '#0B1F33',
  sand: '#F7F3EA',
} as const;

// Keyboard focus: a 3 px sun-yellow outline 2 px away, always visible (not on mouse clicks).
const FOCUS_RING = { outline: `3px solid ${PALETTE.sun}`, outlineOffset: 2 } as const;

// MUI's `sm` breakpoint (600 px) as a media query, for style overrides written as plain objects.
const PHONE = '@media (max-width:599.95px)';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: PALETTE.pitch, light: PALETTE.pitchLight, contrastText: '#FFFFFF' },
    secondary: { main: PALETTE.sun, contrastText: PALETTE.night },
    // MUI's info and warning blues and oranges carry white text at 3.9:1 and 3.1:1 (the "New" and
    // "Waiting" chips): darker ones keep every chip, filled or outlined, above WCAG's 4.5:1.
    info: { main: '#0565A8', contrastText: '#FFFFFF' },
    warning: { main: '#A84700', contrastText: '#FFFFFF' },
    // MUI's error red is 4.3:1 on the sand background (the 'Delete' text buttons): a deeper one.
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
    text: { primary: PALETTE.night },
    background: { default: PALETTE.sand },
  },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    // Button texts are written as they read ('Sign in', 'Add Coach', 'Save'): no MUI capitals.
    button: { textTransform: 'none', fontWeight: 600 },
    // Page headings (h1 as h4): between phone and desktop sizes, as on the public site.
    h4: { fontSize: 'clamp(1.625rem, 1.2rem + 1.4vw, 2.125rem)', fontWeight: 700 },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': FOCUS_RING,
        // The rich-text editor and the filled inputs draw their own focus line; keep it.
        '.ProseMirror:focus-visible, input:focus-visible, textarea:focus-visible': { outline: 'none' },
      },
    },
    // MUI removes the native ring of buttons, checkboxes, switches and links: give them the sun one.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiLink: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': FOCUS_RING } } },
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: PALETTE.night, color: '#FFFFFF' } } },
    RaLayout: {
      styleOverrides: {
        // react-admin's content touches the right edge of the window: give it breathing room; and
        // let it shrink below its tables' width (they scroll inside) instead of widening the page.
        root: {
          // Its `min-width: fit-content` makes a wide table widen the whole page on phones.
          minWidth: 0,
          '& .RaLayout-content': { paddingLeft: 16, paddingRight: 16, paddingBottom: 32, minWidth: 0 },
        },
      },
    },
    // react-admin's 'Skip to content' link: shown on the bar's level when it has keyboard focus,
    // in the palette's colours (its default is white text on the sand background).
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          backgroundColor: PALETTE.pitch,
          color: '#FFFFFF',
          '&:hover': { backgroundColor: PALETTE.pitch },
          '&:focus, &:focus-visible, &.Mui-focusVisible': { top: 8, opacity: 1, ...FOCUS_RING },
        },
      },
    },
    RaListToolbar: {
      // On phones react-admin paints the filter bar white; keep the page's sand behind the inputs.
      styleOverrides: { root: { [PHONE]: { backgroundColor: 'transparent' } } },
    },
    RaTopToolbar: { styleOverrides: { root: { [PHONE]: { backgroundColor: 'transparent' } } } },
    // react-admin's Not Found screen draws its message at half opacity, too faint to read (its
    // contrast falls below 4.5:1): in full colour here.
    RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1 } } } },
    RaAppBar: {
      styleOverrides: {
        // On phones the page's own heading names the screen; the bar keeps room for its buttons.
        root: { [PHONE]: { '& #react-admin-title': { display: 'none' } } },
      },
    },
  },
};
