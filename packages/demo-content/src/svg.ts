/**
 * Drawing primitives for the generated demo pictures: one illustrated style in the palette of
 * VISUAL.md (pitch greens, sun gold, night blue, sand), built from plain SVG so sharp can render
 * it without fonts or network. Every function returns an SVG fragment string.
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

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

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

/** A goal seen from the front: posts, crossbar and a net drawn as a thin lattice. */
export function goal(x: number, baseY: number, width: number, color = '#FFFFFF'): string {
  const height = width * 0.33;
  const post = Math.max(2, width * 0.022);
  const top = baseY - height;
  const back = width * 0.06;
  let net = '';
  const cells = 14;
  for (let i = 1; i < cells; i++) {
    const nx = x + (width * i) / cells;
    net += `<line x1="${f(nx)}" y1="${f(top + back * 0.5)}" x2="${f(nx)}" y2="${f(baseY)}"/>`;
  }
  for (let j = 1; j < 5; j++) {
    const ny = top + back * 0.5 + ((height - back * 0.5) * j) / 5;
    net += `<line x1="${f(x)}" y1="${f(ny)}" x2="${f(x + width)}" y2="${f(ny)}"/>`;
  }
  return (
    `<g stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="${f(Math.max(0.8, width / 400))}">${net}</g>` +
    `<path d="M${f(x)},${f(baseY)} V${f(top)} H${f(x + width)} V${f(baseY)}" stroke="${color}" stroke-width="${f(post)}" fill="none" stroke-linejoin="round"/>` +
    `<rect x="${f(x)}" y="${f(baseY - 1)}" width="${f(width)}" height="${f(Math.max(2, width / 200))}" fill="#000" opacity="0.15"/>`
  );
}

/** A football: white disc, dark pentagon and seams, with a soft shadow on the grass. */
export function ball(cx: number, cy: number, r: number, shadow = true): string {
  const pent = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `${f(cx + Math.cos(a) * r * 0.38)},${f(cy + Math.sin(a) * r * 0.38)}`;
  }).join(' ');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `<line x1="${f(cx + Math.cos(a) * r * 0.38)}" y1="${f(cy + Math.sin(a) * r * 0.38)}" x2="${f(cx + Math.cos(a) * r * 0.95)}" y2="${f(cy + Math.sin(a) * r * 0.95)}"/>`;
  }).join('');
  return (
    (shadow
      ? `<ellipse cx="${f(cx + r * 0.3)}" cy="${f(cy + r * 1.05)}" rx="${f(r * 0.9)}" ry="${f(r * 0.22)}" fill="#000" opacity="0.2"/>`
      : '') +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#FFFFFF" stroke="${C.night}" stroke-width="${f(Math.max(0.8, r * 0.08))}"/>` +
    `<g stroke="${C.night}" stroke-width="${f(Math.max(0.6, r * 0.07))}">${seams}</g>` +
    `<polygon points="${pent}" fill="${C.night}"/>`
  );
}

/** A training cone in sun gold with a white band. */
export function cone(x: number, baseY: number, size: number): string {
  const w = size * 0.8;
  return (
    `<ellipse cx="${f(x + size * 0.15)}" cy="${f(baseY)}" rx="${f(w * 0.75)}" ry="${f(size * 0.12)}" fill="#000" opacity="0.18"/>` +
    `<polygon points="${f(x - w / 2)},${f(baseY)} ${f(x)},${f(baseY - size)} ${f(x + w / 2)},${f(baseY)}" fill="${C.sun}"/>` +
    `<polygon points="${f(x - w * 0.3)},${f(baseY - size * 0.4)} ${f(x - w * 0.2)},${f(baseY - size * 0.6)} ${f(x + w * 0.2)},${f(baseY - size * 0.6)} ${f(x + w * 0.3)},${f(baseY - size * 0.4)}" fill="#FFFFFF" opacity="0.9"/>` +
    `<polygon points="${f(x)},${f(baseY - size)} ${f(x + w / 2)},${f(baseY)} ${f(x + w * 0.12)},${f(baseY)}" fill="${C.sunDeep}" opacity="0.55"/>` +
    `<rect x="${f(x - w * 0.62)}" y="${f(baseY - size * 0.06)}" width="${f(w * 1.24)}" height="${f(size * 0.08)}" rx="${f(size * 0.03)}" fill="${C.sunDeep}"/>`
  );
}

