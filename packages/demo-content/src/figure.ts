/** The player figure of every scene: one skeleton per pose, drawn as round-capped limbs. */
import { C, f } from './svg.ts';

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
