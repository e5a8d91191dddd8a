/**
 * The demo pictures of the fictional SierraMar Football Academy (Estepona, Costa del Sol), each a
 * function of its pixel size returning SVG. Scenes combine the primitives of svg.ts so the whole
 * site shares one illustrated look.
 */
import {
  C,
  ball,
  cone,
  confetti,
  escapeXml,
  floodlight,
  goal,
  palm,
  pitch,
  player,
  ridge,
  rng,
  sea,
  sky,
  stand,
  svgDoc,
  vignette,
  type Pose,
  type SkyMood,
} from './svg.ts';

export type Scene = (w: number, h: number) => string;

interface Layer {
  defs: string;
  body: string;
}
const join = (...layers: (Layer | string)[]): Layer =>
  layers.reduce<Layer>(
    (acc, l) =>
      typeof l === 'string'
        ? { defs: acc.defs, body: acc.body + l }
        : { defs: acc.defs + l.defs, body: acc.body + l.body },
    { defs: '', body: '' },
  );

const doc = (w: number, h: number, l: Layer): string => svgDoc(w, h, l.body, l.defs);

/** Coast backdrop: sky, sun, Sierra Bermeja ridges and optionally the sea. */
function coast(
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

function stars(w: number, h: number, seed: number): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < 60; i++)
    out += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h * 0.45).toFixed(1)}" r="${(0.6 + r() * 1.2).toFixed(1)}" fill="#FFFFFF" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`;
  return out;
}

/** The still part of the home hero: golden hour at the seaside ground, keeper in goal. */
function heroBackdrop(w: number, h: number): Layer {
  const hz = h * 0.5;
  const u = h / 100;
  return join(
    coast('hero', w, h, hz, 'sunset', { sunX: 0.62, sea: true, seed: 11 }),
    palm(w * 0.2, hz, h * 0.3, '#2A2440', 1),
    palm(w * 0.26, hz, h * 0.22, '#2A2440', -1),
    palm(w * 0.8, hz, h * 0.26, '#2A2440', -1),
    floodlight('hfl1', w * 0.08, hz, h * 0.42, false),
    floodlight('hfl2', w * 0.93, hz, h * 0.42, false),
    pitch('hp', w, h, hz, { lines: 'box' }),
    goal(w * 0.39, hz + h * 0.06, w * 0.22),
    player(w * 0.5, hz + h * 0.055, h * 0.16, 'keeper', { shirt: C.sun, gloves: '#FFFFFF' }),
    cone(w * 0.04, h * 0.97, u * 5),
    cone(w * 0.96, h * 0.95, u * 4.5),
  );
}

/** Home hero poster: the backdrop with the players of the clip's first frame. */
export const heroScene: Scene = (w, h) =>
  doc(
    w,
    h,
    join(
      heroBackdrop(w, h),
      player(w * 0.16, h * 0.92, h * 0.36, 'dribble', { shirt: C.pitch }),
      ball(w * 0.16 + h * 0.08, h * 0.9, h * 0.024),
      player(w * 0.7, h * 0.9, h * 0.33, 'run', { shirt: '#FFFFFF', flip: true }),
      vignette('hv', w, h, 0.45),
    ),
  );

/** A transparent sprite of one player, for the hero clip's moving layers. */
export function playerSprite(pose: Pose, shirt: string, flip = false): Scene {
  return (w, h) => svgDoc(w, h, player(w / 2, h * 0.97, h * 0.8, pose, { shirt, flip }));
}

/** A transparent sprite of the ball. */
export const ballSprite: Scene = (w, h) => svgDoc(w, h, ball(w / 2, h / 2, Math.min(w, h) * 0.45, false));

/** Backdrop without the moving players (vignette included), for the clip's background. */
export const heroBackdropScene: Scene = (w, h) =>
  doc(w, h, join(heroBackdrop(w, h), vignette('hv', w, h, 0.45)));

