import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatPrice, isLang, type Subscription } from '@academy/shared';
import { LanguageChips } from '../kit/LanguageChips.tsx';
import { ListScreen } from '../kit/ListScreen.tsx';
import { listTexts } from '../kit/listTexts.ts';
import { SortableTable } from '../kit/SortableTable.tsx';
import { createPath, editPath } from '../model/resourceDefinition.ts';
import subscriptions from './resource.ts';

function Price({ plan }: { plan: Subscription }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = isLang(locale) ? locale : 'en';
  return (
    <Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatPrice(plan.price, lang)}{' '}
        {translate(plan.is_hourly ? 'app.subscriptions.per_hour' : 'app.subscriptions.per_month')}
      </Typography>
      {plan.price_per_session !== null && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.subscriptions.session_price', { price: formatPrice(plan.price_per_session, lang) })}
        </Typography>
      )}
    </Stack>
  );
}

/** Subscriptions: drag-and-drop order, the price and billing of each plan. */
export function SubscriptionList() {
  return (
    <ListScreen<Subscription>
      resource={subscriptions.name}
      add={{ path: createPath(subscriptions) }}
      sortable
      texts={listTexts('subscriptions')}
    >
      {({ rows, searching, onBanner }) =>
        rows.length > 0 && (
          <SortableTable<Subscription>
            resource={subscriptions.name}
            editPath={(plan) => editPath(subscriptions, plan.id)}
            rows={rows}
            sortable={!searching}
            nameOf={(plan) => plan.title_en}
            label="app.subscriptions.title"
            deleteConfirm="app.subscriptions.delete_confirm"
            deleteFailed="app.list.delete_failed"
            onBanner={onBanner}
            columns={[
              {
                label: 'app.fields.title',
                render: (plan) => (
                  <Stack spacing={0.5}>
                    <Typography sx={{ fontWeight: 600 }}>{plan.title_en}</Typography>
                    <LanguageChips record={plan} fields={['title', 'description']} />
                  </Stack>
                ),
              },
              { label: 'app.subscriptions.price', render: (plan) => <Price plan={plan} /> },
              { label: 'app.list.order', render: (plan) => plan.sort_order, hideOnPhone: true },
            ]}
          />
        )
      }
    </ListScreen>
  );
}
