/**
 * The home page's background clip, made on the machine: the hero backdrop and a few sprites are
 * rendered by sharp, then ffmpeg (the binary of @ffmpeg-installer/ffmpeg) moves the sprites with
 * overlay expressions and encodes 5 s of muted H.264. Far cheaper than rendering every frame.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { ballSprite, heroBackdropScene, playerSprite } from './heroScenes.ts';
import type { Scene } from './layers.ts';
import { C } from './svg.ts';

const run = promisify(execFile);

const CLIP = { width: 1280, height: 720, seconds: 5, fps: 25 } as const;

function png(scene: Scene, w: number, h: number): Promise<Buffer> {
  return sharp(Buffer.from(scene(w, h)))
    .resize(w, h, { fit: 'fill' })
    .png()
    .toBuffer();
}

const strike = 3.2;

interface ClipPlan {
  layers: [name: string, scene: Scene, w: number, h: number][];
  args: (dir: string) => string[];
}

/**
 * The move: a player dribbles in from the left (two alternating poses make the stride), a
 * team-mate runs the other way, and at 3.2 s the ball is struck in an arc into the goal.
 */
function plan(): ClipPlan {
  const { width: W, height: H, seconds, fps } = CLIP;
  const sh = Math.round(H * 0.45); // sprite box: the player is 80% of it
  const sw = Math.round(sh * 0.7);
  const layers: ClipPlan['layers'] = [
    ['bg.png', heroBackdropScene, W, H],
    ['a.png', playerSprite('dribble', C.pitch), sw, sh],
    ['b.png', playerSprite('run', C.pitch), sw, sh],
    ['m1.png', playerSprite('run', '#FFFFFF', true), sw, sh],
    ['m2.png', playerSprite('dribble', '#FFFFFF', true), sw, sh],
    ['ball.png', ballSprite, 36, 36],
  ];
  // Runner's left edge moves from 6% to 36% of the width until the strike, then stops.
  const rx = `${W * 0.06}+${W * 0.3}*min(t/${strike},1)`;
  const ry = `${H * 0.92 - sh * 0.97}`;
  const mx = `${W * 0.78}-${W * 0.22}*t/${seconds}`;
  const my = `${H * 0.88 - sh * 0.97}`;
  // Ball at the runner's feet, then along a parabola to the goal mouth (about 53%, 52% of the frame).
  const footX = `(${rx}+${sw * 0.5 + sh * 0.8 * 0.2})`;
  const footY = H * 0.9 - 18;
  const x0 = W * 0.36 + sw * 0.5 + sh * 0.16;
  const p = `min(max((t-${strike})/0.9,0),1)`;
  const bx = `if(lt(t,${strike}),${footX},${x0}+(${W * 0.53}-${x0})*${p})`;
  const by = `if(lt(t,${strike}),${footY},${footY}+(${H * 0.52}-${footY})*${p}-${H * 0.3}*sin(PI*${p}))`;
  const stride = `lt(mod(t,0.36),0.18)`;
  // Expressions sit in single quotes, which protect their commas from the filtergraph parser.
  // Each picture is decoded once: the backdrop is repeated in memory by the loop filter, and the
  // overlays repeat their single frame (eof_action defaults to repeat). Looping the inputs at
  // the demuxer instead would decode every PNG again for every frame, several times slower.
  const frames = seconds * fps;
  const filter = [
    `[0:v]loop=loop=${frames - 1}:size=1:start=0,setpts=N/${fps}/TB[bg]`,
    `[bg][1:v]overlay=x='${rx}':y=${ry}:enable='${stride}':eval=frame[s1]`,
    `[s1][2:v]overlay=x='${rx}':y=${ry}:enable='not(${stride})':eval=frame[s2]`,
    `[s2][3:v]overlay=x='${mx}':y=${my}:enable='${stride}':eval=frame[s3]`,
    `[s3][4:v]overlay=x='${mx}':y=${my}:enable='not(${stride})':eval=frame[s4]`,
    `[s4][5:v]overlay=x='${bx}':y='${by}':eval=frame,format=yuv420p[out]`,
  ].join(';');
  const args = (dir: string): string[] => [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...layers.flatMap(([name]) => ['-i', path.join(dir, name)]),
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '28',
    '-profile:v',
    'high',
    '-r',
    String(fps),
    '-t',
    String(seconds),
    // moov atom first, so the browser starts playing before the whole file has arrived.
    '-movflags',
    '+faststart',
    path.join(dir, 'hero.mp4'),
  ];
  return { layers, args };
}

/** Everything the clip is made from (layer SVGs and the ffmpeg arguments), for the cache key. */
export function heroClipSource(): string {
  const { layers, args } = plan();
  return [...layers.map(([name, scene, w, h]) => `${name} ${w}x${h}\n${scene(w, h)}`), ...args('')].join(
    '\n',
  );
}

export async function renderHeroClip(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-hero-'));
  try {
    const { layers, args } = plan();
    await Promise.all(
      layers.map(async ([name, scene, w, h]) => writeFile(path.join(dir, name), await png(scene, w, h))),
    );
    await run(ffmpeg.path, args(dir), { maxBuffer: 1024 * 1024 });
    return await readFile(path.join(dir, 'hero.mp4'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
