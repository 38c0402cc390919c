import { useLingui } from '@lingui/react';
import { RecapList } from '../components/RecapList';
import { useRecapList } from '../hooks/useRecapList';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';

export function HomePage() {
  const { _ } = useLingui();
  const recapList = useRecapList({ channelId: null });
  return (
    <div className={page}>
      <h1 className={pageTitle}>{_('home.title')}</h1>
      <p className={pageSubtitle}>{_('home.subtitle')}</p>
      <RecapList recapList={recapList} />
    </div>
  );
}
