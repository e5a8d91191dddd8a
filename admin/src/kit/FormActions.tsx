import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Button, CircularProgress, Link, Paper, Stack } from '@mui/material';
import { useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { fieldLabel } from './fieldLabel.ts';
import { useSaveState } from './saveProblem.ts';
import { useOptionalSections } from './sections.tsx';

/** Fields in error after a submit, as "field (language)", for the summary beside Save. */
function useErrorSummary(): string[] {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  if (submitCount === 0) return [];
  const out: string[] = [];
  // `root` holds a refusal of the server, told on its own.
  for (const key of Object.keys(errors).filter((name) => name !== 'root')) {
    const match = /^(.*)_(en|es|ru)$/.exec(key);
    const base = match ? match[1]! : key;
    const [labelKey, args] = fieldLabel(base);
    const name = translate(labelKey, { ...args, _: base.replace(/_/g, ' ') });
    out.push(match ? `${name} (${translate(`app.languages.${match[2]}`)})` : name);
  }
  return out;
}

/** Why the last save was refused, focused when it appears so a screen reader says it. */
function Refusal() {
  const translate = useTranslate();
  const { problem, clear } = useSaveState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  if (!problem) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      onClose={clear}
      ref={ref}
      tabIndex={-1}
      sx={{ mb: 2 }}
    >
      <AlertTitle>{translate('app.common.error')}</AlertTitle>
      {translate(problem.message, { _: problem.message, ...problem.args })}
      {problem.message === 'app.save.session_ended' && (
        <>
          {' '}
          <Link href="/login" color="inherit" sx={{ fontWeight: 600 }}>
            {translate('app.save.sign_in_again')}
          </Link>
        </>
      )}
    </Alert>
  );
}

/**
 * Cancel and Save ('Saving...' while busy), sticky at the bottom of the window so the last
 * refusal is seen where the person is. Cancel is a way out like any other: with unsaved changes
 * it asks first. Pressing Save first opens the English section: it holds the required fields, so
 * a validation error is never hidden in a closed section.
 */
export function FormActions({ cancelPath }: { cancelPath: string }) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { problem, clear } = useSaveState();
  const sections = useOptionalSections();
  const summary = useErrorSummary();
  return (
    <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 2, mt: 2, borderRadius: 2 }}>
      <Refusal />
      {summary.length > 0 && !problem && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {translate('app.validation.summary', { fields: summary.join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelPath} disabled={saving}>
          {translate('app.common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          onClick={() => {
            sections?.show('en');
            clear();
          }}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(saving ? 'app.common.saving' : 'app.common.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