export const GALLERY_SCENES: Scene[] = [
  // 1. Morning dribbling drill through a line of cones.
  (w, h) => {
    const hz = h * 0.45;
    const cones = [0.28, 0.42, 0.56, 0.7, 0.84]
      .map((x, i) => cone(w * x, h * (0.7 + i * 0.03), h * 0.07))
      .join('');
    return doc(
      w,
      h,
      join(
        coast('g1', w, h, hz, 'morning', { sunX: 0.85, seed: 21 }),
        pitch('g1p', w, h, hz, { lines: 'none' }),
        cones,
        player(w * 0.16, h * 0.88, h * 0.36, 'dribble', { shirt: C.pitch }),
        ball(w * 0.16 + h * 0.08, h * 0.86, h * 0.025),
        vignette('g1v', w, h, 0.25),
      ),
    );
  },
  // 2. Goalkeeper training: a full-stretch save.
  (w, h) => {
    const hz = h * 0.38;
    return doc(
      w,
      h,
      join(
        coast('g2', w, h, hz, 'noon', { sunX: 0.15, seed: 22 }),
        pitch('g2p', w, h, hz, { lines: 'box' }),
        goal(w * 0.14, h * 0.86, w * 0.72),
        player(w * 0.46, h * 0.8, h * 0.42, 'dive', { shirt: C.sun, gloves: '#FFFFFF' }),
        ball(w * 0.76, h * 0.42, h * 0.04, false),
        vignette('g2v', w, h, 0.3),
      ),
    );
  },
  // 3. Match night under the floodlights.
  (w, h) => {
    const hz = h * 0.5;
    const a = floodlight('g3a', w * 0.12, hz - h * 0.1, h * 0.34);
    const b = floodlight('g3b', w * 0.88, hz - h * 0.1, h * 0.34);
    return doc(
      w,
      h,
      join(
        sky('g3', w, h, 'night'),
        stars(w, h, 3),
        a,
        b,
        stand(w, hz, h * 0.12, 33, true),
        pitch('g3p', w, h, hz, { lines: 'centre', night: true }),
        player(w * 0.3, h * 0.9, h * 0.32, 'run', { shirt: C.sun }),
        player(w * 0.55, h * 0.78, h * 0.26, 'dribble', { shirt: '#FFFFFF', flip: true }),
        ball(w * 0.55 - h * 0.065, h * 0.77, h * 0.02),
        player(w * 0.75, h * 0.86, h * 0.3, 'run', { shirt: C.sun, flip: true }),
        vignette('g3v', w, h, 0.4),
      ),
    );
  },
  // 4. Team huddle at sunset.
  (w, h) => {
    const hz = h * 0.55;
    const huddle = [0.3, 0.4, 0.5, 0.6, 0.7]
      .map((x, i) =>
        player(
          w * x,
          h * (0.86 + (i % 2) * 0.04),
          h * (0.38 + (i % 2) * 0.03),
          i === 2 ? 'celebrate' : 'stand',
          { shirt: i % 2 ? C.pitch : '#FFFFFF' },
        ),
      )
      .join('');
    return doc(
      w,
      h,
      join(
        coast('g4', w, h, hz, 'sunset', { sunX: 0.5, sea: true, seed: 24 }),
        pitch('g4p', w, h, hz, { lines: 'none' }),
        huddle,
        vignette('g4v', w, h, 0.35),
      ),
    );
  },
  // 5. Shooting practice: the ball flies towards the top corner.
  (w, h) => {
    const hz = h * 0.42;
    const arc = `<path d="M${w * 0.3},${h * 0.8} Q${w * 0.5},${h * 0.3} ${w * 0.78},${h * 0.5}" stroke="#FFFFFF" stroke-width="${(h * 0.008).toFixed(1)}" stroke-dasharray="${(h * 0.02).toFixed(1)} ${(h * 0.02).toFixed(1)}" fill="none" opacity="0.8"/>`;
    return doc(
      w,
      h,
      join(
        coast('g5', w, h, hz, 'morning', { sunX: 0.3, seed: 25 }),
        pitch('g5p', w, h, hz, { lines: 'box' }),
        goal(w * 0.55, h * 0.64, w * 0.4),
        arc,
        ball(w * 0.78, h * 0.5, h * 0.03, false),
        player(w * 0.22, h * 0.94, h * 0.44, 'kick', { shirt: C.pitch }),
        vignette('g5v', w, h, 0.25),
      ),
    );
  },
  // 6. Summer campus by the sea, palms and cones.
  (w, h) => {
    const hz = h * 0.5;
    return doc(
      w,
      h,
      join(
        coast('g6', w, h, hz, 'noon', { sunX: 0.8, sea: true, seed: 26 }),
        palm(w * 0.08, hz + 4, h * 0.42, C.pitch, 1),
        palm(w * 0.92, hz + 4, h * 0.38, C.pitch, -1),
        pitch('g6p', w, h, hz, { lines: 'centre' }),
        cone(w * 0.2, h * 0.7, h * 0.06),
        cone(w * 0.8, h * 0.72, h * 0.06),
        player(w * 0.38, h * 0.86, h * 0.28, 'run', { shirt: C.sun }),
        player(w * 0.52, h * 0.9, h * 0.3, 'jump', { shirt: C.pitch }),
        ball(w * 0.535, h * 0.5, h * 0.03, false),
        player(w * 0.66, h * 0.85, h * 0.27, 'run', { shirt: C.sun, flip: true }),
        vignette('g6v', w, h, 0.25),
      ),
    );
  },
  // 7. Trophy celebration with confetti.
  (w, h) => {
    const hz = h * 0.5;
    const trophy = `<g fill="${C.sun}"><path d="M${w * 0.46},${h * 0.2} h${w * 0.08} v${h * 0.05} q0,${h * 0.08} -${w * 0.04},${h * 0.09} q-${w * 0.04},-${h * 0.01} -${w * 0.04},-${h * 0.09} z"/><rect x="${w * 0.492}" y="${h * 0.34}" width="${w * 0.016}" height="${h * 0.04}"/><rect x="${w * 0.475}" y="${h * 0.38}" width="${w * 0.05}" height="${h * 0.02}" rx="2"/></g>`;
    return doc(
      w,
      h,
      join(
        coast('g7', w, h, hz, 'dusk', { sunX: 0.25, seed: 27 }),
        stand(w, hz, h * 0.1, 71),
        pitch('g7p', w, h, hz, { lines: 'none' }),
        player(w * 0.5, h * 0.9, h * 0.42, 'celebrate', { shirt: C.pitch }),
        trophy,
        player(w * 0.3, h * 0.92, h * 0.36, 'jump', { shirt: '#FFFFFF' }),
        player(w * 0.7, h * 0.92, h * 0.36, 'celebrate', { shirt: '#FFFFFF' }),
        confetti(w, h * 0.7, 70, 7),
        vignette('g7v', w, h, 0.3),
      ),
    );
  },
];

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

