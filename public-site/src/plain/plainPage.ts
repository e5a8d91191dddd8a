// The script of a plain page: a page whose content is text, pictures, links and forms that post
// (home, about, coaches, venues, programmes, the campus, camps, the news list, an article,
// contacts, the legal pages, the missing page). The server's HTML is the page; this script gives
// the frame around it the same behaviour the app gives it elsewhere, and the few parts of a page
// that need a script theirs (the hero video, the partner strip, the gallery, the campus chooser,
// the map, the enquiry form's token, 'More news'), without React, a router or any data: a phone
// runs a few kilobytes instead of hydrating the whole page.
// Links are plain links (the next page comes whole from the server, usually from its cache).
import { HEADER_COMPACT_SCROLL_PX } from '@academy/shared/constants.ts';
import {
  CONSENT_CHOICE_EVENT,
  CONSENT_CHOSEN_ATTRIBUTE,
  consentCookie,
  isConsentChoice,
  readConsent,
} from '@academy/shared/consent.ts';
import { isLang, splitLanguagePath } from '@academy/shared/languages.ts';
import { watchHeaderLayout } from '../frame/headerLayout.ts';
import { enhanceGallery } from '../components/gallery.ts';
import { HERO_VIDEO_ATTRIBUTE, startHeroVideo } from '../components/heroVideo.ts';
import { startPartnerStrip } from '../components/partnerStrip.ts';
import { enhanceCampusChooser } from './campusPage.ts';
import { enhanceEnquiryForm, enhanceMap } from './contactsPage.ts';
import { enhanceMoreNews } from './newsList.ts';
import {
  browserStorage,
  preferredLanguageRedirect,
  readPreferredLanguage,
  storePreferredLanguage,
} from '../i18n/preference.ts';

/** The page is the script's: stories wait for this mark (the app sets it once hydrated). */
const READY_ATTRIBUTE = 'data-hydrated';

/**
 * Starts a plain page. Returns false when the page was left for the visitor's stored language
 * (nothing else is started then).
 */
export function startPlainPage(doc: Document = document): boolean {
  const win = doc.defaultView!;
  if (followPreferredLanguage(doc, win)) return false;
  const header = doc.querySelector<HTMLElement>('header.site-header');
  if (header) enhanceHeader(header, doc, win);
  enhanceConsent(doc, win);
  enhanceMap(doc);
  enhanceEnquiryForm(doc, win);
  enhanceMoreNews(doc, win);
  enhanceCampusChooser(doc);
  enhanceHome(doc, win);
  liftLoader(doc, win);
  doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
  return true;
}

/** The languages this site offers: those its language links lead to. */
function offeredLanguages(doc: Document): string[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('.lang-switcher a[hreflang]')].map(
    (link) => link.hreflang,
  );
}

/**
 * A visitor who chose Spanish or Russian before is taken there from an unprefixed address (the
 * server cannot know what the browser stored). Choosing a language stores it.
 */
function followPreferredLanguage(doc: Document, win: Window): boolean {
  const { pathname, search, hash } = win.location;
  const to = preferredLanguageRedirect(pathname, readPreferredLanguage(browserStorage(win)));
  if (to && offeredLanguages(doc).includes(splitLanguagePath(to).lang)) {
    win.location.replace(`${to}${search}${hash}`);
    return true;
  }
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('.lang-switcher a[hreflang]');
    const lang = link?.getAttribute('hreflang');
    if (isLang(lang)) storePreferredLanguage(browserStorage(win), lang);
  });
  return false;
}

/**
 * The header: compact after 50 px of scroll (and no longer over the hero), the menu behind its
 * button when the titles do not fit. The menu is a disclosure the browser opens and closes by
 * itself; the script closes it on Escape (giving the focus back to its button) and when the
 * whole menu fits.
 */
