/** The ground and the sky of a scene: sky, mountains, sea, the pitch, a stand, the vignette. */
import { C, f, rng } from './svg.ts';

export type SkyMood = 'morning' | 'noon' | 'sunset' | 'dusk' | 'night';

const SKIES: Record<SkyMood, [string, string, string]> = {
  morning: ['#8EC5E8', '#CFE6F2', '#FBE3A6'],
  noon: ['#3F8FCB', '#8FC3E6', '#E4F1F7'],
  sunset: ['#23395B', '#E8912A', '#F5B82E'],
  dusk: ['#0B1F33', '#3A3F6B', '#E8912A'],
  night: ['#050E18', '#0B1F33', '#17324D'],
};

/** Sky gradient plus an optional sun disc with a soft glow. */
export function sky(
  id: string,
  w: number,
  h: number,
  mood: SkyMood,
  sun?: { x: number; y: number; r: number },
): { defs: string; body: string } {
  const [top, mid, low] = SKIES[mood];
  let defs = `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`;
  if (sun) {
    defs += `<radialGradient id="${id}-glow"><stop offset="0" stop-color="#FFF3C4" stop-opacity="0.95"/><stop offset="0.25" stop-color="${C.sun}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.sun}" stop-opacity="0"/></radialGradient>`;
    body += `<circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(sun.r * 5)}" fill="url(#${id}-glow)"/><circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(sun.r)}" fill="#FFF1BD"/>`;
  }
  return { defs, body };
}

/** A distant mountain ridge (the Sierra Bermeja behind the coast), seeded for variety. */
export function ridge(
  w: number,
  baseY: number,
  height: number,
  color: string,
  seed: number,
  opacity = 1,
): string {
  const r = rng(seed);
  const pts: string[] = [`0,${f(baseY)}`];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = baseY - height * (0.35 + 0.65 * r());
    pts.push(`${f(x)},${f(y)}`);
  }
  pts.push(`${f(w)},${f(baseY)}`);
  return `<polygon points="${pts.join(' ')}" fill="${color}" opacity="${opacity}" stroke-linejoin="round"/>`;
}

/** Sea band with a few light glints. */
export function sea(w: number, y: number, h: number, seed: number): string {
  const r = rng(seed);
  let glints = '';
  for (let i = 0; i < 14; i++) {
    const gx = r() * w;
    const gy = y + 4 + r() * (h - 8);
    glints += `<rect x="${f(gx)}" y="${f(gy)}" width="${f(20 + r() * 50)}" height="2" rx="1" fill="#FFFFFF" opacity="${f(0.25 + r() * 0.35)}"/>`;
  }
  return `<rect x="0" y="${f(y)}" width="${w}" height="${f(h)}" fill="${C.sea}"/>${glints}`;
}

/**
 * A grass pitch seen from the side line: mowing bands that widen towards the viewer, and the
 * white lines (halfway line, centre circle or penalty box) drawn in simple perspective.
 */
export function pitch(
  id: string,
  w: number,
  h: number,
  horizon: number,
  opts: { lines?: 'centre' | 'box' | 'none'; night?: boolean } = {},
): { defs: string; body: string } {
  const dark = opts.night ? '#0F4A31' : C.pitchLight;
  const light = opts.night ? '#166440' : C.grass;
  const defs = `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;
  let body = `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${dark}"/>`;
  const depth = h - horizon;
  const bands = 8;
  for (let i = 0; i < bands; i += 2) {
    const y0 = horizon + depth * (i / bands) ** 1.6;
    const y1 = horizon + depth * ((i + 1) / bands) ** 1.6;
    body += `<rect x="0" y="${f(y0)}" width="${w}" height="${f(y1 - y0)}" fill="${light}"/>`;
  }
  const line = `stroke="#FFFFFF" stroke-opacity="0.85" fill="none" stroke-linecap="round"`;
  const far = horizon + depth * 0.06;
  body += `<line x1="0" y1="${f(far)}" x2="${w}" y2="${f(far)}" ${line} stroke-width="${f(Math.max(1.5, w / 700))}"/>`;
  if (opts.lines === 'centre') {
    const cy = horizon + depth * 0.45;
    body += `<line x1="${f(w * 0.5)}" y1="${f(far)}" x2="${f(w * 0.5 + depth * 0.05)}" y2="${f(h)}" ${line} stroke-width="${f(w / 320)}"/>`;
    body += `<ellipse cx="${f(w * 0.5 + depth * 0.02)}" cy="${f(cy)}" rx="${f(w * 0.2)}" ry="${f(depth * 0.2)}" ${line} stroke-width="${f(w / 360)}"/>`;
  } else if (opts.lines === 'box') {
    const bx0 = w * 0.22;
    const bx1 = w * 0.78;
    const by = horizon + depth * 0.42;
    body += `<polyline points="${f(bx0 + w * 0.05)},${f(far)} ${f(bx0 - w * 0.04)},${f(by)} ${f(bx1 + w * 0.04)},${f(by)} ${f(bx1 - w * 0.05)},${f(far)}" ${line} stroke-width="${f(w / 380)}"/>`;
    body += `<path d="M${f(w * 0.4)},${f(by)} Q${f(w * 0.5)},${f(by + depth * 0.16)} ${f(w * 0.6)},${f(by)}" ${line} stroke-width="${f(w / 380)}"/>`;
  }
  body += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(depth)}" fill="url(#${id}-shade)"/>`;
  return { defs, body };
}

/** A soft darkening at the bottom (vignette) that gives every scene the same finish. */
export function vignette(id: string, w: number, h: number, strength = 0.35): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

/** Low stadium stand with a crowd of dots along the horizon. */
export function stand(w: number, horizon: number, height: number, seed: number, night = false): string {
  const r = rng(seed);
  let crowd = '';
  const colors = night
    ? ['#2A4A6B', '#3B5C7E', '#F5B82E', '#1F8A5B']
    : ['#E8E1D0', '#F5B82E', '#1F8A5B', '#FFFFFF', '#0E5A3A'];
  for (let i = 0; i < w / 6; i++) {
    const cx = r() * w;
    const cy = horizon - height * 0.15 - r() * height * 0.6;
    crowd += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(2 + r() * 2)}" fill="${colors[i % colors.length]}" opacity="0.8"/>`;
  }
  return `<rect x="0" y="${f(horizon - height)}" width="${w}" height="${f(height)}" fill="${night ? '#0E2238' : '#37566B'}"/><rect x="0" y="${f(horizon - height)}" width="${w}" height="${f(height * 0.12)}" fill="${night ? '#1B3A58' : '#4F7287'}"/>${crowd}`;
}
