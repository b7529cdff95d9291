// Which compression a client takes, for the SPA's files and the API's JSON alike.

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
