import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';

/**
 * A record that could not be loaded: the screen's heading, the red banner (e.g.
 * 'Failed to load coach data') and 'Back to List', so the page is never a dead end.
 */
export function LoadFailure({
  title,
  message,
  listPath,
}: {
  title: string;
  message: string;
  listPath: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', my: 2 }}>
      <Title title={title} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mb: 2 }}
      >
        <Typography component="h1" variant="h4">
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
      <Alert severity="error" variant="filled" role="alert">
        <AlertTitle>{translate('app.common.error')}</AlertTitle>
        {translate(message)}
      </Alert>
    </Box>
  );
}
