import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HEADER_COMPACT_SCROLL_PX } from '@academy/shared/constants.ts';
import { localized } from '@academy/shared/localized.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { useHeaderLayout } from './useHeaderLayout.ts';
import { useScrolledPast } from './useScrolled.ts';
import './Header.css';
import { useRegistrationOpen } from '../registration/useRegistration.ts';
import { REGISTRATION_PATH } from '@academy/shared/registrationPaths.ts';

// Pages that open with a full-bleed hero: the header floats over it until the visitor scrolls.
const HERO_PAGES = new Set([
  'index',
  'about',
  'team',
  'venues',
  'subscriptions',
  'news',
  'contacts',
  'camps',
  'campus',
]);

/**
 * Logo, Header menu, language switcher and 'Join Us'; compact after 50 px of scroll. The menu
 * moves behind a button when its titles do not fit beside the rest (measured: watchHeaderLayout).
 */
export function Header() {
  const { frame, t, lang, languages, route, routes, href, path, settings } = useSite();
  const compact = useScrolledPast(HEADER_COMPACT_SCROLL_PX);
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const items = frame.menu_items.filter((item) => item.type === 'Header');
  // What the header's width depends on: measured again when any of it changes.
  const measured = [lang, compact, ...languages, ...items.map((item) => localized(item, 'title', lang))];
  const layout = useHeaderLayout(headerRef, barRef, measured.join('|'));
  const name = t('academyName');
  const contacts = routes.find((r) => r.page === 'contacts');
  // While families can register online, Join Us is the registration form (which the server
  // makes, with its tokens: a document load, never a navigation inside the browser).
  const registrationOpen = useRegistrationOpen();
  const joinHref = registrationOpen
    ? href(REGISTRATION_PATH)
    : contacts
      ? href(contacts.path)
      : settings.whatsapp_link || href('/');

  // The menu closes when the visitor lands on another page, and when the whole menu fits.
  useEffect(() => setOpen(false), [path, lang]);
  useEffect(() => {
    if (layout === 'full') setOpen(false);
  }, [layout]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuRef.current?.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const overHero = HERO_PAGES.has(route.page) && !compact && !open;
  const className = [
    'site-header',
    compact ? 'is-compact' : '',
    overHero ? 'is-over-hero' : '',
    open ? 'is-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header
      ref={headerRef}
      className={className}
      data-compact={compact ? 'true' : 'false'}
      data-layout={layout ?? undefined}
    >
      <div ref={barRef} className="site-header__bar container">
        <Link className="site-header__logo" to={href('/')} aria-label={t('homeLinkLabel', { name })}>
          <Logo />
          <span className="site-header__name" aria-hidden="true">
            {name}
          </span>
        </Link>
        <nav className="site-header__nav" aria-label={t('mainNavigation')}>
          <NavLinks items={items} className="nav-links" />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <Link
            className="button button--primary site-header__join"
            to={joinHref}
            reloadDocument={registrationOpen}
          >
            {t('joinUs')}
          </Link>
          {/* A disclosure the browser opens and closes by itself, so the menu works without script;
              the script only closes it on navigation, on Escape and when the whole menu fits. The
              panel hangs below the bar (Header.css). */}
          <details
            ref={menuRef}
            className="site-header__menu"
            open={open}
            onToggle={(event) => setOpen(event.currentTarget.open)}
          >
            <summary className="site-header__toggle">
              <span className="burger" aria-hidden="true" />
              {/* Both names are in the page; the stylesheet shows the one that applies. */}
              <span className="sr-only" data-menu-label="open">
                {t('openMenu')}
              </span>
              <span className="sr-only" data-menu-label="close">
                {t('closeMenu')}
              </span>
            </summary>
            <div className="mobile-menu">
              <nav aria-label={t('mainNavigation')}>
                <NavLinks items={items} className="mobile-menu__links" />
              </nav>
              <div className="mobile-menu__footer">
                <LanguageSwitcher />
                <Link className="button button--primary" to={joinHref} reloadDocument={registrationOpen}>
                  {t('joinUs')}
                </Link>
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
