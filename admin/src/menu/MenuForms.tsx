import { useEffect, useRef } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LANGUAGES, TEXT_LIMITS, type ComponentKey, type MenuItem } from '@academy/shared';
import { enumChoices } from '../kit/enumChoices.ts';
import { nullIfBlank } from '../editor/richText.ts';
import { EditWithHistory } from '../history/EditWithHistory.tsx';
import { CreateScreen } from '../kit/FormScreen.tsx';
import { formTexts } from '../kit/listTexts.ts';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { listPath } from '../model/resourceDefinition.ts';
import { menuUrlProblem } from './menuRules.ts';
import { addressFollowsPage, pageAddress } from './pageAddress.ts';
import menu from './resource.ts';

const FIELDS: readonly LocalizedField[] = [
  { name: 'title', label: 'app.fields.title', required: true, max: TEXT_LIMITS.menu_items.title },
];
const requiredValue = required('app.validation.required');

function transform(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, url: String(values.url ?? '').trim() };
  for (const lang of LANGUAGES) out[`title_${lang}`] = nullIfBlank(values[`title_${lang}`]);
  return out;
}

/**
 * The address follows the page chosen (the address the menus already give that page, or
 * /<page>) until staff write one of their own, so a new Footer item for Camps links to Camps.
 */
function AddressFollowsPage() {
  const record = useRecordContext<MenuItem>();
  const { setValue, getValues } = useFormContext();
  const page = useWatch({ name: 'component_key' }) as ComponentKey | undefined;
  const { data: items = [] } = useGetList<MenuItem>(menu.name, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  const previous = useRef(page);
  const setByForm = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = page;
    if (!page || !before || before === page) return;
    const creating = record?.id === undefined;
    const previousAddress = pageAddress(items, before, record?.id);
    if (!addressFollowsPage(getValues('url'), previousAddress, setByForm.current, creating)) return;
    const address = pageAddress(items, page, record?.id);
    setByForm.current = address;
    setValue('url', address, { shouldDirty: true, shouldValidate: false });
    // Only a change of page moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
  return null;
}

function MenuInputs() {
  const translate = useTranslate();
  return (
    <>
      <AddressFollowsPage />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              source="type"
              label="app.menu_items.type"
              choices={enumChoices('menu_type', translate)}
              validate={requiredValue}
            />
            <SelectInput
              source="component_key"
              label="app.menu_items.page"
              choices={enumChoices('component_key', translate)}
              validate={requiredValue}
            />
          </Stack>
          <TextInput
            source="url"
            label="app.menu_items.url"
            helperText="app.menu_items.url_hint"
            validate={[menuUrlProblem, maxLength(TEXT_LIMITS.menu_items.url, 'app.validation.too_long')]}
            fullWidth
          />
          <BooleanInput source="is_active" label="app.fields.is_active" />
        </CardContent>
      </Card>
      <LocalizedInputs fields={FIELDS} />
    </>
  );
}

const common = {
  resource: menu.name,
  backPath: listPath(menu),
  redirectTo: listPath(menu),
  openWhen: ['title'],
  transform,
};

export function MenuCreate() {
  return (
    <CreateScreen
      {...common}
      texts={formTexts('menu_items', false)}
      defaultValues={{ type: 'Header', is_active: true, url: '/', component_key: 'index', sort_order: 0 }}
    >
      <MenuInputs />
    </CreateScreen>
  );
}

export function MenuEdit() {
  return (
    <EditWithHistory {...common} table={menu.table} texts={formTexts('menu_items', true)}>
      <MenuInputs />
    </EditWithHistory>
  );
}
