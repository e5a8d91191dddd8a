import { Link } from 'react-router-dom';
import { loadCatalog } from '../i18n/messages.ts';
import { browserStorage, storePreferredLanguage } from '../i18n/preference.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { withLanguage } from '@academy/shared/languages.ts';
import { useSite } from '../page/SiteContext.tsx';

/**
 * The offered languages as links to the same page in each language; choosing one stores it as
 * the visitor's preference, so their next visit to an unprefixed URL opens in it. A page loads
 * only its own language's texts; another language's are fetched when the visitor reaches for
 * its link (pointer over it, a touch, keyboard focus), so the switch rarely waits for them.
 */
export function LanguageSwitcher() {
  const { frame, languages, lang, path, t } = useSite();
  if (languages.length < 2) return null;
  return (
    <ul className="lang-switcher" aria-label={t('languageSwitcher')}>
      {languages.map((code) => {
        const current = code === lang;
        const name = frame.languages.find((language) => language.code === code)?.name ?? code;
        return (
          <li key={code}>
            <Link
              to={withLanguage(path, code)}
              hrefLang={code}
              lang={code}
              aria-current={current ? 'true' : undefined}
              className={current ? 'is-current' : undefined}
              onClick={() => storePreferredLanguage(browserStorage(), code)}
              onPointerEnter={() => prefetch(code)}
              onTouchStart={() => prefetch(code)}
              onFocus={() => prefetch(code)}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="sr-only">{name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Fetches a language's texts ahead of a switch; a failure is retried by the switch itself. */
function prefetch(code: Lang): void {
  void loadCatalog(code).catch(() => undefined);
}
