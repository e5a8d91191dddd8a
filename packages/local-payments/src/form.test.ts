import { describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';

describe('parseForm', () => {
  it('reads bracketed keys into hashes and indexed keys into arrays, as stripe-node writes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][unit_amount]=1000&line_items[0][quantity]=2' +
      '&line_items[1][quantity]=1&metadata[registration_id]=42&expand[0]=payment_intent&expand[1]=line_items' +
      '&success_url=http%3A%2F%2Fsite.test%2Fok%3Fs%3D%7BCHECKOUT_SESSION_ID%7D';
    expect(parseForm(body)).toEqual({
      params: {
        mode: 'payment',
        line_items: [{ price_data: { unit_amount: '1000' }, quantity: '2' }, { quantity: '1' }],
        metadata: { registration_id: '42' },
        expand: ['payment_intent', 'line_items'],
        success_url: 'http://site.test/ok?s={CHECKOUT_SESSION_ID}',
      },
    });
  });

  it('appends `name[]` values and keeps numeric metadata keys in index order', () => {
    expect(parseForm('expand[]=a&expand[]=b&x[10]=ten&x[2]=two')).toEqual({
      params: { expand: ['a', 'b'], x: ['two', 'ten'] },
    });
  });

  it('names a malformed key instead of guessing, and keeps __proto__ a plain key', () => {
    expect(parseForm('a[b=1')).toEqual({ badKey: 'a[b' });
    const parsed = parseForm('metadata[__proto__]=x');
    expect('params' in parsed && Object.keys(parsed.params.metadata as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
