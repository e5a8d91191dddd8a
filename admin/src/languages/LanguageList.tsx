import { Box, List, ListItem, ListItemText, Paper, Stack, Switch, Typography } from '@mui/material';
import {
  ListBase,
  Title,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { Language } from '@academy/shared';
import { PageLoader } from '../common/PageLoader.tsx';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { SaveError } from '../kit/saveErrors.ts';

/**
 * Each language is one switch, saved when flipped: react-admin's useUpdate (its inline-action
 * mutation) rather than an EditBase form per row, which would read every language again and keep
 * a form for one boolean.
 */
function Languages() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data = [] } = useListContext<Language & RaRecord>();
  const [update, { isPending }] = useUpdate();
  function toggle(language: Language & RaRecord) {
    update(
      'languages',
      { id: language.id, data: { is_active: !language.is_active }, previousData: language },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            language.is_active ? 'app.languages_screen.switched_off' : 'app.languages_screen.switched_on',
            {
              type: 'success',
              messageArgs: { language: language.name },
            },
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
    <Box sx={{ my: 2, maxWidth: 720 }}>
      <Title title="app.languages_screen.title" />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('app.languages_screen.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.languages_screen.subtitle')}
      </Typography>
      <Paper>
        <List>
          {data.map((language) => {
            const english = language.code === 'en';
            const id = `language-${language.code}`;
            return (
              <ListItem
                key={language.code}
                secondaryAction={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <HistoryButton table="languages" rowId={language.code} name={language.name} />
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
      </Paper>
    </Box>
  );
}

/** /admin/languages: Spanish and Russian on or off (English always on); the public switcher follows. */
export function LanguageList() {
  return (
    <ListBase
      resource="languages"
      perPage={10}
      sort={{ field: 'sort_order', order: 'ASC' }}
      disableSyncWithLocation
      loading={<PageLoader />}
    >
      <Languages />
    </ListBase>
  );
}
