import { CreateScreen, EditScreen } from '../kit/FormScreen.tsx';
import { formTexts } from '../kit/listTexts.ts';
import { SubscriptionInputs, subscriptionTransform } from './SubscriptionInputs.tsx';

const OPEN_WHEN = ['title', 'description'];

export function SubscriptionCreate() {
  return (
    <CreateScreen
      resource="subscriptions"
      texts={formTexts('subscriptions', false)}
      backPath="/subscriptions"
      redirectTo="/subscriptions"
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
    <EditScreen
      resource="subscriptions"
      texts={formTexts('subscriptions', true)}
      backPath="/subscriptions"
      redirectTo="/subscriptions"
      openWhen={OPEN_WHEN}
      transform={subscriptionTransform}
    >
      <SubscriptionInputs />
    </EditScreen>
  );
}
