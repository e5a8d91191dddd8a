import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import type { DashboardFigures } from '../model/dashboardFigures.ts';
import { useRegistry } from '../registry/RegistryContext.ts';

type Groups = Pick<DashboardFigures, 'missing_pages' | 'missing_records'>;

/**
 * Translations to look at, one line per record or page and language, each a link to its editor
 * at that language and first field: the missing ones, or the ones that may be out of date
 * because their English changed.
 */
export function TranslationList({
  id,
  title,
  none,
  count,
  pages,
  records,
}: {
  id: string;
  title: string;
  none: string;
  /** Catalog key of the count ('%{smart_count} missing'). */
  count: string;
  pages: Groups['missing_pages'];
  records: Groups['missing_records'];
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const registry = useRegistry();
  const at = (path: string | null, gap: { lang: string; fields: string[] }) =>
    path ? `${basename}${path}?lang=${gap.lang}&field=${gap.fields[0]}` : null;
  const pageEditor = (key: string) => registry.resources.find((r) => r.pageKey === key);
  const items = [
    ...pages.map((gap) => ({
      key: `page-${gap.key}-${gap.lang}`,
      label: translate(`app.pages.names.${gap.key}`),
      to: at(registry.editPathOf(pageEditor(gap.key)?.name ?? '', gap.key), gap),
      lang: gap.lang,
      count: gap.fields.length,
    })),
    ...records.map((gap) => {
      const resource = translate(registry.find(gap.resource)?.label ?? gap.resource);
      return {
        key: `${gap.resource}-${gap.id}-${gap.lang}`,
        // A single record (the site settings) is named by its screen alone.
        label: gap.label ? `${resource}: ${gap.label}` : resource,
        to: at(registry.editPathOf(gap.resource, gap.id), gap),
        lang: gap.lang,
        count: gap.fields.length,
      };
    }),
  ];
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{translate(none)}</Typography>
        ) : (
          <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
                >
                  <Chip size="small" variant="outlined" label={item.lang.toUpperCase()} />
                  {/* A long name (pasted without spaces) breaks inside the card. */}
                  {item.to ? (
                    <Link component={RouterLink} to={item.to} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                      {item.label}
                    </Link>
                  ) : (
                    <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{item.label}</Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {translate(count, { smart_count: item.count })}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
