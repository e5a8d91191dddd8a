import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import {
  Constants,
  LANGUAGES,
  flattenMessages,
  pageShapes,
  type MessageTree,
  type Node,
} from '@academy/shared';
import { ENUM_LABELS, enumChoices } from './enumChoices.ts';
import { MESSAGES } from '../i18n/i18nProvider.ts';

const NAMES = Object.keys(ENUM_LABELS) as (keyof typeof ENUM_LABELS)[];

describe('the selects offer the database enums (database.types.ts Constants)', () => {
  it.each(LANGUAGES)('offers every value of each enum, each with its own label in %s', (lang) => {
    const catalog = flattenMessages(MESSAGES[lang] as MessageTree);
    const { translate } = polyglotI18nProvider(() => MESSAGES[lang], lang);
    for (const name of NAMES) {
      const choices = enumChoices(name, translate);
      expect(
        choices.map((c) => c.id),
        name,
      ).toEqual(Constants.public.Enums[name]);
      for (const { id, name: label } of choices) {
        const key = `${ENUM_LABELS[name]}.${id}`;
        expect(catalog[key], `${lang}: ${key}`).toBeTypeOf('string');
        expect(label).toBe(catalog[key]);
      }
    }
  });

  it("offers the campus card's role and type enums in the page editor", () => {
    const offered: (readonly string[])[] = [];
    const walk = (node: Node) => {
      if (node.kind === 'choice') offered.push(node.values);
      if (node.kind === 'object') Object.values(node.shape).forEach(walk);
      if (node.kind === 'list') walk(node.item);
    };
    Object.values(pageShapes).forEach(walk);
    expect(offered.length).toBeGreaterThan(0);
    for (const values of offered) {
      expect([Constants.public.Enums.campus_role, Constants.public.Enums.campus_type]).toContainEqual(values);
    }
  });
});