/** A floodlight mast with a bank of lamps and a wide glow. */
export function floodlight(
  id: string,
  x: number,
  baseY: number,
  height: number,
  on = true,
): { defs: string; body: string } {
  const headW = height * 0.22;
  const headH = height * 0.1;
  const top = baseY - height;
  const defs = `<radialGradient id="${id}"><stop offset="0" stop-color="#FFF8DC" stop-opacity="0.9"/><stop offset="0.3" stop-color="#FFE9A8" stop-opacity="0.35"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></radialGradient>`;
  let lamps = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      lamps += `<circle cx="${f(x - headW / 2 + (headW * (c + 0.5)) / 4)}" cy="${f(top + (headH * (r + 0.5)) / 3)}" r="${f(headH * 0.13)}" fill="${on ? '#FFF6D5' : '#9AA5B1'}"/>`;
  const body =
    (on
      ? `<circle cx="${f(x)}" cy="${f(top + headH / 2)}" r="${f(height * 0.55)}" fill="url(#${id})"/>`
      : '') +
    `<path d="M${f(x - height * 0.025)},${f(baseY)} L${f(x - height * 0.012)},${f(top + headH)} H${f(x + height * 0.012)} L${f(x + height * 0.025)},${f(baseY)} Z" fill="${C.night}"/>` +
    `<rect x="${f(x - headW / 2 - 3)}" y="${f(top - 3)}" width="${f(headW + 6)}" height="${f(headH + 6)}" rx="3" fill="${C.night}"/>` +
    lamps;
  return { defs, body };
}

/** A Mediterranean palm: curved trunk and drooping fronds. */
export function palm(x: number, baseY: number, height: number, color: string, lean = 1): string {
  const topX = x + height * 0.18 * lean;
  const topY = baseY - height;
  let fronds = '';
  const angles = [-160, -130, -100, -70, -40, -10, 20];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = height * (0.42 + 0.08 * Math.cos(rad * 3));
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const cx = topX + Math.cos(rad) * len * 0.55;
    const cy = topY + Math.sin(rad) * len * 0.75 - len * 0.1;
    // Each frond is a leaf: out along one curve and back along a slightly offset one.
    const wdt = height * 0.05;
    fronds += `<path d="M${f(topX)},${f(topY)} Q${f(cx)},${f(cy - wdt)} ${f(ex)},${f(ey)} Q${f(cx)},${f(cy + wdt)} ${f(topX)},${f(topY + wdt * 0.4)} Z" fill="${color}"/>`;
  }
  return (
    `<path d="M${f(x - height * 0.03)},${f(baseY)} Q${f(x + height * 0.02 * lean)},${f(baseY - height * 0.55)} ${f(topX - height * 0.012)},${f(topY)} L${f(topX + height * 0.012)},${f(topY)} Q${f(x + height * 0.06 * lean)},${f(baseY - height * 0.55)} ${f(x + height * 0.03)},${f(baseY)} Z" fill="${color}"/>` +
    fronds +
    `<circle cx="${f(topX)}" cy="${f(topY + height * 0.02)}" r="${f(height * 0.035)}" fill="${color}"/>`
  );
}

export type Pose = 'stand' | 'run' | 'kick' | 'dribble' | 'celebrate' | 'dive' | 'point' | 'jump' | 'keeper';

type Pt = readonly [number, number];
interface Skeleton {
  head: Pt;
  neck: Pt;
  hip: Pt;
  lk: Pt;
  lf: Pt;
  rk: Pt;
  rf: Pt;
  le: Pt;
  lh: Pt;
  re: Pt;
  rh: Pt;
}

