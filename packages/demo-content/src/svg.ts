/**
 * The base of the generated demo pictures: the palette (pitch greens, sun gold, night blue, sand),
 * a seeded random generator and the SVG document around a scene. Plain SVG, so sharp renders it
 * without fonts or network; every drawing function of this package returns an SVG fragment string.
 */

export const C = {
  pitch: '#0E5A3A',
  pitchLight: '#1F8A5B',
  grass: '#2E9E64',
  grassLight: '#3DB373',
  sun: '#F5B82E',
  sunDeep: '#E8912A',
  night: '#0B1F33',
  nightSoft: '#17324D',
  sand: '#F7F3EA',
  white: '#FFFFFF',
  sea: '#2C7DA0',
  seaLight: '#61A5C2',
  mountain: '#5B7F8F',
} as const;

/** Small deterministic PRNG (mulberry32) so every render of a scene is identical. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number as SVG writes it: one decimal at most. */
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
