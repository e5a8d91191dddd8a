import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaveError } from '../providers/saveErrors.ts';

/** A refused change, in words a person can act on. */
export function ProblemAlert({ problem }: { problem: SaveError | null }) {
  const translate = useTranslate();
  if (!problem) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {translate(problem.message, { _: problem.message, ...problem.args })}
    </Alert>
  );
}
