/** The home page's hero: the poster, and the backdrop and sprites its clip is made from. */
import { coast, doc, join, type Layer, type Scene } from './layers.ts';
import { pitch, vignette } from './landscape.ts';
import { ball, cone, floodlight, goal, palm } from './props.ts';
import { player, type Pose } from './figure.ts';
import { C, svgDoc } from './svg.ts';

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
