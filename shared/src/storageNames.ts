// Object names are a timestamp, a random part and the original extension. The original base name
// is dropped on purpose: it may hold personal data or characters that storage paths reject.

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random lower-case alphanumeric string (crypto-strength where available). */
export function randomObjectPart(length = 8): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 256 % 36 leaves a slight bias; irrelevant for names that only need to be unique.
  return Array.from(bytes, (byte) => RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]).join('');
}

/**
 * The extension of a file name, lower-cased, without the dot: 'Photo.JPG' → 'jpg'. '' when there
 * is none ('README', '.env') or when it is not a plain alphanumeric extension of at most 10
 * characters.
 */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  const ext = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/**
 * A unique storage object name: `${timestamp}-${random}.${ext}` with the original extension
 * lower-cased, or `${timestamp}-${random}` when the file has none.
 *
 * @example uniqueObjectName('Coach Photo.PNG') // '1741775400000-k3j9x0qa.png'
 */
export function uniqueObjectName(
  originalFileName: string,
  now: number = Date.now(),
  random: string = randomObjectPart(),
): string {
  const ext = fileExtension(originalFileName);
  return `${now}-${random}${ext ? `.${ext}` : ''}`;
}
