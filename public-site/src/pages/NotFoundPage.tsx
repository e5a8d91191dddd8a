import { Link } from 'react-router-dom';
import { useSite } from '../frame/SiteContext.tsx';
import { useDocumentTitle } from './usePage.ts';

/** Any path no menu item routes to (SPEC §2.1). */
export default function NotFoundPage() {
  const { t, href } = useSite();
  useDocumentTitle(t('notFound'));
  return (
    <section className="plain-page">
      <div className="container container--narrow plain-page__box">
        <p className="plain-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound')}</h1>
        <p>{t('notFoundText')}</p>
        <Link className="button button--primary" to={href('/')}>
          {t('backToMain')}
        </Link>
      </div>
    </section>
  );
}
