/**
 * The demo pictures of the fictional SierraMar Football Academy (Estepona, Costa del Sol), each a
 * function of its pixel size returning SVG: the action, training and venue scenes. Every scene is
 * drawn from the same primitives (landscape.ts, props.ts, figure.ts), so the whole site shares one
 * illustrated look.
 */
import { coast, doc, join, stars, type Layer, type Scene } from './layers.ts';
import { pitch, sky, stand, vignette, type SkyMood } from './landscape.ts';
import { ball, cone, floodlight, goal, palm } from './props.ts';
import { player } from './figure.ts';
import { C, rng, svgDoc } from './svg.ts';

/** Generic action scene used for news and programme pictures; variant picks the composition. */
export function actionScene(variant: number): Scene {
  return (w, h) => {
    const moods: SkyMood[] = ['morning', 'noon', 'sunset', 'dusk', 'night'];
    const mood = moods[variant % moods.length] as SkyMood;
    const hz = h * (0.42 + (variant % 3) * 0.05);
    const id = `a${variant}`;
    const night = mood === 'night';
    const layers: (Layer | string)[] = [
      night
        ? join(sky(id, w, h, 'night'), stars(w, h, variant))
        : coast(id, w, h, hz, mood, {
            sunX: 0.2 + ((variant * 0.37) % 0.6),
            sea: variant % 2 === 0,
            seed: 40 + variant,
          }),
    ];
    if (night || variant % 4 === 1) {
      layers.push(
        floodlight(`${id}f1`, w * 0.1, hz, h * 0.4, night),
        floodlight(`${id}f2`, w * 0.9, hz, h * 0.4, night),
      );
    }
    if (!night && variant % 3 === 0) layers.push(palm(w * 0.85, hz + 2, h * 0.32, '#1E3B2F', -1));
    layers.push(pitch(`${id}p`, w, h, hz, { lines: variant % 2 ? 'box' : 'centre', night }));
    const shirts = [C.pitch, C.sun, '#FFFFFF'];
    const r = rng(100 + variant);
    const poses: ('run' | 'dribble' | 'kick' | 'stand' | 'jump')[] = [
      'run',
      'dribble',
      'kick',
      'stand',
      'jump',
    ];
    const count = 2 + (variant % 3);
    for (let i = 0; i < count; i++) {
      const x = w * (0.15 + (0.7 * (i + r() * 0.5)) / count);
      const y = h * (0.8 + r() * 0.14);
      const pose = poses[(variant + i) % poses.length] ?? 'run';
      layers.push(
        player(x, y, h * (0.28 + r() * 0.1), pose, {
          shirt: shirts[(i + variant) % 3] ?? C.pitch,
          flip: r() > 0.5,
        }),
      );
      if (pose === 'dribble') layers.push(ball(x + h * 0.08, y - h * 0.02, h * 0.022));
    }
    if (variant % 2) layers.push(goal(w * 0.6, hz + h * 0.08, w * 0.28));
    layers.push(cone(w * 0.06, h * 0.95, h * 0.07), vignette(`${id}v`, w, h, 0.3));
    return doc(w, h, join(...layers));
  };
}

/** Small players in a circle of cones: the foundation (U8-U10) group. */
export const foundationScene: Scene = (w, h) => {
  const hz = h * 0.4;
  const ring = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return cone(w * 0.5 + Math.cos(a) * w * 0.3, h * 0.72 + Math.sin(a) * h * 0.14, h * 0.055);
  }).join('');
  return doc(
    w,
    h,
    join(
      coast('fs', w, h, hz, 'morning', { sunX: 0.75, seed: 61 }),
      pitch('fsp', w, h, hz, { lines: 'none' }),
      ring,
      player(w * 0.4, h * 0.8, h * 0.22, 'dribble', { shirt: C.sun }),
      ball(w * 0.4 + h * 0.05, h * 0.79, h * 0.018),
      player(w * 0.58, h * 0.76, h * 0.2, 'run', { shirt: C.pitch, flip: true }),
      player(w * 0.16, h * 0.94, h * 0.34, 'point', { shirt: C.night }),
      vignette('fsv', w, h, 0.25),
    ),
  );
};

/** Goalkeeper school: keeper diving at the near post. */
export function keeperScene(mood: SkyMood = 'sunset', seed = 62): Scene {
  return (w, h) => {
    const hz = h * 0.36;
    return doc(
      w,
      h,
      join(
        coast(`ks${seed}`, w, h, hz, mood, { sunX: 0.8, seed }),
        pitch('ksp', w, h, hz, { lines: 'box' }),
        goal(w * 0.1, h * 0.82, w * 0.8),
        player(w * 0.34, h * 0.78, h * 0.42, 'dive', { shirt: C.sun, gloves: '#FFFFFF', flip: true }),
        ball(w * 0.16, h * 0.46, h * 0.04, false),
        vignette(`ksv${seed}`, w, h, 0.3),
      ),
    );
  };
}

