import { describe, expect, it } from 'vitest';
import { whatsappWithText } from './whatsapp.ts';

describe('whatsappWithText', () => {
  it('adds the prefilled text, encoded', () => {
    expect(whatsappWithText('https://wa.me/34600000000', 'Hola, campus: PORTERO')).toBe(
      'https://wa.me/34600000000?text=Hola%2C+campus%3A+PORTERO',
    );
  });

  it('keeps the link own parameters', () => {
    expect(whatsappWithText('https://api.whatsapp.com/send?phone=34600', 'x')).toBe(
      'https://api.whatsapp.com/send?phone=34600&text=x',
    );
  });

  it('refuses what is not an http(s) link', () => {
    expect(whatsappWithText('javascript:alert(1)', 'x')).toBe('');
    expect(whatsappWithText(null, 'x')).toBe('');
  });
});
