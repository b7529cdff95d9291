// A goods-base image as the kit's Thumbnail with this area's words (what failed, "Retry").
import { useLingui } from '@lingui/react/macro';
import { Thumbnail } from '../../ui/Thumbnail';

export function GbThumbnail({ src, alt, size, testId }: { src: string; alt: string; size: number; testId?: string }) {
  const { t } = useLingui();
  return <Thumbnail src={src} alt={alt} size={size} failedText={t`The image did not load.`} retryLabel={t`Retry`} testId={testId} />;
}