// Joint positions for a body 1 unit tall, feet at y = 0, facing right; "l" limbs are drawn behind.
const POSES: Record<Exclude<Pose, 'dive'>, Skeleton> = {
  stand: {
    head: [0, -0.91],
    neck: [0, -0.81],
    hip: [0, -0.5],
    lk: [-0.04, -0.26],
    lf: [-0.06, 0],
    rk: [0.05, -0.26],
    rf: [0.07, 0],
    le: [-0.09, -0.64],
    lh: [-0.1, -0.47],
    re: [0.09, -0.64],
    rh: [0.11, -0.47],
  },
  run: {
    head: [0.1, -0.89],
    neck: [0.07, -0.79],
    hip: [-0.01, -0.5],
    lk: [-0.12, -0.29],
    lf: [-0.28, -0.17],
    rk: [0.15, -0.33],
    rf: [0.11, -0.07],
    le: [0.14, -0.62],
    lh: [0.22, -0.7],
    re: [-0.06, -0.62],
    rh: [-0.16, -0.52],
  },
  dribble: {
    head: [0.07, -0.89],
    neck: [0.05, -0.79],
    hip: [-0.01, -0.5],
    lk: [-0.08, -0.27],
    lf: [-0.16, -0.03],
    rk: [0.12, -0.29],
    rf: [0.17, -0.05],
    le: [-0.12, -0.63],
    lh: [-0.2, -0.52],
    re: [0.14, -0.64],
    rh: [0.22, -0.56],
  },
  kick: {
    head: [-0.04, -0.9],
    neck: [-0.03, -0.8],
    hip: [0, -0.5],
    lk: [-0.02, -0.26],
    lf: [-0.03, 0],
    rk: [0.2, -0.38],
    rf: [0.39, -0.44],
    le: [-0.17, -0.72],
    lh: [-0.33, -0.7],
    re: [0.12, -0.66],
    rh: [0.24, -0.58],
  },
  celebrate: {
    head: [0, -0.92],
    neck: [0, -0.82],
    hip: [0, -0.5],
    lk: [-0.06, -0.26],
    lf: [-0.1, 0],
    rk: [0.06, -0.26],
    rf: [0.1, 0],
    le: [-0.14, -0.95],
    lh: [-0.2, -1.12],
    re: [0.14, -0.95],
    rh: [0.2, -1.12],
  },
  point: {
    head: [0, -0.91],
    neck: [0, -0.81],
    hip: [0, -0.5],
    lk: [-0.04, -0.26],
    lf: [-0.06, 0],
    rk: [0.05, -0.26],
    rf: [0.07, 0],
    le: [-0.09, -0.64],
    lh: [-0.09, -0.47],
    re: [0.16, -0.76],
    rh: [0.34, -0.8],
  },
  jump: {
    head: [0.02, -0.93],
    neck: [0.01, -0.83],
    hip: [0, -0.52],
    lk: [-0.1, -0.36],
    lf: [-0.07, -0.12],
    rk: [0.1, -0.34],
    rf: [0.08, -0.1],
    le: [-0.16, -0.88],
    lh: [-0.14, -1.06],
    re: [0.16, -0.9],
    rh: [0.16, -1.08],
  },
  keeper: {
    head: [0, -0.86],
    neck: [0, -0.76],
    hip: [0, -0.46],
    lk: [-0.14, -0.25],
    lf: [-0.17, 0],
    rk: [0.14, -0.25],
    rf: [0.17, 0],
    le: [-0.2, -0.62],
    lh: [-0.26, -0.74],
    re: [0.2, -0.62],
    rh: [0.26, -0.74],
  },
};

const DIVE: Skeleton = {
  head: [0, -0.92],
  neck: [0, -0.82],
  hip: [0, -0.5],
  lk: [-0.03, -0.25],
  lf: [-0.05, 0],
  rk: [0.06, -0.27],
  rf: [0.12, -0.04],
  le: [-0.07, -0.98],
  lh: [-0.05, -1.16],
  re: [0.07, -0.98],
  rh: [0.09, -1.15],
};

/**
 * An abstract player silhouette: round-capped limbs, a torso and a head. `shirt` colours the
 * torso and upper arms so teams read at a glance; `flip` faces the player left.
 */
