import { RecapList } from '../components/RecapList';
import { useRecapList } from '../hooks/useRecapList';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';

export function HomePage() {
  const recapList = useRecapList({ channelId: null });
  return (
    <div className={page}>
      <h1 className={pageTitle}>Manhwa Recaps</h1>
      <p className={pageSubtitle}>Long-form recaps of the series you follow, from every channel we track.</p>
      <RecapList recapList={recapList} />
    </div>
  );
}
