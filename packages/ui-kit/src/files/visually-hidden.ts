import type { CSSProperties } from 'react';

// Hidden from sight but not from keyboards and screen readers (unlike display: none).
export const VISUALLY_HIDDEN: CSSProperties = Object.freeze({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
