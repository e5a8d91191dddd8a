import { Link } from 'react-router-dom';
import { RichText } from '../components/RichText.tsx';
import { PageLoader } from '../frame/PageLoader.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized } from '../shared.ts';
import { dataOf, useDocumentTitle, usePageContent, usePageReady } from './usePage.ts';

/** Cookies and Privacy (SPEC §2.3): 'Back to Main Page', the title and the text. */
export default function LegalPage() {
  const { lang, t, href, route } = useSite();
  const key = route.page === 'privacy' ? 'privacy' : 'cookies';
  const page = usePageContent(key);
  const content = dataOf(page);
  const title = localized(content, 'title', lang);
  useDocumentTitle(title || undefined);
  if (!usePageReady(page)) return <PageLoader />;

  return (
    <article className="plain-page">
      <div className="container container--narrow">
        <Link className="back-link" to={href('/')}>
          <span aria-hidden="true">← </span>
          {t('backToMain')}
        </Link>
        <h1>{title}</h1>
        <RichText html={localized(content, 'text', lang)} />
      </div>
    </article>
  );
}
