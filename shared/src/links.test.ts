import { describe, expect, it } from 'vitest';
import {
  articlePath,
  isSitePath,
  isWhatsAppUrl,
  normalizeMenuPath,
  settingsLinkAllowed,
  webUrlHost,
  withSafeLinks,
} from './links.ts';

describe('isSitePath', () => {
  it.each(['', '/', '/about', '/about/', '/legal-notice', '/news/2025', '/a.b_c~d', '/.well-known'])(
    'accepts %j',
    (url) => expect(isSitePath(url)).toBe(true),
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'about',
    '/a b',
    '/a//b',
    '///',
    '/a/../b',
    '/..',
    '/.',
    '/news?x=1',
    '/news#top',
    '/ñ',
    ' /about',
  ])('refuses %j', (url) => expect(isSitePath(url)).toBe(false));
});

describe('normalizeMenuPath', () => {
  it('gives one route path per url', () => {
    expect(normalizeMenuPath('')).toBe('/');
    expect(normalizeMenuPath('/')).toBe('/');
    expect(normalizeMenuPath(' news/ ')).toBe('/news');
    expect(normalizeMenuPath('/about//')).toBe('/about');
  });

  it('gives null for a url that leaves the site', () => {
    expect(normalizeMenuPath('//evil.example/x')).toBeNull();
    expect(normalizeMenuPath('/\\evil.example')).toBeNull();
    expect(normalizeMenuPath('https://evil.example/shop')).toBeNull();
    expect(normalizeMenuPath('javascript:alert(1)')).toBeNull();
    expect(normalizeMenuPath('/../admin')).toBeNull();
  });
});

describe('articlePath', () => {
  it('puts the article under the news path, and never makes //id', () => {
    expect(articlePath('/news', 7)).toBe('/news/7');
    expect(articlePath('/', '7')).toBe('/7');
  });
});

describe('webUrlHost', () => {
  it('reads the host of http and https addresses', () => {
    expect(webUrlHost('https://www.instagram.com/x')).toBe('www.instagram.com');
    expect(webUrlHost('HTTP://Example.COM:8080/a?b=c#d')).toBe('example.com');
    expect(webUrlHost('https://www.google.com/maps/search/?api=1&query=Calle+Terraza+86')).toBe(
      'www.google.com',
    );
    expect(webUrlHost('https://maps.example/Málaga')).toBe('maps.example');
  });

  it('refuses other schemes, user names, backslashes and spaces', () => {
    for (const url of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'ftp://example.com',
      '//example.com',
      'example.com',
      'https://wa.me@evil.example/',
      'https://evil.example\\@wa.me',
      'https://exa mple.com',
      'https://example.com/a b',
      'https://example.com/a\tb',
      'https://example.com.',
      'https://-x.example',
    ]) {
      expect(webUrlHost(url), url).toBeNull();
    }
  });

  it('takes only https when asked', () => {
    expect(webUrlHost('http://maps.example/embed', { httpsOnly: true })).toBeNull();
    expect(webUrlHost('https://maps.example/embed', { httpsOnly: true })).toBe('maps.example');
  });
});

describe('isWhatsAppUrl', () => {
  it('accepts wa.me and whatsapp.com, nothing that only looks like them', () => {
    expect(isWhatsAppUrl('https://wa.me/34611482590')).toBe(true);
    expect(isWhatsAppUrl('https://api.whatsapp.com/send?phone=34611482590')).toBe(true);
    expect(isWhatsAppUrl('https://wa.me.evil.example/34611482590')).toBe(false);
    expect(isWhatsAppUrl('https://notwa.me/1')).toBe(false);
    expect(isWhatsAppUrl('https://wa.me@evil.example/1')).toBe(false);
    expect(isWhatsAppUrl('whatsapp://send?phone=1')).toBe(false);
  });
});

describe('the site settings links', () => {
  it('follow the rule of their field', () => {
    expect(settingsLinkAllowed('whatsapp_link', 'https://example.com/1')).toBe(false);
    expect(settingsLinkAllowed('map_embed_url', 'http://www.openstreetmap.org/export/embed.html')).toBe(
      false,
    );
    expect(settingsLinkAllowed('map_embed_url', 'https://www.openstreetmap.org/export/embed.html')).toBe(
      true,
    );
    expect(settingsLinkAllowed('address_url', 'http://maps.example/x')).toBe(true);
    expect(settingsLinkAllowed('social_photo_url', null)).toBe(true);
    expect(settingsLinkAllowed('social_photo_url', '')).toBe(true);
  });

  it('reach the site without the links that break their rule', () => {
    const settings = {
      id: 1,
      address_url: 'data:text/html,<script>alert(1)</script>',
      whatsapp_link: 'https://wa.me/34611482590',
      social_video_url: 'javascript:alert(1)',
      social_photo_url: 'https://www.instagram.com/academy',
      map_embed_url: 'http://maps.example/embed',
      phone_number: '+34 600 000 000',
    };
    expect(withSafeLinks(settings)).toEqual({
      ...settings,
      address_url: null,
      social_video_url: null,
      map_embed_url: null,
    });
  });
});
