import { describe, expect, it } from 'vitest';
import { fileExtension, randomObjectPart, uniqueObjectName } from './storageNames.ts';

describe('uniqueObjectName', () => {
  it('is timestamp, random part and the lower-cased extension', () => {
    expect(uniqueObjectName('Coach Photo.PNG', 1741775400000, 'abc123')).toBe('1741775400000-abc123.png');
    expect(uniqueObjectName('archive.tar.gz', 1, 'r')).toBe('1-r.gz');
    expect(uniqueObjectName('C:\\fakepath\\foto.JpEg', 2, 'r')).toBe('2-r.jpeg');
  });

  it('keeps no extension when the file has none or an odd one', () => {
    expect(uniqueObjectName('README', 5, 'r')).toBe('5-r');
    expect(uniqueObjectName('.env', 5, 'r')).toBe('5-r');
    expect(uniqueObjectName('trailing.', 5, 'r')).toBe('5-r');
    expect(uniqueObjectName('x.p/ng', 5, 'r')).toBe('5-r');
    expect(uniqueObjectName('a.../../etc', 5, 'r')).toBe('5-r');
  });

  it('defaults to now and a fresh random part', () => {
    const before = Date.now();
    const a = uniqueObjectName('a.png');
    const b = uniqueObjectName('a.png');
    expect(a).toMatch(/^\d{13}-[a-z0-9]{8}\.png$/);
    expect(Number(a.split('-')[0])).toBeGreaterThanOrEqual(before);
    expect(a).not.toBe(b);
  });
});

describe('fileExtension and randomObjectPart', () => {
  it('reads extensions', () => {
    expect(fileExtension('photo.WEBP')).toBe('webp');
    expect(fileExtension('noext')).toBe('');
  });

  it('makes random parts of the requested length', () => {
    expect(randomObjectPart()).toMatch(/^[a-z0-9]{8}$/);
    expect(randomObjectPart(16)).toMatch(/^[a-z0-9]{16}$/);
    expect(new Set(Array.from({ length: 50 }, () => randomObjectPart())).size).toBe(50);
  });
});
