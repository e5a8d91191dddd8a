import { List, ListItem, ListItemText, Stack, Switch } from '@mui/material';
import { EditBase, useEditContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
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
 * One language's switch, saved when flipped through react-admin's edit controller (EditBase:
 * pessimistic, no redirect), which holds the saving state and reports the answer.
 */
function LanguageSwitch({ language, labelledBy }: { language: Language & RaRecord; labelledBy: string }) {
  const notify = useNotify();
  return (
    <EditBase
      resource={languages.name}
      id={language.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () =>
          notify(
            language.is_active ? 'app.languages_screen.switched_off' : 'app.languages_screen.switched_on',
            { type: 'success', messageArgs: { language: language.name } },
          ),
        // The data provider explains a refusal as a SaveError (a catalog key and its values).
        onError: (error: unknown) =>
          notify(error instanceof SaveError ? error.message : 'app.save.failed_generic', {
            type: 'error',
            messageArgs: error instanceof SaveError ? error.args : {},
          }),
      }}
    >
      <SwitchControl language={language} labelledBy={labelledBy} />
    </EditBase>
  );
}

function SwitchControl({ language, labelledBy }: { language: Language & RaRecord; labelledBy: string }) {
  const { save, saving } = useEditContext();
  return (
    <Switch
      edge="end"
      checked={language.is_active}
      disabled={language.code === 'en' || saving}
      onChange={() => void save?.({ is_active: !language.is_active })}
      slotProps={{ input: { 'aria-labelledby': labelledBy } }}
    />
  );
}

/** Each language with its switch and its history; the list's rows are the languages as read. */
function Languages({ rows }: { rows: (Language & RaRecord)[] }) {
  const translate = useTranslate();
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
                <LanguageSwitch language={language} labelledBy={id} />
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
