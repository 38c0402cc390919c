import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { thumbPlaceholder } from '../../../styles/admin.css';

/** A video thumbnail, or a plain box saying there is none when it is missing or fails to load. */
export function AdminThumbnail({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  const { _ } = useLingui();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`${thumbPlaceholder} ${className}`} role="img" aria-label={alt}>
        {_('admin.noThumbnail')}
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
