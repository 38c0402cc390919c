import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Recap } from '../../api/types';
import { isOpenableRecap } from '../../domain/recapAvailability';
import { whatHidesRecap, type SearchedList } from '../../domain/pastedVideo';
import { videoIdIn } from '../../domain/videoId';
import { pastedVideoMachine, selectPastedRecap } from '../../machines/pastedVideo';
import { button } from '../../styles/recipes.css';

interface PastedVideoNoticeProps {
  list: SearchedList;
  onOpen: (recap: Recap) => void;
}

/**
 * Under an empty list searched for a video (a bare video ID, or the address of a video): which filter hides that
 * video's recap, and a way to open it all the same. Nothing for any other search.
 */
export function PastedVideoNotice({ search, ...props }: PastedVideoNoticeProps & { search: string }) {
  const videoId = videoIdIn(search);
  return videoId === null ? null : <VideoLookUp videoId={videoId} {...props} />;
}

/** Mounted for one search, it looks the video up once. */
function VideoLookUp({ videoId, list, onOpen }: PastedVideoNoticeProps & { videoId: string }) {
  const actor = useActorRef(pastedVideoMachine, { input: { videoId } });
  const recap = useSelector(actor, selectPastedRecap);
  const { i18n, _ } = useLingui();
  const reason = recap === null ? null : whatHidesRecap(recap, list, i18n);
  if (recap === null || reason === null) return null;
  return (
    <div role="status">
      <p>{_(reason.id, reason.values)}</p>
      {isOpenableRecap(recap) && (
        <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={() => onOpen(recap)}>
          {_('pastedVideo.open')}
        </button>
      )}
    </div>
  );
}
