import { describe, expect, it } from 'vitest';
import { emailProblem, mapUrlProblem, phoneProblem, urlProblem, whatsappProblem } from './settingsRules.ts';

describe('site settings checks', () => {
  it('says why a phone number is refused', () => {
    expect(phoneProblem('+34 952 80 47 15')).toBeUndefined();
    expect(phoneProblem('call us')).toBe('app.settings.errors.phone_chars');
    expect(phoneProblem('+34 1')).toBe('app.settings.errors.phone_length');
    expect(phoneProblem('')).toBeUndefined();
  });

  it('checks e-mail, web and WhatsApp addresses', () => {
    expect(emailProblem('sport@example.es')).toBeUndefined();
    expect(emailProblem('sport@')).toBe('app.settings.errors.email');
    expect(urlProblem('https://www.instagram.com/x')).toBeUndefined();
    expect(urlProblem('instagram.com/x')).toBe('app.settings.errors.url');
    expect(urlProblem('javascript:alert(1)')).toBe('app.settings.errors.url_protocol');
    expect(whatsappProblem('https://wa.me/34611482590')).toBeUndefined();
    expect(whatsappProblem('https://example.com/34611482590')).toBe('app.settings.errors.whatsapp');
  });

  it('refuses links that lead somewhere else than they say', () => {
    expect(urlProblem('data:text/html,<script>alert(1)</script>')).toBe('app.settings.errors.url_protocol');
    expect(urlProblem('//evil.example')).toBe('app.settings.errors.url');
    expect(urlProblem('https://www.instagram.com@evil.example/')).toBe('app.settings.errors.url');
    expect(whatsappProblem('https://wa.me@evil.example/34611482590')).toBe('app.settings.errors.url');
    expect(whatsappProblem('https://wa.me.evil.example/34611482590')).toBe('app.settings.errors.whatsapp');
  });

  it('takes only an https address for the embedded map', () => {
    expect(mapUrlProblem('https://www.openstreetmap.org/export/embed.html?bbox=1')).toBeUndefined();
    expect(mapUrlProblem('http://www.openstreetmap.org/export/embed.html')).toBe(
      'app.settings.errors.url_https',
    );
    expect(mapUrlProblem('javascript:alert(1)')).toBe('app.settings.errors.url_https');
    expect(mapUrlProblem('')).toBeUndefined();
  });
});