/** A team line-up with the coach: used for the about page. */
export const teamScene: Scene = (w, h) => {
  const hz = h * 0.5;
  const line = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]
    .map((x, i) =>
      player(
        w * x,
        h * (0.84 + (i % 2) * 0.03),
        h * (0.34 + (i % 2) * 0.02),
        i === 3 ? 'celebrate' : 'stand',
        { shirt: i === 0 ? C.sun : C.pitch },
      ),
    )
    .join('');
  return doc(
    w,
    h,
    join(
      coast('ts', w, h, hz, 'sunset', { sunX: 0.5, sea: true, seed: 63 }),
      palm(w * 0.06, hz, h * 0.32, '#2A2440', 1),
      palm(w * 0.95, hz, h * 0.28, '#2A2440', -1),
      pitch('tsp', w, h, hz, { lines: 'none' }),
      line,
      player(w * 0.9, h * 0.94, h * 0.42, 'point', { shirt: C.night, flip: true }),
      ball(w * 0.5, h * 0.9, h * 0.025),
      vignette('tsv', w, h, 0.3),
    ),
  );
};

/** Main venue: the floodlit stadium with a stand. */
export const stadiumScene: Scene = (w, h) => {
  const hz = h * 0.52;
  const a = floodlight('sa', w * 0.06, hz - h * 0.1, h * 0.36, true);
  const b = floodlight('sb', w * 0.94, hz - h * 0.1, h * 0.36, true);
  return doc(
    w,
    h,
    join(
      coast('st', w, h, hz, 'dusk', { sunX: 0.4, seed: 64 }),
      a,
      b,
      stand(w, hz, h * 0.14, 64),
      pitch('stp', w, h, hz, { lines: 'centre' }),
      goal(w * 0.44, hz + h * 0.035, w * 0.12),
      vignette('stv', w, h, 0.3),
    ),
  );
};

/** Second venue / campus: the training ground by the sea with palms. */
export const seasideScene: Scene = (w, h) => {
  const hz = h * 0.46;
  return doc(
    w,
    h,
    join(
      coast('ss', w, h, hz, 'noon', { sunX: 0.7, sea: true, seed: 65 }),
      palm(w * 0.05, hz + 3, h * 0.4, C.pitch, 1),
      palm(w * 0.12, hz + 3, h * 0.3, C.pitch, -1),
      palm(w * 0.93, hz + 3, h * 0.36, C.pitch, -1),
      pitch('ssp', w, h, hz, { lines: 'box' }),
      goal(w * 0.4, hz + h * 0.07, w * 0.2),
      [0.3, 0.45, 0.6, 0.75].map((x) => cone(w * x, h * 0.74, h * 0.05)).join(''),
      player(w * 0.5, h * 0.92, h * 0.3, 'dribble', { shirt: C.sun }),
      ball(w * 0.5 + h * 0.07, h * 0.9, h * 0.02),
      vignette('ssv', w, h, 0.25),
    ),
  );
};

/** The academy crest on a striped pitch: the default picture for news without one. */
export const crestScene: Scene = (w, h) => {
  const cx = w / 2;
  const cy = h / 2;
  const s = Math.min(w, h) * 0.34;
  let stripes = '';
  for (let i = 0; i < 10; i += 2)
    stripes += `<rect x="${(w * i) / 10}" y="0" width="${w / 10}" height="${h}" fill="${C.pitchLight}" opacity="0.35"/>`;
  const shield = `M${cx},${cy - s} L${cx + s * 0.8},${cy - s * 0.7} V${cy + s * 0.1} Q${cx + s * 0.8},${cy + s * 0.75} ${cx},${cy + s} Q${cx - s * 0.8},${cy + s * 0.75} ${cx - s * 0.8},${cy + s * 0.1} V${cy - s * 0.7} Z`;
  const wave = `M${cx - s * 0.6},${cy + s * 0.3} Q${cx - s * 0.3},${cy + s * 0.15} ${cx},${cy + s * 0.3} T${cx + s * 0.6},${cy + s * 0.3}`;
  const mount = `M${cx - s * 0.6},${cy + s * 0.05} L${cx - s * 0.2},${cy - s * 0.45} L${cx + s * 0.05},${cy - s * 0.15} L${cx + s * 0.25},${cy - s * 0.35} L${cx + s * 0.6},${cy + s * 0.05} Z`;
  return svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${C.pitch}"/>${stripes}<circle cx="${cx}" cy="${cy}" r="${s * 1.45}" fill="none" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="${s * 0.03}"/><line x1="${cx}" y1="0" x2="${cx}" y2="${h}" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="${s * 0.03}"/>` +
      `<path d="${shield}" fill="${C.night}" stroke="${C.sun}" stroke-width="${s * 0.06}"/>` +
      `<circle cx="${cx + s * 0.32}" cy="${cy - s * 0.45}" r="${s * 0.14}" fill="${C.sun}"/>` +
      `<path d="${mount}" fill="${C.pitchLight}"/>` +
      `<path d="${wave}" fill="none" stroke="${C.seaLight}" stroke-width="${s * 0.09}" stroke-linecap="round"/>` +
      `<path d="M${cx - s * 0.45},${cy + s * 0.55} Q${cx},${cy + s * 0.45} ${cx + s * 0.45},${cy + s * 0.55}" fill="none" stroke="${C.seaLight}" stroke-width="${s * 0.07}" stroke-linecap="round" opacity="0.7"/>`,
  );
};