/* ---------- coach portraits (300x400): flat illustrated busts, each distinct ---------- */

export interface PortraitSpec {
  initials: string;
  bg: [string, string];
  skin: string;
  hair: string;
  hairStyle: 'short' | 'bun' | 'bald' | 'curly' | 'long' | 'cap';
  shirt: string;
  trim: string;
  beard?: boolean;
  glasses?: boolean;
}

export function portraitScene(p: PortraitSpec): Scene {
  return (w, h) => {
    const cx = w / 2;
    const headY = h * 0.42;
    const hr = w * 0.19;
    const hairShapes: Record<PortraitSpec['hairStyle'], string> = {
      short: `<path d="M${cx - hr * 1.02},${headY - hr * 0.1} Q${cx - hr * 1.05},${headY - hr * 1.25} ${cx},${headY - hr * 1.2} Q${cx + hr * 1.05},${headY - hr * 1.25} ${cx + hr * 1.02},${headY - hr * 0.1} Q${cx + hr * 0.8},${headY - hr * 0.75} ${cx},${headY - hr * 0.78} Q${cx - hr * 0.8},${headY - hr * 0.75} ${cx - hr * 1.02},${headY - hr * 0.1} Z" fill="${p.hair}"/>`,
      bun: `<circle cx="${cx}" cy="${headY - hr * 1.25}" r="${hr * 0.42}" fill="${p.hair}"/><path d="M${cx - hr * 1.05},${headY + hr * 0.1} Q${cx - hr * 1.1},${headY - hr * 1.2} ${cx},${headY - hr * 1.15} Q${cx + hr * 1.1},${headY - hr * 1.2} ${cx + hr * 1.05},${headY + hr * 0.1} Q${cx + hr * 0.7},${headY - hr * 0.7} ${cx},${headY - hr * 0.72} Q${cx - hr * 0.7},${headY - hr * 0.7} ${cx - hr * 1.05},${headY + hr * 0.1} Z" fill="${p.hair}"/>`,
      bald: `<path d="M${cx - hr * 1.0},${headY - hr * 0.05} Q${cx - hr},${headY - hr * 0.5} ${cx - hr * 0.85},${headY - hr * 0.45} L${cx - hr * 0.9},${headY} Z M${cx + hr * 1.0},${headY - hr * 0.05} Q${cx + hr},${headY - hr * 0.5} ${cx + hr * 0.85},${headY - hr * 0.45} L${cx + hr * 0.9},${headY} Z" fill="${p.hair}"/>`,
      curly: Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI + (i / 10) * Math.PI;
        return `<circle cx="${(cx + Math.cos(a) * hr * 0.95).toFixed(1)}" cy="${(headY - hr * 0.15 + Math.sin(a) * hr * 1.0).toFixed(1)}" r="${(hr * 0.32).toFixed(1)}" fill="${p.hair}"/>`;
      }).join(''),
      long: `<path d="M${cx - hr * 1.1},${headY + hr * 1.5} Q${cx - hr * 1.35},${headY - hr * 1.3} ${cx},${headY - hr * 1.18} Q${cx + hr * 1.35},${headY - hr * 1.3} ${cx + hr * 1.1},${headY + hr * 1.5} L${cx + hr * 0.75},${headY + hr * 1.5} Q${cx + hr * 0.95},${headY - hr * 0.5} ${cx},${headY - hr * 0.72} Q${cx - hr * 0.95},${headY - hr * 0.5} ${cx - hr * 0.75},${headY + hr * 1.5} Z" fill="${p.hair}"/>`,
      cap: `<path d="M${cx - hr * 1.02},${headY - hr * 0.25} Q${cx - hr},${headY - hr * 1.25} ${cx},${headY - hr * 1.22} Q${cx + hr},${headY - hr * 1.25} ${cx + hr * 1.02},${headY - hr * 0.25} Z" fill="${p.hair}"/><path d="M${cx - hr * 1.02},${headY - hr * 0.25} H${cx + hr * 1.7} Q${cx + hr * 1.6},${headY - hr * 0.05} ${cx + hr * 1.0},${headY - hr * 0.08} H${cx - hr * 1.02} Z" fill="${p.hair}"/><circle cx="${cx}" cy="${headY - hr * 0.75}" r="${hr * 0.16}" fill="${C.sun}"/>`,
    };
    const behindHair = p.hairStyle === 'long' ? hairShapes.long : '';
    const frontHair =
      p.hairStyle === 'long'
        ? `<path d="M${cx - hr * 1.0},${headY - hr * 0.1} Q${cx - hr * 0.9},${headY - hr * 1.2} ${cx + hr * 0.2},${headY - hr * 1.1} Q${cx + hr * 1.0},${headY - hr * 1.0} ${cx + hr * 1.02},${headY - hr * 0.1} Q${cx + hr * 0.3},${headY - hr * 0.85} ${cx - hr * 1.0},${headY - hr * 0.1} Z" fill="${p.hair}"/>`
        : hairShapes[p.hairStyle];
    const eyes = `<circle cx="${cx - hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.08}" fill="${C.night}"/><circle cx="${cx + hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.08}" fill="${C.night}"/>`;
    const smile = `<path d="M${cx - hr * 0.3},${headY + hr * 0.42} Q${cx},${headY + hr * 0.62} ${cx + hr * 0.3},${headY + hr * 0.42}" stroke="${C.night}" stroke-width="${hr * 0.08}" fill="none" stroke-linecap="round"/>`;
    const beard = p.beard
      ? `<path d="M${cx - hr * 0.95},${headY + hr * 0.1} Q${cx - hr * 0.9},${headY + hr * 1.15} ${cx},${headY + hr * 1.15} Q${cx + hr * 0.9},${headY + hr * 1.15} ${cx + hr * 0.95},${headY + hr * 0.1} Q${cx + hr * 0.6},${headY + hr * 0.75} ${cx},${headY + hr * 0.72} Q${cx - hr * 0.6},${headY + hr * 0.75} ${cx - hr * 0.95},${headY + hr * 0.1} Z" fill="${p.hair}"/><path d="M${cx - hr * 0.25},${headY + hr * 0.5} Q${cx},${headY + hr * 0.62} ${cx + hr * 0.25},${headY + hr * 0.5}" stroke="${p.skin}" stroke-width="${hr * 0.1}" fill="none" stroke-linecap="round"/>`
      : '';
    const glasses = p.glasses
      ? `<g fill="none" stroke="${C.night}" stroke-width="${hr * 0.07}"><circle cx="${cx - hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.24}"/><circle cx="${cx + hr * 0.36}" cy="${headY + hr * 0.02}" r="${hr * 0.24}"/><line x1="${cx - hr * 0.12}" y1="${headY}" x2="${cx + hr * 0.12}" y2="${headY}"/></g>`
      : '';
    const shoulders = `<path d="M${cx - w * 0.44},${h} Q${cx - w * 0.42},${h * 0.7} ${cx - w * 0.14},${h * 0.66} L${cx + w * 0.14},${h * 0.66} Q${cx + w * 0.42},${h * 0.7} ${cx + w * 0.44},${h} Z" fill="${p.shirt}"/>`;
    const collar = `<path d="M${cx - w * 0.12},${h * 0.655} L${cx},${h * 0.76} L${cx + w * 0.12},${h * 0.655}" stroke="${p.trim}" stroke-width="${w * 0.025}" fill="none" stroke-linejoin="round"/><path d="M${cx - w * 0.38},${h * 0.82} L${cx - w * 0.3},${h}" stroke="${p.trim}" stroke-width="${w * 0.02}"/><path d="M${cx + w * 0.38},${h * 0.82} L${cx + w * 0.3},${h}" stroke="${p.trim}" stroke-width="${w * 0.02}"/>`;
    const whistle = `<path d="M${cx - w * 0.1},${h * 0.66} Q${cx - w * 0.05},${h * 0.86} ${cx + w * 0.09},${h * 0.88}" stroke="${C.sun}" stroke-width="${w * 0.012}" fill="none"/><rect x="${cx + w * 0.08}" y="${h * 0.865}" width="${w * 0.07}" height="${w * 0.04}" rx="${w * 0.015}" fill="#C9D1D9"/>`;
    const neck = `<rect x="${cx - hr * 0.38}" y="${headY + hr * 0.6}" width="${hr * 0.76}" height="${hr * 1.1}" fill="${p.skin}"/><rect x="${cx - hr * 0.38}" y="${headY + hr * 0.6}" width="${hr * 0.76}" height="${hr * 0.3}" fill="#000" opacity="0.12"/>`;
    const ears = `<circle cx="${cx - hr * 0.98}" cy="${headY + hr * 0.1}" r="${hr * 0.2}" fill="${p.skin}"/><circle cx="${cx + hr * 0.98}" cy="${headY + hr * 0.1}" r="${hr * 0.2}" fill="${p.skin}"/>`;
    const face = `<ellipse cx="${cx}" cy="${headY}" rx="${hr}" ry="${hr * 1.12}" fill="${p.skin}"/>`;
    let lines = '';
    for (let i = 0; i < 6; i++)
      lines += `<line x1="${-h + (i * w) / 2}" y1="${h}" x2="${(i * w) / 2}" y2="0" stroke="#FFFFFF" stroke-opacity="0.06" stroke-width="${w * 0.08}"/>`;
    const monogram = `<text x="${w * 0.08}" y="${h * 0.13}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.1}" fill="#FFFFFF" fill-opacity="0.85" letter-spacing="2">${escapeXml(p.initials)}</text>`;
    const defs = `<linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`;
    const body =
      `<rect width="${w}" height="${h}" fill="url(#pbg)"/>${lines}` +
      `<circle cx="${cx}" cy="${h * 0.5}" r="${w * 0.42}" fill="#FFFFFF" opacity="0.08"/>` +
      behindHair +
      shoulders +
      collar +
      whistle +
      neck +
      ears +
      face +
      frontHair +
      beard +
      eyes +
      glasses +
      smile +
      monogram;
    return svgDoc(w, h, body, defs);
  };
}

