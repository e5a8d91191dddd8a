import type { RoutePage } from '../routing/siteRoutes.ts';

/**
 * The module of each page's component, relative to `src/` (one chunk each: a visitor downloads
 * the code of the pages they open). The cookie and privacy policies share one component. The
 * browser loads a page's module by this name (pages.tsx), and the site server names the same
 * chunks in a hydrated page's head, so they arrive with the page (server/manifest.ts).
 */
export const PAGE_FILES: Readonly<Record<RoutePage, string>> = {
  index: 'pages/HomePage.tsx',
  about: 'pages/AboutPage.tsx',
  team: 'pages/TeamPage.tsx',
  venues: 'pages/VenuesPage.tsx',
  subscriptions: 'pages/SubscriptionsPage.tsx',
  news: 'pages/NewsListPage.tsx',
  'news-detail': 'pages/NewsDetailPage.tsx',
  contacts: 'pages/ContactsPage.tsx',
  camps: 'pages/CampsPage.tsx',
  campus: 'pages/CampusPage.tsx',
  cookies: 'pages/LegalPage.tsx',
  privacy: 'pages/LegalPage.tsx',
  legal: 'pages/LegalNoticePage.tsx',
  'not-found': 'pages/NotFoundPage.tsx',
  registration: 'registration/RegistrationPage.tsx',
  'registration-answer': 'registration/AnswerPage.tsx',
  'registration-manage': 'registration/ManagePage.tsx',
};
