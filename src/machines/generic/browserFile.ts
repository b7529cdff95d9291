// Saves a downloaded blob as a file: an object URL and a temporary <a download>. Nothing happens
// without a document (tests). The browser reads the object URL only when its download starts,
// which a busy machine may delay; revoking it after 1 s, as we did, risks a download that never
// starts (FileSaver.js waits 40 s for the same reason): the URL is revoked a minute later.
const REVOKE_AFTER_MS = 60_000;

export function saveBlob(blob: Blob, filename: string): void {
  if (typeof document === 'undefined' || typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
