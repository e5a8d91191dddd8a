/** The seven pictures of the home page's gallery. */
import { coast, doc, join, stars, type Scene } from './layers.ts';
import { pitch, sky, stand, vignette } from './landscape.ts';
import { ball, cone, confetti, floodlight, goal, palm } from './props.ts';
import { player } from './figure.ts';
import { C } from './svg.ts';

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
