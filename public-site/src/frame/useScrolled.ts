import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `px` (the header turns compact after 50 px). */
export function useScrolledPast(px: number): boolean {
  // False on the first render, as on the server: the effect reads the real position at once.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
