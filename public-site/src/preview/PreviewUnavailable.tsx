import { useEffect } from 'react';
import { withLanguage, type Lang } from '@academy/shared/languages.ts';
import { translator } from '../i18n/messages.ts';
import '../pages/plainPage.css';
import './preview.css';

/**
 * What a preview address shows to anyone who is not signed-in staff (a visitor who was sent the
 * address, or staff whose session ended): that it is not available, and nothing else. The
 * document is noindex (the site server says so too).
 */
export function PreviewUnavailable({ lang, reason }: { lang: Lang; reason: 'not-staff' | 'session-ended' }) {
  const t = translator(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = `${t('previewUnavailable')} | ${t('academyName')}`;
  }, [lang, t]);
  return (
    <main id="main" className="plain-page preview-unavailable">
      <div className="container container--narrow plain-page__box">
        <h1>{t('previewUnavailable')}</h1>
        <p>{t(reason === 'session-ended' ? 'previewSessionEnded' : 'previewUnavailableText')}</p>
        <p className="preview-unavailable__actions">
          <a className="button button--primary" href={withLanguage('/', lang)}>
            {t('backToMain')}
          </a>
          {reason === 'session-ended' && <a href="/login">{t('previewSignIn')}</a>}
        </p>
      </div>
    </main>
  );
}
