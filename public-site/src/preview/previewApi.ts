import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@academy/shared/database.types.ts';
import { normalizeFrame } from '../data/api.ts';
import type { SiteClient } from '../data/client.ts';
import type { PageRequest } from '../data/pageRequest.ts';
import type { PageData, SiteFrame } from '../data/types.ts';
import { PreviewRefused } from './previewData.ts';
import type { StaffToken } from './staffSession.ts';

/** The staff member's token now, or why the preview cannot ask for anything. */
function tokenOrRefusal(token: () => StaffToken): string {
  const current = token();
  if ('token' in current) return current.token;
  throw new PreviewRefused(current.problem === 'expired' ? 'session-ended' : 'not-staff');
}

/**
 * The preview's REST client: the public key identifies the project, and every request carries
 * the staff member's own access token, read afresh each time (the back office refreshes it).
 */
export function createPreviewClient(
  config: { supabaseUrl: string; anonKey: string },
  token: () => StaffToken,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): SiteClient {
  return new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
    headers: { apikey: config.anonKey },
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${tokenOrRefusal(token)}`);
      return fetchImpl(input, { ...init, headers });
    },
  });
}

function refusalOf(error: { code?: string }, status: number): PreviewRefused | null {
  if (error.code === '42501') return new PreviewRefused('not-staff');
  // An expired or revoked token (PostgREST answers 401 with PGRST301/PGRST303).
  if (status === 401 || error.code === 'PGRST301' || error.code === 'PGRST303')
    return new PreviewRefused('session-ended');
  return null;
}

/** The preview's calls: the frame, a page as preview_page_data() gives it, and an article's visibility. */
export interface PreviewApi {
  frame(): Promise<SiteFrame>;
  page(request: PageRequest | null): Promise<PageData>;
  /** Would visitors see an article of this status and publish date now (news_is_visible)? */
  isVisible(status: string, publishDate: string): Promise<boolean>;
}

/**
 * The preview's calls with the staff member's session. Without a usable token nothing is asked
 * (PreviewRefused); a refusal of the database (not staff, session ended) is a PreviewRefused too.
 */
export function createPreviewApi(client: SiteClient, token: () => StaffToken): PreviewApi {
  return {
    frame: async () => {
      tokenOrRefusal(token);
      const { data, error, status } = await client.rpc('site_frame');
      if (error) throw refusalOf(error, status) ?? new Error(`site_frame: ${error.message}`);
      return normalizeFrame(data);
    },
    page: async (request) => {
      tokenOrRefusal(token);
      const { data, error, status } = await client.rpc('preview_page_data', {
        p_key: request?.key ?? undefined,
        p_news_offset: request?.newsOffset ?? 0,
        p_news_limit: request?.newsLimit ?? 0,
        p_article_id: request?.articleId ?? undefined,
      });
      if (error) throw refusalOf(error, status) ?? new Error(`preview_page_data: ${error.message}`);
      return data as unknown as PageData;
    },
    isVisible: async (articleStatus, publishDate) => {
      tokenOrRefusal(token);
      const { data, error, status } = await client.rpc('news_is_visible', {
        p_status: articleStatus as never,
        p_publish_date: publishDate,
      });
      if (error) throw refusalOf(error, status) ?? new Error(`news_is_visible: ${error.message}`);
      return data === true;
    },
  };
}
