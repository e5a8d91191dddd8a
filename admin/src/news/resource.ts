import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** Articles: created and edited by every staff member, searched by title in any language. */
export default {
  name: 'news',
  table: 'news',
  label: 'app.menu.news',
  access: { Admin: MANAGE, Editor: MANAGE },
  menu: { group: 'content', order: 10 },
  // An article's details at /news/{id}, its editor at /news/{id}/edit.
  paths: { create: 'create', show: ':id', edit: ':id/edit' },
  list: {
    // news_search(p_q) reads the titles' trigram indexes; the list of thousands is counted by estimate.
    searchFunction: 'news_search',
    count: 'estimated',
  },
  // Whether visitors see the article now: the database's own rule (news_is_visible), never re-derived here.
  columns: ['*', 'is_visible'],
  bucket: 'news',
  dashboard: {
    quickLink: 1,
    figures: [
      { card: 'news', label: 'app.dashboard.published', value: (f) => f.news.published },
      { card: 'news', label: 'app.dashboard.scheduled', value: (f) => f.news.scheduled },
      { card: 'news', label: 'app.dashboard.drafts', value: (f) => f.news.draft },
    ],
  },
} satisfies ResourceDefinition;
