/**
 * Every demo file the seed uploads: bucket, object path, and how to make it. supabase/seed.sql
 * refers to each one as `/storage/v1/object/public/<bucket>/<path>`; the content test checks
 * that every such URL in the database answers 200, so the two lists cannot drift apart unseen.
 */
import sharp from 'sharp';
import { heroClipSource, renderHeroClip } from './video.ts';
import { GALLERY_SCENES } from './gallery.ts';
import { heroScene } from './heroScenes.ts';
import type { Scene } from './layers.ts';
import { portraitScene, wordmarkScene, type PortraitSpec, type Wordmark } from './portraits.ts';
import {
  actionScene,
  crestScene,
  foundationScene,
  keeperScene,
  seasideScene,
  stadiumScene,
  tacticsScene,
  teamScene,
} from './scenes.ts';
import { C } from './svg.ts';

/**
 * Part of every cache key: bump it when the rendering itself changes (sharp options, encoder
 * settings). Changes to a scene need no bump: the key also hashes each asset's SVG source.
 */
export const SEED_MEDIA_VERSION = 2;

/** The hero clip's bucket (supabase/migrations/*_videos_bucket.sql): `media` takes images only. */
const VIDEO_BUCKET = { id: 'videos' } as const;

export interface SeedAsset {
  bucket: string;
  path: string;
  contentType: string;
  width: number;
  height: number;
  /** A cheap, deterministic description of the output (the SVG, the ffmpeg graph): its hash keys the cache. */
  source: () => string;
  render: () => Promise<Buffer>;
}

/** Renders an SVG scene at exactly its slot's size as WebP. */
function renderWebp(scene: Scene, width: number, height: number, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(scene(width, height)), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality, effort: 2 })
    .toBuffer();
}

function image(
  bucket: string,
  path: string,
  width: number,
  height: number,
  scene: Scene,
  quality?: number,
): SeedAsset {
  return {
    bucket,
    path,
    contentType: 'image/webp',
    width,
    height,
    source: () => `webp q${quality ?? 80} ${width}x${height}\n${scene(width, height)}`,
    render: () => renderWebp(scene, width, height, quality),
  };
}

/** Portraits in the order of the coaches in seed.sql (coach-1 = sort_order 1, ...). */
const COACH_PORTRAITS: PortraitSpec[] = [
  // Javier Morales
  {
    initials: 'JM',
    bg: [C.pitch, C.pitchLight],
    skin: '#E0AC7E',
    hair: '#2B1D14',
    hairStyle: 'short',
    shirt: C.night,
    trim: C.sun,
    beard: true,
  },
  // Miguel Ortega
  {
    initials: 'MO',
    bg: [C.night, C.pitch],
    skin: '#D9A07A',
    hair: '#8A8A8A',
    hairStyle: 'bald',
    shirt: C.pitchLight,
    trim: '#FFFFFF',
    beard: true,
    glasses: true,
  },
  // Dmitri Kozlov
  {
    initials: 'DK',
    bg: ['#B7791F', C.sun],
    skin: '#F3D2B3',
    hair: '#C9A36A',
    hairStyle: 'cap',
    shirt: C.night,
    trim: C.sun,
  },
  // Elena Rivas
  {
    initials: 'ER',
    bg: [C.night, '#23507A'],
    skin: '#F1C7A1',
    hair: '#6B3E1F',
    hairStyle: 'bun',
    shirt: C.pitch,
    trim: '#FFFFFF',
  },
  // Carmen Vidal
  {
    initials: 'CV',
    bg: ['#23507A', C.night],
    skin: '#EDB98F',
    hair: '#3A2A20',
    hairStyle: 'long',
    shirt: C.sun,
    trim: C.night,
  },
  // Aaron Thompson
  {
    initials: 'AT',
    bg: [C.pitchLight, '#5FB98A'],
    skin: '#8D5A3B',
    hair: '#1A120D',
    hairStyle: 'curly',
    shirt: C.night,
    trim: '#FFFFFF',
  },
];

