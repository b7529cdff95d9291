// The goods-base image upload as an actor (the form's images and the upload page's images): one
// file through the common goods-base image upload, reporting its progress; the server checks the
// content and answers the stored image.
import { fromPromise } from 'xstate';
import { upload } from '../../services';
import { uploadGoodsBaseFile, type StoredImage } from '../../contract/common';

export const uploadGbImage = fromPromise<StoredImage, { file: File; report(loaded: number, total: number): void }>(({ input, signal }) => {
  const form = new FormData();
  form.append('file', input.file);
  form.append('imgType', 'product');
  return upload(uploadGoodsBaseFile, form, {}, { signal, quiet: true, onProgress: input.report });
});
