import { Link, useLocation } from 'react-router-dom';
import { browserStorage, storePreferredLanguage } from '../i18n/preference.ts';
import { isLang, withLanguage } from '../shared.ts';
import { useSite } from './SiteContext.tsx';

/**
 * The active languages as links to the same page in each language; choosing one stores it as
 * the visitor's preference (SPEC §4), so their next visit to an unprefixed URL opens in it.
 */
export function LanguageSwitcher() {
  const { frame, lang, path, t } = useSite();
  const location = useLocation();
  const languages = frame.languages.filter((l) => isLang(l.code));
  if (languages.length < 2) return null;
  return (
    <ul className="lang-switcher" aria-label={t('languageSwitcher')}>
      {languages.map((language) => {
        const code = language.code;
        if (!isLang(code)) return null;
        const current = code === lang;
        return (
          <li key={code}>
            <Link
              to={`${withLanguage(path, code)}${location.search}`}
              hrefLang={code}
              lang={code}
              aria-current={current ? 'true' : undefined}
              className={current ? 'is-current' : undefined}
              onClick={() => storePreferredLanguage(browserStorage(), code)}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="sr-only">{language.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
