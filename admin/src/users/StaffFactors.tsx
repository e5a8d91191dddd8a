import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useServices } from '../platform/ServicesContext.ts';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { userErrorMessage } from './userErrors.ts';

interface StaffFactor {
  factor_id: string;
  status: string;
  created_at: string;
}

/**
 * An account's two-factor sign-in, on its details for an Admin (`admin_mfa_factors`), and removing
 * it when the phone is lost (`admin_remove_mfa_factor`, recorded in the account's history). One's
 * own factor is removed from the user menu, with its code.
 */
export function StaffFactors({
  userId,
  own,
  onRemoved,
}: {
  userId: string;
  own: boolean;
  onRemoved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dateLocale = useDateLocale();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<string | null>(null);
  const key = ['users', 'factors', userId];
  const factors = useQuery({
    queryKey: key,
    queryFn: async (): Promise<StaffFactor[]> => {
      const { data, error } = await client.rpc('admin_mfa_factors', { p_user_id: userId });
      if (error) throw new Error(userErrorMessage(error));
      return data;
    },
    retry: false,
  });
  const remove = useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await client.rpc('admin_remove_mfa_factor', {
        p_user_id: userId,
        p_factor_id: factorId,
      });
      if (error) throw new Error(userErrorMessage(error));
    },
    onSuccess: () => {
      notify('app.two_factor.staff_removed', { type: 'success' });
      onRemoved();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const date = (value: string) => new Date(value).toLocaleString(dateLocale, DATE_TIME);

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <PhonelinkLockIcon fontSize="small" />
          <Typography component="h2" variant="h6">
            {translate('app.two_factor.staff_heading')}
          </Typography>
        </Stack>
        {factors.isError && (
          <Alert severity="error" role="alert">
            {translate(factors.error.message, { _: factors.error.message })}
          </Alert>
        )}
        {remove.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {translate(remove.error.message, { _: remove.error.message })}
          </Alert>
        )}
        {factors.data?.length === 0 && <Typography>{translate('app.two_factor.staff_none')}</Typography>}
        <Stack spacing={1}>
          {factors.data?.map((factor) => (
            <Stack key={factor.factor_id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>
                {translate(
                  factor.status === 'verified'
                    ? 'app.two_factor.staff_factor'
                    : 'app.two_factor.staff_unfinished',
                  { date: date(factor.created_at) },
                )}
              </Typography>
              {!own && (
                <Button
                  color="error"
                  onClick={() => setRemoving(factor.factor_id)}
                  disabled={remove.isPending}
                >
                  {translate('app.two_factor.staff_remove')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        title="app.two_factor.staff_remove_title"
        content="app.two_factor.staff_remove_text"
        confirm="app.two_factor.staff_remove"
        cancel="app.common.cancel"
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
