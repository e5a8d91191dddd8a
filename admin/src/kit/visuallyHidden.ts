/**
 * Styles that hide an element on screen but keep it for screen readers (an `sx` value). Sizes are
 * strings: in `sx` a number from 0 to 1 is a fraction of the parent (`width: 1` is 100 %), which
 * made the hidden text as wide as its table and pushed the page sideways.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
