// @academy/shared: consumed as source by both apps and the scripts. No React, no I/O.
export * from './constants.ts';
export * from './dbErrors.ts';
export * from './format.ts';
export * from './languages.ts';
export * from './localized.ts';
export * from './media.ts';
export * from './pages.ts';
export * from './pageShapes.ts';
export * from './passwordRules.ts';
export * from './pageComponents.ts';
export * from './preview.ts';
export * from './runtimeConfig.ts';
export * from './limits.ts';
export * from './links.ts';
export * from './sanitize.ts';
export * from './storageNames.ts';
export * from './text.ts';
export * from './i18n/index.ts';

export * from './database.types.ts';
export * from './entities.ts';
export * from './permissions.ts';

export * from './i18n/site/en.ts';
export * from './i18n/site/es.ts';
export * from './i18n/site/ru.ts';
export * from './i18n/admin/en.ts';
export * from './i18n/admin/es.ts';
export * from './i18n/admin/ru.ts';
