import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Stack } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { get, useFormState, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { fieldsOf, type ListNode, type Node } from '@academy/shared';
import { DateTimeInput } from '../kit/DateTimeInput.tsx';
import { MoneyInput } from '../kit/MoneyInput.tsx';
import { FieldNote } from '../kit/fieldNotes.tsx';
import { ImageInput } from '../kit/ImageInput.tsx';
import { LimitedTextInput } from '../kit/LimitedTextInput.tsx';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { fieldLabel } from '../kit/fieldLabel.ts';

/** The translated label of a page field (numbered parts spelled out: 'Bullet 3: header'). */
export function useFieldLabel() {
  const translate = useTranslate();
  return (base: string) => {
    const [key, args] = fieldLabel(base);
    return translate(key, { ...args, _: base.replace(/_/g, ' ') });
  };
}

/** A localized text field of a description as LocalizedInputs takes it. */
export function localizedField(base: string, node: Node, required: boolean, label: string): LocalizedField {
  return {
    name: base,
    label,
    kind: node.kind === 'text' ? node.format : 'line',
    required,
    max: node.kind === 'text' ? node.max : 200,
  };
}

/** The input of one node that is the same in every language (an image, a date, a price, a list...). */
export function NodeInput({ name, node }: { name: string; node: Node }) {
  return (
    <Box data-field={name || undefined} sx={{ width: '100%' }}>
      <NodeInputOf name={name} node={node} />
    </Box>
  );
}

function NodeInputOf({ name, node }: { name: string; node: Node }) {
  const label = useFieldLabel();
  const translate = useTranslate();
  const text = label(name);
  switch (node.kind) {
    case 'media':
      return (
        <ImageInput
          source={name}
          label={text}
          accept={node.accept}
          previewSize={{ width: 200, height: 130 }}
        />
      );
    case 'date':
      return <DateTimeInput source={name} label={text} dateOnly />;
    case 'number':
      return node.unit === 'euro' ? (
        <MoneyInput
          source={name}
          label={text}
          helperText="app.pages.euro"
          validate={[minValue(node.min, 'app.validation.price'), maxValue(node.max, 'app.validation.price')]}
        />
      ) : (
        <NumberInput
          source={name}
          label={text}
          min={node.min}
          max={node.max}
          step={1}
          helperText="app.pages.percent"
        />
      );
    case 'choice':
      return (
        <SelectInput
          source={name}
          label={text}
          emptyText="app.pages.any_choice"
          choices={node.values.map((value) => ({
            id: value,
            name: translate(`app.pages.choices.${value}`, { _: value }),
          }))}
        />
      );
    case 'link':
      return <TextInput source={name} label={text} helperText="app.pages.link_hint" fullWidth />;
    case 'text':
      return (
        <LimitedTextInput
          source={name}
          label={text}
          max={node.max}
          multiline={node.format !== 'line'}
          fullWidth
        />
      );
    case 'list':
      return <ListInput name={name} node={node} />;
    case 'object':
      return <ObjectInputs node={node} />;
  }
}

/** The fields of an object node (a list item): localized ones compact, the others one by one. */
function ObjectInputs({ node }: { node: Extract<Node, { kind: 'object' }> }) {
  const label = useFieldLabel();
  const fields = fieldsOf(node.shape);
  const localized = fields.flatMap((f) =>
    f.kind === 'localized' ? [localizedField(f.base, f.node, f.required, label(f.base))] : [],
  );
  return (
    <Stack sx={{ width: '100%' }}>
      {fields.map((f) =>
        f.kind === 'plain' ? <NodeInput key={f.name} name={f.name} node={f.node} /> : null,
      )}
      {localized.length > 0 && <LocalizedInputs fields={localized} compact />}
    </Stack>
  );
}

/** An item with lists of its own (a campus card, a goal): dozens of inputs each. */
function hasNestedList(node: Node): boolean {
  return node.kind === 'object' && Object.values(node.shape).some((child) => child.kind === 'list');
}

/** The words that name an item when it is folded: its title, or its first text. */
function itemTitle(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const values = item as Record<string, unknown>;
  const named = ['title', 'sectionTitle', 'text']
    .map((key) => values[key])
    .find((v) => typeof v === 'string' && v);
  const first = named ?? Object.values(values).find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof first === 'string' ? first.trim() : '';
}

/**
 * A large list item, folded to its title until opened: a page such as the campus has hundreds of
 * inputs in its cards, and mounting them all made the editor take seconds to open. Its inputs
 * mount when it is opened (the form keeps every value either way, and checks the whole page on
 * save). A new, empty item and an item with an error after a save are open.
 */
function FoldedItem({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const path = useWrappedSource('');
  const item = useWatch({ name: path }) as unknown;
  const { errors } = useFormState({ name: path });
  const title = itemTitle(item);
  const [unfolded, setUnfolded] = useState(() => title === '');
  const open = unfolded || get(errors, path) !== undefined;
  const id = useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        onClick={() => setUnfolded(!open)}
        aria-expanded={open}
        aria-controls={id}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
      >
        {title || translate('app.pages.untitled_item')}
      </Button>
      <Collapse in={open} unmountOnExit id={id}>
        {children}
      </Collapse>
    </Box>
  );
}

/** A repeated part: add, remove and reorder its items (react-admin's ArrayInput). */
export function ListInput({ name, node }: { name: string; node: ListNode<unknown> }) {
  const label = useFieldLabel();
  const translate = useTranslate();
  const scalar = node.item.kind !== 'object';
  const bounds =
    node.max === node.min
      ? translate('app.pages.exactly', { smart_count: node.min })
      : node.min > 0
        ? translate('app.pages.at_least', { smart_count: node.min })
        : '';
  return (
    <Box data-field={name}>
      <ArrayInput
        source={name}
        label={label(name.replace(/_(en|es|ru)$/, ''))}
        helperText={bounds || false}
        // A new item's own lists start empty (not missing).
        defaultValue={[]}
      >
        <SimpleFormIterator
          inline={scalar}
          disableAdd={node.max !== Infinity && node.max === node.min}
          disableRemove={node.max !== Infinity && node.max === node.min}
          getItemLabel={(index) => `${index + 1}.`}
          sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}
        >
          {scalar ? (
            <NodeInput name="" node={node.item} />
          ) : hasNestedList(node.item) ? (
            <FoldedItem>
              <ObjectInputs node={node.item as Extract<Node, { kind: 'object' }>} />
            </FoldedItem>
          ) : (
            <ObjectInputs node={node.item as Extract<Node, { kind: 'object' }>} />
          )}
        </SimpleFormIterator>
      </ArrayInput>
      {/* A localized list whose English changed since this language's list was saved. */}
      {/(_es|_ru)$/.test(name) && <FieldNote path={name} />}
    </Box>
  );
}
