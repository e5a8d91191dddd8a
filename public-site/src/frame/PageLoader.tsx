import type { SiteMessageKey } from '../i18n/messages.ts';
import { useSite } from './SiteContext.tsx';

/** The page's loader: a pitch-coloured block where the hero will be, with a spinning ball. */
export function PageLoader({ label = 'loading' }: { label?: SiteMessageKey }) {
  const { t } = useSite();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="ball-spinner" aria-hidden="true" />
      <p>{t(label)}</p>
    </div>
  );
}