const PARTNERS: Wordmark[] = [
  { name: 'AQUAMAR', sub: 'Mineral water', color: '#2C7DA0', icon: 'wave' },
  { name: 'Bermeja', sub: 'Physio clinic', color: '#C0392B', icon: 'cross', serif: true },
  { name: 'SOLKIT', sub: 'Team wear', color: '#E8912A', icon: 'sun' },
  { name: 'Olivar', sub: 'Andalusian food', color: '#5B8C2A', icon: 'leaf', serif: true },
  { name: 'PICOTRAVEL', sub: 'Sports tours', color: '#6C4AB6', icon: 'peak' },
  { name: 'COSTAGUARD', sub: 'Insurance', color: '#0E5A3A', icon: 'shield' },
];

/** Scene per news picture, in the order of the news-NN files. */
const NEWS_SCENES: Scene[] = [
  GALLERY_SCENES[6]!,
  actionScene(0),
  actionScene(12),
  actionScene(1),
  keeperScene('morning', 91),
  actionScene(2),
  actionScene(13),
  actionScene(3),
  tacticsScene,
  actionScene(4),
];

const M = 'media';

export const SEED_ASSETS: SeedAsset[] = [
  image(M, 'home/hero-poster.webp', 1600, 900, heroScene, 72),
  {
    bucket: VIDEO_BUCKET.id,
    path: 'home/hero.mp4',
    contentType: 'video/mp4',
    width: 1280,
    height: 720,
    source: heroClipSource,
    render: () => renderHeroClip(),
  },
  ...GALLERY_SCENES.map((scene, i) => image(M, `home/gallery-${i + 1}.webp`, 600, 400, scene)),
  ...PARTNERS.map((m, i) => image(M, `partners/partner-${i + 1}.webp`, 240, 96, wordmarkScene(m), 90)),
  image(M, 'about/hero.webp', 1600, 900, GALLERY_SCENES[3]!, 72),
  image(M, 'about/team.webp', 1200, 750, teamScene),
  image(M, 'venues/hero.webp', 1600, 900, stadiumScene, 72),
  image(M, 'venues/los-naranjos.webp', 1200, 750, actionScene(14)),
  image(M, 'camps/hero.webp', 1600, 900, actionScene(5), 72),
  image(M, 'campus/hero.webp', 1600, 900, GALLERY_SCENES[5]!, 72),
  image(M, 'campus/campus.webp', 1200, 750, seasideScene),
  image(M, 'programmes/illustration.webp', 1200, 750, actionScene(7)),
  image(M, 'programmes/card-1.webp', 800, 500, actionScene(10)),
  image(M, 'programmes/card-2.webp', 800, 500, tacticsScene),
  image(M, 'programmes/card-3.webp', 800, 500, actionScene(11)),
  image(M, 'programmes/card-4.webp', 800, 500, teamScene),
  image(M, 'programmes/foundation.webp', 800, 500, foundationScene),
  image(M, 'programmes/development.webp', 800, 500, actionScene(8)),
  image(M, 'programmes/performance.webp', 800, 500, actionScene(9)),
  image(M, 'programmes/goalkeepers.webp', 800, 500, keeperScene()),
  image(M, 'programmes/girls.webp', 800, 500, actionScene(6)),
  image(M, 'news/default.webp', 800, 500, crestScene),
  ...COACH_PORTRAITS.map((p, i) =>
    image('coaches', `staff/coach-${i + 1}.webp`, 300, 400, portraitScene(p), 85),
  ),
  ...NEWS_SCENES.map((scene, i) =>
    image('news', `articles/news-${String(i + 1).padStart(2, '0')}.webp`, 800, 500, scene),
  ),
];

/** The relative public URL seed.sql stores for an asset. */
export function publicPath(asset: Pick<SeedAsset, 'bucket' | 'path'>): string {
  return `/storage/v1/object/public/${asset.bucket}/${asset.path}`;
}
