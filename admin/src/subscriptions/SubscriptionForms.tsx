import { EditWithHistory } from '../history/EditWithHistory.tsx';
import { CreateScreen } from '../kit/FormScreen.tsx';
import { formTexts } from '../kit/listTexts.ts';
import { listPath } from '../model/resourceDefinition.ts';
import subscriptions from './resource.ts';
import { SubscriptionInputs, subscriptionTransform } from './SubscriptionInputs.tsx';

const OPEN_WHEN = ['title', 'description'];

export function SubscriptionCreate() {
  return (
    <CreateScreen
      resource={subscriptions.name}
      texts={formTexts('subscriptions', false)}
      backPath={listPath(subscriptions)}
      redirectTo={listPath(subscriptions)}
      openWhen={OPEN_WHEN}
      transform={subscriptionTransform}
      defaultValues={{ is_hourly: false, sort_order: 0 }}
    >
      <SubscriptionInputs />
    </CreateScreen>
  );
}

export function SubscriptionEdit() {
  return (
    <EditWithHistory
      resource={subscriptions.name}
      table={subscriptions.table}
      texts={formTexts('subscriptions', true)}
      backPath={listPath(subscriptions)}
      redirectTo={listPath(subscriptions)}
      openWhen={OPEN_WHEN}
      transform={subscriptionTransform}
    >
      <SubscriptionInputs />
    </EditWithHistory>
  );
}
