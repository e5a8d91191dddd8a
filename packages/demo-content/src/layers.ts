/** What the scenes are made of: a scene is SVG for a pixel size; layers join into one document. */
import { ridge, sea, sky, type SkyMood } from './landscape.ts';
import { C, rng, svgDoc } from './svg.ts';

/** A picture: SVG of `w` x `h` pixels. */
export type Scene = (w: number, h: number) => string;

/** A part of a scene: gradient definitions and the shapes that use them. */
export interface Layer {
  defs: string;
  body: string;
}

/** Layers (or plain fragments) one above the other, in order. */
export const join = (...layers: (Layer | string)[]): Layer =>
  layers.reduce<Layer>(
    (acc, l) =>
      typeof l === 'string'
        ? { defs: acc.defs, body: acc.body + l }
        : { defs: acc.defs + l.defs, body: acc.body + l.body },
    { defs: '', body: '' },
  );

/** A scene's SVG document from its joined layers. */
export const doc = (w: number, h: number, l: Layer): string => svgDoc(w, h, l.body, l.defs);

/** Coast backdrop: sky, sun, Sierra Bermeja ridges and optionally the sea. */
export function coast(
  id: string,
  w: number,
  h: number,
  horizon: number,
  mood: SkyMood,
  opts: { sunX?: number; sea?: boolean; seed?: number } = {},
): Layer {
  const seed = opts.seed ?? 1;
  const sunY = mood === 'sunset' || mood === 'dusk' ? horizon - h * 0.08 : h * 0.2;
  const s =
    mood === 'night'
      ? sky(id, w, h, mood)
      : sky(id, w, h, mood, { x: w * (opts.sunX ?? 0.7), y: sunY, r: Math.min(w, h) * 0.05 });
  const far =
    mood === 'night' ? '#13293F' : mood === 'dusk' ? '#3B3558' : mood === 'sunset' ? '#6B5A6E' : '#8FB1BF';
  const near =
    mood === 'night' ? '#0C2134' : mood === 'dusk' ? '#2A2845' : mood === 'sunset' ? '#4D4560' : C.mountain;
  const seaH = opts.sea ? h * 0.05 : 0;
  return join(
    s,
    ridge(w, horizon - seaH, h * 0.2, far, seed, 0.9),
    ridge(w, horizon - seaH, h * 0.12, near, seed + 7, 0.95),
    opts.sea ? sea(w, horizon - seaH, seaH, seed + 3) : '',
  );
}

/** A night sky's stars, seeded. */
export function stars(w: number, h: number, seed: number): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < 60; i++)
    out += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h * 0.45).toFixed(1)}" r="${(0.6 + r() * 1.2).toFixed(1)}" fill="#FFFFFF" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`;
  return out;
}
