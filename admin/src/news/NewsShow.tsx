import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Confirm,
  ShowBase,
  Title,
  useBasename,
  useDelete,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LOCALES, isLang, previewPath, resolveMediaUrl, type Lang } from '@academy/shared';
import { cleanRichText } from '../editor/richText.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { LanguageChips } from '../kit/LanguageChips.tsx';
import { LoadFailure } from '../kit/LoadFailure.tsx';
import { PageLoader } from '../kit/PageLoader.tsx';
import { SECTION_ORDER } from '../kit/sections.tsx';
import { editPath, listPath } from '../model/resourceDefinition.ts';
import { SaveError } from '../providers/saveErrors.ts';
import { useServices } from '../platform/ServicesContext.ts';
import type { Article } from './article.ts';
import news from './resource.ts';
import { StatusChip } from './StatusChip.tsx';
import { useArticleUrls } from './useNewsUrl.ts';

function LanguageBlock({ record, lang }: { record: Article; lang: Lang }) {
  const translate = useTranslate();
  const title = record[`title_${lang}`];
  // Rich text is cleaned when it is saved and again when it is shown.
  const html = useMemo(() => cleanRichText(record[`text_${lang}`]), [record, lang]);
  return (
    <Box component="section" aria-label={translate(`app.languages.${lang}`)} sx={{ py: 2 }}>
      <Typography component="h2" variant="overline" color="text.secondary">
        {translate(`app.languages.${lang}`)}
      </Typography>
      {title || html ? (
        <>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {html && <Box sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: html }} />}
        </>
      ) : (
        <Typography color="text.secondary">
          {translate('app.languages.missing', { language: lang.toUpperCase() })}
        </Typography>
      )}
    </Box>
  );
}

/** /admin/news/{id}: the article in every language, its status and date, and its public addresses. */
export function NewsShow() {
  const basename = useBasename();
  return (
    <ShowBase
      resource={news.name}
      queryOptions={{ retry: false, onError: () => undefined }}
      loading={<PageLoader />}
      error={
        <LoadFailure
          title="app.news.title"
          message="app.news.load_failed"
          listPath={`${basename}${listPath(news)}`}
        />
      }
    >
      <ArticleDetails />
    </ShowBase>
  );
}

/** Back to the list, and the article's History, Delete (after a confirmation) and Edit. */
function ArticleActions({ record }: { record: Article }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleteOne, { isPending: deleting }] = useDelete<Article>();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<SaveError | null>(null);
  const remove = () => {
    setConfirming(false);
    setRefusal(null);
    deleteOne(
      news.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.news.deleted', { type: 'success' });
          navigate(`${basename}${listPath(news)}`);
        },
        onError: (error) =>
          setRefusal(error instanceof SaveError ? error : new SaveError('app.news.delete_failed')),
      },
    );
  };
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Button component={RouterLink} to={`${basename}${listPath(news)}`} startIcon={<ArrowBackIcon />}>
          {translate('app.common.back_to_list')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          <HistoryButton table={news.table} rowId={String(record.id)} />
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            {translate('app.news.delete')}
          </Button>
          <Button
            component={RouterLink}
            to={`${basename}${editPath(news, record.id)}`}
            variant="contained"
            startIcon={<EditIcon />}
          >
            {translate('app.common.edit')}
          </Button>
        </Stack>
      </Stack>
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ my: 1 }}>
          {translate(refusal.message, refusal.args)}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        title="app.news.delete_confirm_title"
        content="app.news.delete_confirm"
        confirm="app.common.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The article's public addresses in each language. An article visitors do not see (a draft,
 * archived or scheduled, as the database says with `is_visible`) opens in the preview instead.
 */
function SiteAddresses({ record }: { record: Article }) {
  const translate = useTranslate();
  const urls = useArticleUrls(record.id);
  const unpublished = record.is_visible !== true;
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent>
        {/* A section of the article's page: the heading level after its h1. */}
        <Typography component="h2" variant="subtitle2" sx={{ mb: unpublished ? 0.5 : 1 }}>
          {translate('app.news.view_on_site')}
        </Typography>
        {unpublished && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.news.preview_note')}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {urls.map(({ lang, url }) => (
            <Link
              key={lang}
              href={unpublished ? previewPath(url) : url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', gap: 0.5 }}
            >
              {translate('app.news.view_in', { language: lang.toUpperCase() })}
              <OpenInNewIcon fontSize="small" aria-hidden="true" />
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ArticleDetails() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { config } = useServices();
  const record = useRecordContext<Article>();
  if (!record) return null;
  const image = resolveMediaUrl(record.preview_image_url, config.supabaseUrl);
  const date = new Intl.DateTimeFormat(LOCALES[isLang(locale) ? locale : 'en'], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(record.publish_date));
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', my: 2 }}>
      <Title title="app.news.title" />
      <ArticleActions record={record} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {record.title_en}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1, flexWrap: 'wrap' }}>
        <StatusChip record={record} />
        <Typography variant="body2">
          {translate('resources.news.fields.publish_date')}:{' '}
          <time dateTime={record.publish_date}>{date}</time>
        </Typography>
        <LanguageChips record={record} fields={['title', 'text']} />
      </Stack>
      <SiteAddresses record={record} />
      {image && (
        <Box
          component="img"
          src={image}
          alt={record.title_en}
          sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2, mb: 2 }}
        />
      )}
      <Card>
        <CardContent>
          {SECTION_ORDER.map((lang, index) => (
            <Box key={lang}>
              {index > 0 && <Divider />}
              <LanguageBlock record={record} lang={lang} />
            </Box>
          ))}
        </CardContent>
      </Card>
    </Box>
  );
}