/** A tactics board: a formation in chalk with passing arrows. */
export const tacticsScene: Scene = (w, h) => {
  const m = Math.min(w, h) * 0.08;
  const bw = w - 2 * m;
  const bh = h - 2 * m;
  const X = (fx: number): number => m + bw * fx;
  const Y = (fy: number): number => m + bh * fy;
  const chalk = `stroke="#FFFFFF" stroke-opacity="0.85" fill="none" stroke-width="${(w / 250).toFixed(1)}" stroke-linecap="round"`;
  const team = [
    [0.1, 0.5],
    [0.25, 0.2],
    [0.25, 0.4],
    [0.25, 0.6],
    [0.25, 0.8],
    [0.45, 0.3],
    [0.45, 0.5],
    [0.45, 0.7],
    [0.65, 0.2],
    [0.68, 0.5],
    [0.65, 0.8],
  ] as const;
  const r = Math.min(bw, bh) * 0.035;
  const dots = team
    .map(
      ([fx, fy]) =>
        `<circle cx="${X(fx).toFixed(1)}" cy="${Y(fy).toFixed(1)}" r="${r.toFixed(1)}" fill="${C.sun}" stroke="${C.night}" stroke-width="${(r * 0.25).toFixed(1)}"/>`,
    )
    .join('');
  const rivals = [
    [0.82, 0.35],
    [0.82, 0.65],
    [0.9, 0.5],
    [0.75, 0.5],
  ]
    .map(
      ([fx, fy]) =>
        `<path d="M${(X(fx!) - r).toFixed(1)},${(Y(fy!) - r).toFixed(1)} l${(2 * r).toFixed(1)},${(2 * r).toFixed(1)} m0,-${(2 * r).toFixed(1)} l-${(2 * r).toFixed(1)},${(2 * r).toFixed(1)}" ${chalk}/>`,
    )
    .join('');
  const arrow = (x1: number, y1: number, cx: number, cy: number, x2: number, y2: number): string =>
    `<path d="M${X(x1).toFixed(1)},${Y(y1).toFixed(1)} Q${X(cx).toFixed(1)},${Y(cy).toFixed(1)} ${X(x2).toFixed(1)},${Y(y2).toFixed(1)}" ${chalk} stroke-dasharray="${(w / 80).toFixed(1)} ${(w / 110).toFixed(1)}" marker-end="url(#ah)"/>`;
  const defs = `<marker id="ah" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#FFFFFF"/></marker>`;
  return svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${C.night}"/><rect x="${m * 0.5}" y="${m * 0.5}" width="${w - m}" height="${h - m}" rx="${m * 0.4}" fill="${C.pitch}" stroke="#6B4F2A" stroke-width="${m * 0.25}"/>` +
      `<g ${chalk}><rect x="${X(0)}" y="${Y(0)}" width="${bw}" height="${bh}"/><line x1="${X(0.5)}" y1="${Y(0)}" x2="${X(0.5)}" y2="${Y(1)}"/><circle cx="${X(0.5)}" cy="${Y(0.5)}" r="${bh * 0.15}"/><rect x="${X(0)}" y="${Y(0.25)}" width="${bw * 0.14}" height="${bh * 0.5}"/><rect x="${X(0.86)}" y="${Y(0.25)}" width="${bw * 0.14}" height="${bh * 0.5}"/></g>` +
      arrow(0.45, 0.5, 0.55, 0.3, 0.65, 0.22) +
      arrow(0.65, 0.2, 0.8, 0.1, 0.86, 0.4) +
      arrow(0.25, 0.8, 0.4, 0.95, 0.62, 0.84) +
      dots +
      rivals +
      ball(X(0.47), Y(0.56), r * 0.6, false),
    defs,
  );
};