function enhanceHeader(header: HTMLElement, doc: Document, win: Window): void {
  const bar = header.querySelector<HTMLElement>('.site-header__bar');
  const menu = header.querySelector<HTMLDetailsElement>('details.site-header__menu');
  const toggle = menu?.querySelector<HTMLElement>('summary');
  // The server renders every page scrolled to the top with the menu closed: a page that opens
  // with a hero has the header over it then.
  const heroPage = header.classList.contains('is-over-hero');
  let compact = false;

  const show = () => {
    const open = menu?.open === true;
    header.classList.toggle('is-compact', compact);
    header.classList.toggle('is-over-hero', heroPage && !compact && !open);
    header.classList.toggle('is-open', open);
    header.dataset.compact = compact ? 'true' : 'false';
  };
  const close = () => {
    if (menu) menu.open = false;
    show();
  };

  // The layout is measured anew when the header turns compact or back (its parts change size).
  let stopWatching = () => {};
  const watch = () => {
    stopWatching();
    if (bar)
      stopWatching = watchHeaderLayout(header, bar, (layout) => {
        if (layout === 'full' && menu?.open) close();
      });
  };
  const onScroll = () => {
    const past = win.scrollY > HEADER_COMPACT_SCROLL_PX;
    if (past === compact) return;
    compact = past;
    show();
    watch();
  };
  // The position is read on scroll only: the server renders every page at the top, and a
  // position the browser restores (a reload, an anchor) comes with a scroll event. Reading it
  // now would make the browser lay the page out inside this script's task.
  show();
  watch();
  win.addEventListener('scroll', onScroll, { passive: true });

  menu?.addEventListener('toggle', show);
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu?.open) return;
    close();
    toggle?.focus();
  });
}

/**
 * The cookie banner: a choice is stored in the browser without a reload (without script the
 * form goes to the site server, which stores it and sends the visitor back); "Cookie settings"
 * in the footer opens it again with the current choice, and Escape or Close closes it.
 */
function enhanceConsent(doc: Document, win: Window): void {
  const banner = doc.querySelector<HTMLElement>('.consent-banner');
  if (!banner) return;
  const form = banner.querySelector('form');
  const close = banner.querySelector<HTMLButtonElement>('.consent-banner__close');
  const reopenedClass = 'consent-banner--reopened';

  const showChoice = () => {
    const choice = readConsent(doc.cookie);
    for (const line of banner.querySelectorAll<HTMLElement>('[data-choice]'))
      line.hidden = line.dataset.choice !== choice;
    if (close) close.hidden = !(choice && banner.classList.contains(reopenedClass));
  };
  const closeSettings = () => {
    banner.classList.remove(reopenedClass);
    showChoice();
  };

  form?.addEventListener('submit', (event) => {
    const choice = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isConsentChoice(choice)) return;
    event.preventDefault();
    doc.cookie = consentCookie(choice, win.location.protocol === 'https:');
    doc.documentElement.setAttribute(CONSENT_CHOSEN_ATTRIBUTE, '');
    closeSettings();
    doc.dispatchEvent(
      new (win as Window & typeof globalThis).CustomEvent(CONSENT_CHOICE_EVENT, { detail: choice }),
    );
  });
  close?.addEventListener('click', closeSettings);
  doc.querySelector('.site-footer__cookies')?.addEventListener('click', (event) => {
    // In place: the link's address is for a browser without script.
    event.preventDefault();
    banner.classList.add(reopenedClass);
    showChoice();
    banner.focus();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && banner.classList.contains(reopenedClass)) closeSettings();
  });
}

/** The home page's hero video, partner strip and gallery: the app's own functions, on this HTML. */
function enhanceHome(doc: Document, win: Window): void {
  const hero = doc.querySelector<HTMLElement>(`.hero[${HERO_VIDEO_ATTRIBUTE}]`);
  if (hero) startHeroVideo(hero, win);
  const strip = doc.querySelector<HTMLElement>('.partner-strip__viewport');
  if (strip) startPartnerStrip(strip, win);
  const gallery = doc.querySelector<HTMLElement>('.gallery');
  if (gallery) enhanceGallery(gallery, win);
}

/**
 * The loader over the first view: a CSS animation lifts it after the site's minimum time even
 * without script; the script takes it out of the page after that same time, as the app does.
 */
function liftLoader(doc: Document, win: Window): void {
  const cover = doc.querySelector<HTMLElement>('.page-loader--cover');
  if (!cover) return;
  const ms = parseFloat(cover.style.getPropertyValue('--loader-ms')) || 0;
  win.setTimeout(() => cover.remove(), ms);
}
