// Preview before publishing: staff see a draft or scheduled article, or a page
// editor's unsaved changes, as the public site shows them, at the site's own address under
// PREVIEW_PREFIX. The site server answers those addresses with an empty, noindex page (never
// any data); the browser reads the content with the staff member's own session, so row level
// security decides what it may show, and unsaved changes travel from the editor's window to
// the preview's window in the browser (BroadcastChannel), never through a server.
import { LANGUAGES, withLanguage, type Lang } from './languages.ts';
import { PAGE_KEYS, type PageKey } from './constants.ts';

/** The preview of the public page at `/x` is at `/preview/x` (the language prefix included). */
export const PREVIEW_PREFIX = '/preview';

/**
 * Where the back office keeps its session in the browser (localStorage, this origin): the
 * preview reads the staff member's access token from it, and sends it with its own requests.
 */
export const ADMIN_AUTH_STORAGE_KEY = 'academy-admin-auth';

/** The name of the browser channel on which editors and preview windows talk. */
export const PREVIEW_CHANNEL = 'academy-preview';

/** The query parameter naming the editor whose unsaved changes a preview shows. */
export const DRAFT_PARAM = 'draft';

/** A draft's name: random, so two editors (or two tabs of one) never answer for each other. */
const DRAFT_ID = /^[A-Za-z0-9-]{8,64}$/;

export function isDraftId(value: unknown): value is string {
  return typeof value === 'string' && DRAFT_ID.test(value);
}

/** A new draft name for an editor (one per editor screen). */
export function newDraftId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The preview address of a public path ('/es/news/7' -> '/preview/es/news/7'), with the name of
 * the editor whose unsaved changes it shows, if any.
 */
export function previewPath(publicPath: string, draft?: string): string {
  const path = publicPath.startsWith('/') ? publicPath : `/${publicPath}`;
  const base = `${PREVIEW_PREFIX}${path === '/' ? '' : path}`;
  return draft ? `${base}?${DRAFT_PARAM}=${encodeURIComponent(draft)}` : base;
}

/** The public path a preview address shows ('/preview/es/news/7' -> '/es/news/7'), or null. */
export function publicPathOfPreview(pathname: string): string | null {
  if (pathname === PREVIEW_PREFIX || pathname === `${PREVIEW_PREFIX}/`) return '/';
  if (!pathname.startsWith(`${PREVIEW_PREFIX}/`)) return null;
  return pathname.slice(PREVIEW_PREFIX.length);
}

/** What an article preview may take from an editor: the article's own fields. */
export const ARTICLE_DRAFT_FIELDS = [
  'title_en',
  'title_es',
  'title_ru',
  'text_en',
  'text_es',
  'text_ru',
  'preview_image_url',
  'publish_date',
  'status',
] as const;
export type ArticleDraft = Partial<Record<(typeof ARTICLE_DRAFT_FIELDS)[number], string | null>>;

/** The unsaved state of an editor, as it travels to a preview window. */
export type PreviewDraft =
  | { kind: 'page'; key: PageKey; content: Record<string, unknown> }
  | { kind: 'article'; id: number; fields: ArticleDraft };

/** The messages of the preview channel. */
export type PreviewMessage =
  /** A preview window asks the editor named `draft` for its unsaved state. */
  | { type: 'ask'; draft: string }
  /** An editor's unsaved state (an answer, or sent again whenever it changes). */
  | { type: 'draft'; draft: string; state: PreviewDraft }
  /** The editor closed (or saved and left): the preview shows what is saved. */
  | { type: 'gone'; draft: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDraft(value: unknown): PreviewDraft | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'page') {
    if (!(PAGE_KEYS as readonly unknown[]).includes(value.key) || !isRecord(value.content)) return null;
    return { kind: 'page', key: value.key as PageKey, content: value.content };
  }
  if (value.kind === 'article') {
    if (typeof value.id !== 'number' || !Number.isSafeInteger(value.id) || !isRecord(value.fields))
      return null;
    const fields: ArticleDraft = {};
    for (const name of ARTICLE_DRAFT_FIELDS) {
      const field = value.fields[name];
      if (typeof field === 'string' || field === null) fields[name] = field;
    }
    return { kind: 'article', id: value.id, fields };
  }
  return null;
}

/**
 * A message from the channel, checked (anything a page of the same origin posts arrives here),
 * or null when it is not one of ours.
 */
export function readPreviewMessage(data: unknown): PreviewMessage | null {
  if (!isRecord(data) || !isDraftId(data.draft)) return null;
  if (data.type === 'ask' || data.type === 'gone') return { type: data.type, draft: data.draft };
  if (data.type === 'draft') {
    const state = readDraft(data.state);
    return state ? { type: 'draft', draft: data.draft, state } : null;
  }
  return null;
}

/** The preview of a public page in each language ('/news/7' -> /preview/news/7, /preview/es/news/7, ...). */
export function previewLinks(publicPath: string, draft?: string): { lang: Lang; href: string }[] {
  return LANGUAGES.map((lang) => ({ lang, href: previewPath(withLanguage(publicPath, lang), draft) }));
}