export function player(
  x: number,
  footY: number,
  height: number,
  pose: Pose,
  opts: { body?: string; shirt?: string; shorts?: string; flip?: boolean; gloves?: string } = {},
): string {
  const sk = pose === 'dive' ? DIVE : POSES[pose];
  const body = opts.body ?? C.night;
  const shirt = opts.shirt ?? body;
  const s = height;
  const m = opts.flip ? -1 : 1;
  const P = (p: Pt): string => `${f(x + p[0] * s * m)},${f(footY + p[1] * s)}`;
  const limb = (a: Pt, b: Pt, c: Pt, color: string, wdt: number): string =>
    `<polyline points="${P(a)} ${P(b)} ${P(c)}" fill="none" stroke="${color}" stroke-width="${f(wdt * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const shoulder: Pt = [sk.neck[0], sk.neck[1] + 0.04];
  // Torso: a tapered quad, wide at the shoulders and narrow at the waist, across the spine.
  const dx = sk.hip[0] - shoulder[0];
  const dy = sk.hip[1] - shoulder[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const side = (p: Pt, k: number): Pt => [p[0] + nx * k, p[1] + ny * k];
  const torso = `<polygon points="${P(side(shoulder, 0.1))} ${P(side(shoulder, -0.1))} ${P(side(sk.hip, -0.072))} ${P(side(sk.hip, 0.072))}" fill="${shirt}" stroke="${shirt}" stroke-width="${f(0.05 * s)}" stroke-linejoin="round"/>`;
  const part = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  // Shorts: the upper half of each thigh, drawn wider than the leg and in the shorts colour.
  const shortsColor = opts.shorts ?? body;
  const thigh = (k: Pt): string =>
    `<polyline points="${P(sk.hip)} ${P(part(sk.hip, k, 0.5))}" stroke="${shortsColor}" stroke-width="${f(0.115 * s)}" stroke-linecap="round"/>`;
  const hands = opts.gloves
    ? `<circle cx="${P(sk.lh).split(',')[0]}" cy="${P(sk.lh).split(',')[1]}" r="${f(0.045 * s)}" fill="${opts.gloves}"/><circle cx="${P(sk.rh).split(',')[0]}" cy="${P(sk.rh).split(',')[1]}" r="${f(0.045 * s)}" fill="${opts.gloves}"/>`
    : '';
  const g =
    limb(shoulder, sk.le, sk.lh, body, 0.06) +
    `<polyline points="${P(shoulder)} ${P(part(shoulder, sk.le, 0.6))}" stroke="${shirt}" stroke-width="${f(0.075 * s)}" stroke-linecap="round"/>` +
    limb(sk.hip, sk.lk, sk.lf, body, 0.075) +
    thigh(sk.lk) +
    limb(sk.hip, sk.rk, sk.rf, body, 0.075) +
    thigh(sk.rk) +
    torso +
    limb(shoulder, sk.re, sk.rh, body, 0.06) +
    `<polyline points="${P(shoulder)} ${P(part(shoulder, sk.re, 0.6))}" stroke="${shirt}" stroke-width="${f(0.075 * s)}" stroke-linecap="round"/>` +
    hands +
    `<circle cx="${P(sk.head).split(',')[0]}" cy="${P(sk.head).split(',')[1]}" r="${f(0.072 * s)}" fill="${body}"/>`;
  if (pose === 'dive') {
    // The keeper stretches sideways: rotate the upright stretch pose about the hip.
    const [hx, hy] = P(sk.hip).split(',');
    return `<g transform="rotate(${68 * m} ${hx} ${hy})">${g}</g>`;
  }
  return g;
}

/** A scatter of confetti in the palette. */
export function confetti(w: number, h: number, count: number, seed: number): string {
  const r = rng(seed);
  const colors = [C.sun, C.white, C.grassLight, C.sunDeep];
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = 4 + r() * 8;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * 0.45)}" fill="${colors[i % colors.length]}" transform="rotate(${Math.round(r() * 180)} ${f(x)} ${f(y)})" opacity="0.9"/>`;
  }
  return out;
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
