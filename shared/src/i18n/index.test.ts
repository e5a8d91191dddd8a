import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  flattenKeys,
  flattenMessages,
  interpolate,
  placeholders,
  type MessageKey,
  type Messages,
} from './index.ts';

const en = {
  title: 'Academy',
  login: { heading: 'Sign in', error: { title: 'Authentication failed' } },
  call: 'Call {phone} or write to {email}',
} as const;

describe('catalog helpers', () => {
  it('flattens keys and messages in declaration order', () => {
    expect(flattenKeys(en)).toEqual(['title', 'login.heading', 'login.error.title', 'call']);
    expect(flattenMessages(en)).toEqual({
      title: 'Academy',
      'login.heading': 'Sign in',
      'login.error.title': 'Authentication failed',
      call: 'Call {phone} or write to {email}',
    });
  });

  it('finds and fills placeholders', () => {
    expect(placeholders(en.call)).toEqual(['email', 'phone']);
    expect(placeholders('{a} {a}')).toEqual(['a']);
    expect(placeholders('none')).toEqual([]);
    expect(interpolate(en.call, { phone: '+34 600 000 000', email: 'info@example.com' })).toBe(
      'Call +34 600 000 000 or write to info@example.com',
    );
    expect(interpolate('Year {year}', { year: 2025 })).toBe('Year 2025');
    expect(interpolate('Hi {name}', {})).toBe('Hi {name}');
    expect(interpolate('Hi {toString}', {})).toBe('Hi {toString}');
  });

  it('types translations and keys from the English catalog', () => {
    const es = {
      title: 'Academia',
      login: { heading: 'Iniciar sesión', error: { title: 'Error de autenticación' } },
      call: 'Llame al {phone} o escriba a {email}',
    } satisfies Messages<typeof en>;
    expect(flattenKeys(es)).toEqual(flattenKeys(en));
    expectTypeOf<MessageKey<typeof en>>().toEqualTypeOf<
      'title' | 'login.heading' | 'login.error.title' | 'call'
    >();
    // @ts-expect-error a translation missing a key does not satisfy the catalog
    const missing = { title: 'x', call: 'y' } satisfies Messages<typeof en>;
    // @ts-expect-error nor does one with an extra key
    const extra = { ...es, login: { ...es.login, other: 'z' } } satisfies Messages<typeof en>;
    expect([missing, extra]).toHaveLength(2);
  });
});
