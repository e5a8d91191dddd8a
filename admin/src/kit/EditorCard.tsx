import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled card of a form, grouping fields that belong together (contact details, social links...). */
export function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
