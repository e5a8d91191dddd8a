import { List, ListItem, ListItemText, Stack, Switch } from '@mui/material';
import { useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { Language } from '@academy/shared';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { ListScreen, type ListTexts } from '../kit/ListScreen.tsx';
import { SaveError } from '../providers/saveErrors.ts';
import languages from './resource.ts';

const TEXTS: ListTexts = {
  title: 'app.languages_screen.title',
  subtitle: 'app.languages_screen.subtitle',
  loading: 'app.loading',
  loadFailed: 'app.languages_screen.load_failed',
  emptyTitle: 'app.languages_screen.title',
  emptyText: 'app.languages_screen.load_failed',
  noMatch: 'app.list.no_match',
};

/**
 * Each language is one switch, saved when flipped: react-admin's useUpdate (its inline-action
 * mutation) rather than a form per row, which would read every language again and keep a form for
 * one boolean.
 */
function Languages({ rows }: { rows: (Language & RaRecord)[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  function toggle(language: Language & RaRecord) {
    update(
      languages.name,
      { id: language.id, data: { is_active: !language.is_active }, previousData: language },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            language.is_active ? 'app.languages_screen.switched_off' : 'app.languages_screen.switched_on',
            { type: 'success', messageArgs: { language: language.name } },
          ),
        // The data provider explains a refusal as a SaveError (a catalog key and its values).
        onError: (error) =>
          notify(error instanceof SaveError ? error.message : 'app.save.failed_generic', {
            type: 'error',
            messageArgs: error instanceof SaveError ? error.args : {},
          }),
      },
    );
  }
  return (
    <List>
      {rows.map((language) => {
        const english = language.code === 'en';
        const id = `language-${language.code}`;
        return (
          <ListItem
            key={language.code}
            secondaryAction={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <HistoryButton table={languages.table} rowId={language.code} name={language.name} />
                <Switch
                  edge="end"
                  checked={language.is_active}
                  disabled={english || isPending}
                  onChange={() => toggle(language)}
                  slotProps={{ input: { 'aria-labelledby': id } }}
                />
              </Stack>
            }
            sx={{ pr: 20 }}
          >
            <ListItemText
              id={id}
              primary={`${language.name} (${language.code.toUpperCase()})`}
              secondary={translate(
                english
                  ? 'app.languages_screen.english_always'
                  : language.is_active
                    ? 'app.languages_screen.on'
                    : 'app.languages_screen.off',
              )}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** /admin/languages: Spanish and Russian on or off (English always on); the public switcher follows. */
export function LanguageList() {
  return (
    <ListScreen<Language & RaRecord>
      resource={languages.name}
      texts={TEXTS}
      sort={{ field: 'sort_order', order: 'ASC' }}
    >
      {({ rows }) => <Languages rows={rows} />}
    </ListScreen>
  );
}