/* ---------- partner wordmarks (240x96), fictional brands ---------- */

export interface Wordmark {
  name: string;
  sub: string;
  color: string;
  icon: 'wave' | 'peak' | 'sun' | 'leaf' | 'cross' | 'shield';
  serif?: boolean;
}

export function wordmarkScene(m: Wordmark): Scene {
  return (w, h) => {
    const s = h * 0.5;
    const ix = h * 0.5;
    const iy = h / 2;
    const icons: Record<Wordmark['icon'], string> = {
      wave: `<circle cx="${ix}" cy="${iy}" r="${s * 0.6}" fill="${m.color}"/><path d="M${ix - s * 0.45},${iy + s * 0.05} q${s * 0.22},-${s * 0.25} ${s * 0.45},0 t${s * 0.45},0" stroke="#FFFFFF" stroke-width="${s * 0.12}" fill="none" stroke-linecap="round"/>`,
      peak: `<path d="M${ix - s * 0.6},${iy + s * 0.45} L${ix - s * 0.1},${iy - s * 0.45} L${ix + s * 0.15},${iy} L${ix + s * 0.3},${iy - s * 0.2} L${ix + s * 0.6},${iy + s * 0.45} Z" fill="${m.color}"/>`,
      sun: `<circle cx="${ix}" cy="${iy}" r="${s * 0.3}" fill="${m.color}"/>${Array.from(
        { length: 8 },
        (_, i) => {
          const a = (i * Math.PI) / 4;
          return `<line x1="${(ix + Math.cos(a) * s * 0.42).toFixed(1)}" y1="${(iy + Math.sin(a) * s * 0.42).toFixed(1)}" x2="${(ix + Math.cos(a) * s * 0.6).toFixed(1)}" y2="${(iy + Math.sin(a) * s * 0.6).toFixed(1)}" stroke="${m.color}" stroke-width="${s * 0.1}" stroke-linecap="round"/>`;
        },
      ).join('')}`,
      leaf: `<path d="M${ix - s * 0.5},${iy + s * 0.5} Q${ix - s * 0.5},${iy - s * 0.55} ${ix + s * 0.55},${iy - s * 0.55} Q${ix + s * 0.55},${iy + s * 0.5} ${ix - s * 0.5},${iy + s * 0.5} Z" fill="${m.color}"/><path d="M${ix - s * 0.45},${iy + s * 0.45} L${ix + s * 0.3},${iy - s * 0.3}" stroke="#FFFFFF" stroke-width="${s * 0.07}"/>`,
      cross: `<rect x="${ix - s * 0.55}" y="${iy - s * 0.55}" width="${s * 1.1}" height="${s * 1.1}" rx="${s * 0.25}" fill="${m.color}"/><path d="M${ix},${iy - s * 0.32} V${iy + s * 0.32} M${ix - s * 0.32},${iy} H${ix + s * 0.32}" stroke="#FFFFFF" stroke-width="${s * 0.16}" stroke-linecap="round"/>`,
      shield: `<path d="M${ix},${iy - s * 0.6} L${ix + s * 0.5},${iy - s * 0.4} V${iy} Q${ix + s * 0.5},${iy + s * 0.45} ${ix},${iy + s * 0.62} Q${ix - s * 0.5},${iy + s * 0.45} ${ix - s * 0.5},${iy} V${iy - s * 0.4} Z" fill="${m.color}"/><path d="M${ix - s * 0.22},${iy} L${ix - s * 0.04},${iy + s * 0.2} L${ix + s * 0.26},${iy - s * 0.2}" stroke="#FFFFFF" stroke-width="${s * 0.1}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    };
    const family = m.serif ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif';
    const tx = h * 0.95;
    const maxW = w - tx - h * 0.12;
    // rsvg ignores textLength, so size the name from DejaVu's average glyph width instead.
    const caps = m.name === m.name.toUpperCase();
    const size = Math.min(h * 0.32, maxW / (m.name.length * (caps ? 0.74 : 0.64)));
    return svgDoc(
      w,
      h,
      `${icons[m.icon]}<text x="${tx}" y="${h * 0.54}" font-family="${family}" font-weight="bold" font-size="${size.toFixed(1)}" fill="${C.night}">${escapeXml(m.name)}</text>` +
        `<text x="${tx}" y="${h * 0.78}" font-family="DejaVu Sans, sans-serif" font-size="${(h * 0.13).toFixed(1)}" fill="${m.color}" letter-spacing="${(h * 0.02).toFixed(1)}">${escapeXml(m.sub.toUpperCase())}</text>`,
    );
  };
}

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
