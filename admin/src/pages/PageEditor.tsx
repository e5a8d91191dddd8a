import { useState } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  COMPONENT_OF_PAGE,
  LANGUAGES,
  newDraftId,
  parsePageContent,
  withLanguage,
  type Json,
  type PageKey,
} from '@academy/shared';
import { EditWithHistory } from '../history/EditWithHistory.tsx';
import type { VersionProblem } from '../history/HistoryItemCard.tsx';
import { EditorCard } from '../kit/EditorCard.tsx';
import { LocalizedInputs } from '../kit/LocalizedInputs.tsx';
import { PreviewDraftSender } from '../preview/PreviewDraftSender.tsx';
import { PreviewLinks } from '../preview/PreviewLinks.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { pageFormToRow, pageLayout, pageRecordToForm, pageValidator } from './pageForm.ts';
import { ListInput, NodeInput, localizedField, useFieldLabel } from './PageInputs.tsx';

/** The page's url from the menu (home when it has none). */
function usePagePath(pageKey: PageKey): string {
  const { client } = useServices();
  const component = COMPONENT_OF_PAGE[pageKey];
  const { data: path = '/' } = useQuery({
    queryKey: ['menu_items', 'url-of', component],
    queryFn: async () => {
      if (component === 'index') return '/';
      const { data } = await client
        .from('menu_items')
        .select('url')
        .eq('component_key', component)
        .order('sort_order')
        .limit(1);
      return data?.[0]?.url || '/';
    },
    staleTime: 60_000,
  });
  return path;
}

/**
 * 'View on site' in each language, and 'Preview' of the unsaved changes in each language (the
 * editor named `draft` sends them to the preview's window).
 */
function SiteLinks({ pageKey, draft }: { pageKey: PageKey; draft: string }) {
  const path = usePagePath(pageKey);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <PreviewLinks path={path} draft={draft} />
      <ViewOnSite path={path} />
    </Stack>
  );
}

function ViewOnSite({ path }: { path: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{translate('app.pages.view_on_site')}</Typography>
      {LANGUAGES.map((lang) => (
        <Link
          key={lang}
          href={withLanguage(path, lang)}
          target="_blank"
          rel="noopener noreferrer"
          // The name holds the code written on the link ('ES'), so voice control finds it by it.
          aria-label={translate('app.pages.view_in', {
            language: `${translate(`app.language_names.${lang}`)} (${lang.toUpperCase()})`,
          })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}
        >
          {lang.toUpperCase()}
          <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden="true" />
        </Link>
      ))}
    </Stack>
  );
}

/**
 * Why a recorded version of a page no longer fits its schema (the first issue, at its field), or
 * null: the history panel offers "Restore" only for versions the editor could save itself.
 */
export function pageVersionProblem(pageKey: PageKey, version: Record<string, Json>): VersionProblem | null {
  const result = parsePageContent(pageKey, version.content);
  if (result.ok) return null;
  const issue = result.issues[0]!;
  return {
    path: issue.path ? `content.${issue.path}` : 'content',
    message: `app.validation.${issue.code}`,
    args: issue.params,
  };
}

/**
 * The editor of one page, generated from its description (shared/src/pageShapes.ts): localized
 * texts in the language sections, localized lists in each language's section, and the images,
 * dates and lists shared by all languages below. Validation is the page's schema.
 */
export function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const layout = pageLayout(pageKey);
  const label = useFieldLabel();
  const texts = layout.texts.map((f) => localizedField(f.base, f.node, f.required, label(f.base)));
  const openWhen = [...layout.texts, ...layout.lists].map((f) => f.base);
  // This editor's name for its preview windows (its unsaved changes travel to them by name).
  const [draft] = useState(newDraftId);
  return (
    <EditWithHistory
      resource="pages"
      table="pages"
      id={pageKey}
      texts={{
        title: `app.pages.names.${pageKey}`,
        saved: 'app.pages.saved',
        saveFailed: 'app.pages.save_failed',
        loadFailed: 'app.pages.load_failed',
      }}
      // A page has no list: the way back leads to the dashboard.
      backPath="/"
      backLabel="app.common.back_to_admin"
      redirectTo={false}
      openWhen={openWhen}
      queryOptions={{ select: pageRecordToForm }}
      transform={pageFormToRow(pageKey)}
      validate={(sections) => pageValidator(pageKey, sections)}
      headerExtra={<SiteLinks pageKey={pageKey} draft={draft} />}
      versionProblem={(version) => pageVersionProblem(pageKey, version)}
      maxWidth={1040}
    >
      <PreviewDraftSender
        draft={draft}
        toState={(values) => ({
          kind: 'page',
          key: pageKey,
          content: pageFormToRow(pageKey)(values).content,
        })}
      />
      <LocalizedInputs
        fields={texts}
        extraFields={layout.lists.map((f) => f.base)}
        extra={(lang) =>
          layout.lists.map((f) =>
            f.node.kind === 'list' ? (
              <ListInput key={f.base} name={`${f.base}_${lang}`} node={f.node} />
            ) : null,
          )
        }
      />
      {layout.plain.length > 0 && (
        <EditorCard title="app.pages.shared_fields">
          {layout.plain.map((f) => (
            <NodeInput key={f.name} name={f.name} node={f.node} />
          ))}
        </EditorCard>
      )}
    </EditWithHistory>
  );
}
