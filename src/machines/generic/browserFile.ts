// Saves a downloaded blob as a file: an object URL and a temporary <a download>. Nothing happens
// without a document (tests). The browser reads the object URL only when its download starts,
// which on a busy machine took more than the 1 s we used to wait (the download then never
// started, seen in e2e runs on two workers): the URL is revoked a minute later.
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
