import { Link } from 'react-router-dom';
import { PageHead } from '../page/PageHead.tsx';
import { useSite } from '../page/SiteContext.tsx';
import './plainPage.css';

/** Any path no menu item routes to; the server answers it with 404. */
export default function NotFoundPage() {
  const { t, href } = useSite();
  return (
    <section className="plain-page">
      <PageHead title={t('notFound')} noindex />
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
