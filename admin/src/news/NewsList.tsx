import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DatagridConfigurable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useBasename,
  useTranslate,
} from 'react-admin';
import type { News } from '@academy/shared';
import { enumChoices } from '../enumChoices.ts';
import { LanguageChips } from '../common/LanguageChips.tsx';
import { DATE_ONLY, DATE_TIME, useDateLocale } from '../common/useDateLocale.ts';
import { StatusChip } from './StatusChip.tsx';

const LOCALIZED = ['title', 'text'] as const;

/** Articles: status filter, title search, sortable by publish date (newest first). */
export function NewsList() {
  const translate = useTranslate();
  const basename = useBasename();
  const dateLocale = useDateLocale();
  // Phones get one block per article instead of a four-column table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const statuses = enumChoices('news_status', translate);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.news.search')} />,
    <SelectInput
      key="status"
      source="status"
      label="resources.news.fields.status"
      choices={statuses}
      alwaysOn
    />,
  ];
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('app.news.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.news.subtitle')}</Typography>
      </Box>
      <List
        resource="news"
        title="app.news.title"
        filters={filters}
        sort={{ field: 'publish_date', order: 'DESC' }}
        exporter={false}
        actions={
          <TopToolbar>
            <CreateButton variant="contained" label="app.news.add" to={`${basename}/news/create`} />
          </TopToolbar>
        }
      >
        {narrow ? (
          <SimpleList<News>
            rowClick={(id) => `${basename}/news/${id}`}
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
          <DatagridConfigurable rowClick={(id) => `${basename}/news/${id}`} bulkActionButtons={false}>
            <FunctionField<News>
              source="title_en"
              label="resources.news.fields.title"
              sortable={false}
              render={(record) => (
                <Stack spacing={0.5}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {record.title_en}
                  </Typography>
                  <LanguageChips record={record} fields={LOCALIZED} />
                </Stack>
              )}
            />
            <FunctionField<News> source="status" render={(record) => <StatusChip record={record} />} />
            <DateField source="publish_date" showTime locales={dateLocale} options={DATE_TIME} />
            <DateField source="created_at" locales={dateLocale} options={DATE_ONLY} />
          </DatagridConfigurable>
        )}
      </List>
    </>
  );
}
