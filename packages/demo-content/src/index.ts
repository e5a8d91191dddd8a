export { seedMedia, seedMediaCacheDir, cacheFile } from './media.ts';
export type { SeedMediaOptions, SeedMediaResult, Logger } from './media.ts';
export { SEED_ASSETS, SEED_MEDIA_VERSION, publicPath } from './catalog.ts';
export type { SeedAsset } from './catalog.ts';
