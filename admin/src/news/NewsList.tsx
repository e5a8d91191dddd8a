import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DatagridConfigurable,
  DateField,
  FunctionField,
  SelectInput,
  SimpleList,
  useBasename,
  useTranslate,
} from 'react-admin';
import { enumChoices } from '../kit/enumChoices.ts';
import { LanguageChips } from '../kit/LanguageChips.tsx';
import { ListScreen, type ListTexts } from '../kit/ListScreen.tsx';
import { DATE_ONLY, DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { createPath, showPath } from '../model/resourceDefinition.ts';
import type { Article } from './article.ts';
import news from './resource.ts';
import { StatusChip } from './StatusChip.tsx';

const LOCALIZED = ['title', 'text'] as const;

const TEXTS: ListTexts = {
  title: 'app.news.title',
  subtitle: 'app.news.subtitle',
  add: 'app.news.add',
  loading: 'app.news.loading',
  loadFailed: 'app.news.load_failed',
  emptyTitle: 'app.news.empty_title',
  emptyText: 'app.news.empty_text',
  noMatch: 'app.list.no_match',
  search: 'app.news.search',
};

/** Articles, newest first: a title search in every language, a status filter, pages of 25. */
export function NewsList() {
  const translate = useTranslate();
  const basename = useBasename();
  const dateLocale = useDateLocale();
  // Phones get one block per article instead of a four-column table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const details = (id: string | number) => `${basename}${showPath(news, id)}`;
  return (
    <ListScreen<Article>
      resource={news.name}
      texts={TEXTS}
      add={{ path: createPath(news) }}
      sort={{ field: 'publish_date', order: 'DESC' }}
      perPage={25}
      filters={[
        <SelectInput
          key="status"
          source="status"
          label="resources.news.fields.status"
          choices={enumChoices('news_status', translate)}
          alwaysOn
        />,
      ]}
    >
      {() =>
        narrow ? (
          <SimpleList<Article>
            rowClick={details}
            primaryText={(record) => record.title_en}
            secondaryText={(record) => (
              <Stack
                component="span"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <StatusChip record={record} />
                <span>
                  {new Intl.DateTimeFormat(dateLocale, DATE_TIME).format(new Date(record.publish_date))}
                </span>
              </Stack>
            )}
            tertiaryText={(record) => <LanguageChips record={record} fields={LOCALIZED} />}
          />
        ) : (
          <DatagridConfigurable rowClick={details} bulkActionButtons={false}>
            <FunctionField<Article>
              source="title_en"
              label="resources.news.fields.title"
              sortable={false}
              render={(record) => (
                // A long title without spaces breaks inside its column.
                <Stack spacing={0.5} sx={{ maxWidth: '32rem', overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {record.title_en}
                  </Typography>
                  <LanguageChips record={record} fields={LOCALIZED} />
                </Stack>
              )}
            />
            <FunctionField<Article> source="status" render={(record) => <StatusChip record={record} />} />
            <DateField source="publish_date" showTime locales={dateLocale} options={DATE_TIME} />
            <DateField source="created_at" locales={dateLocale} options={DATE_ONLY} />
          </DatagridConfigurable>
        )
      }
    </ListScreen>
  );
}
