import { Link } from 'react-router-dom';
import { PageHead } from '../page/PageHead.tsx';
import { RichText } from '../components/RichText.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { pageDescription, usePage } from './usePage.ts';
import './plainPage.css';

/** Cookies and Privacy: 'Back to Main Page', the title and the text. */
export default function LegalPage() {
  const { route } = useSite();
  return route.page === 'privacy' ? <PolicyPage pageKey="privacy" /> : <PolicyPage pageKey="cookies" />;
}

function PolicyPage({ pageKey }: { pageKey: 'cookies' | 'privacy' }) {
  const { lang, t, href } = useSite();
  const { content } = usePage(pageKey);
  const title = localized(content, 'title', lang);
  return (
    <article className="plain-page">
      <PageHead title={title || undefined} description={pageDescription(localized(content, 'text', lang))} />
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
