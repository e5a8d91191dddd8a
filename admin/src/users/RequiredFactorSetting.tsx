import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, FormHelperText, Paper, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useServices } from '../platform/ServicesContext.ts';
import { userErrorMessage } from './userErrors.ts';

const KEY = ['users', 'second-factor-required'];

/**
 * The site setting "Two-factor sign-in required for Admins and Coordinators"
 * (registration_settings.staff_second_factor_required; Admins change it, history records it).
 * When on, the database shows such an account without a factor no personal data, and the back
 * office leads it to set one up.
 */
export function RequiredFactorSetting() {
  const translate = useTranslate();
  const notify = useNotify();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const { data, error } = await client
        .from('registration_settings')
        .select('staff_second_factor_required')
        .eq('id', 1)
        .single();
      if (error) throw new Error(userErrorMessage(error));
      return data.staff_second_factor_required;
    },
  });
  const save = useMutation({
    mutationFn: async (required: boolean) => {
      const { data, error } = await client
        .from('registration_settings')
        .update({ staff_second_factor_required: required })
        .eq('id', 1)
        .select('staff_second_factor_required');
      if (error) throw new Error(userErrorMessage(error));
      // Row level security lets only Admins change it: no row changed is a refusal too.
      if (data.length === 0) throw new Error('app.errors.admins_only');
    },
    onSuccess: (_saved, required) => {
      // The saved state at once: read again below, the old one would show until the answer came.
      queryClient.setQueryData(KEY, required);
      notify('app.two_factor.setting_saved', { type: 'success' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  if (setting.data === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 2, px: 2, py: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={save.isPending ? save.variables : setting.data}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
          />
        }
        label={translate('app.two_factor.required_setting')}
      />
      <FormHelperText sx={{ mt: 0 }}>{translate('app.two_factor.required_setting_help')}</FormHelperText>
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {translate(save.error.message, { _: save.error.message })}
        </Alert>
      )}
    </Paper>
  );
}
