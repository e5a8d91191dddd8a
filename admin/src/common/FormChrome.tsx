import { Link as RouterLink } from 'react-router-dom';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';

/** The heading of a create/edit screen with its 'Back to List' link (SPEC §2.6). */
export function FormPageHeader({ title, listPath }: { title: string; listPath: string }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={title} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mb: 2 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        <Button
          component={RouterLink}
          to={listPath}
          startIcon={<ArrowBackIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.common.back_to_list')}
        </Button>
      </Stack>
    </>
  );
}

/**
 * Cancel and Save ('Saving...' while busy). Pressing Save first opens the English section:
 * it holds the required fields, so a validation error is never hidden in a closed section.
 */
export function FormActions({
  cancelPath,
  saving,
  onSavePress,
}: {
  cancelPath: string;
  saving: boolean;
  onSavePress: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={cancelPath} disabled={saving}>
        {translate('app.common.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        onClick={onSavePress}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(saving ? 'app.common.saving' : 'app.common.save')}
      </Button>
    </Stack>
  );
}
