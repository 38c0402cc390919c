import { RecapList } from '../components/RecapList';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';

export function HomePage() {
  return (
    <div className={page}>
      <h1 className={pageTitle}>Manhwa Recaps</h1>
      <p className={pageSubtitle}>Long-form recaps of the series you follow, from every channel we track.</p>
      <RecapList channelId={null} />
    </div>
  );
}
