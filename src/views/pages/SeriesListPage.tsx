import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { SeriesSortBy } from '../../api/types';
import { formatCount } from '../../domain/formatCount';
import { CHANNEL_LANGUAGES, languageLabel, seriesLanguageOptions } from '../../domain/languages';
import { seriesListAddress } from '../../domain/listAddress';
import { SERIES_SORT_OPTIONS, type SeriesFilters } from '../../domain/seriesFilters';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { selectSeriesLanguageCounts, selectSeriesPaging, seriesListMachine, type ListedSeries } from '../../machines/seriesList';
import { useListAddress } from '../hooks/useListAddress';
import { useOnAddressChange } from '../hooks/useOnAddressChange';
import { Loading } from '../components/ChannelGrid';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { RetryAlert } from '../components/RetryAlert';
import { SelectField } from '../components/SelectField';
import { SlowAnswer } from '../components/SlowAnswer';
import { SortOptions } from '../components/SortOptions';
import { button, input, page, pageTitle, visuallyHidden } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';

/** Until the counts are known (or if they cannot be): every language a channel can be added in. */
const CHANNEL_LANGUAGE_OPTIONS = [{ value: '', label: 'All Languages' }, ...CHANNEL_LANGUAGES.map((option) => ({ value: option.code, label: option.label }))];

const filtersKey = (filters: SeriesFilters) => JSON.stringify([filters.search, filters.language, filters.sortBy]);

function seriesCountText(total: number): string {
  return `${total} series found`;
}

export function SeriesListPage() {
  // The address holds the search, language and sort; the list starts from them and follows each new address.
  const { filters, setFilters } = useListAddress(seriesListAddress);
  const change = (changes: Partial<SeriesFilters>) => setFilters({ ...filters, ...changes });
  const list = useActorRef(seriesListMachine, { input: { filters } });
  useOnAddressChange(filters, filtersKey, (next) => list.send({ type: 'filters.change', filters: next }));

  const paging = useSelector(list, selectSeriesPaging);
  const series = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const error = useSelector(paging, selectPagingError);
  const status = useSelector(paging, selectPagingStatus);
  const slow = useSelector(paging, selectSlow);
  const offersMore = useSelector(paging, selectOffersMore);
  const languageCounts = useSelector(list, selectSeriesLanguageCounts);
  const languageOptions = languageCounts === null ? CHANNEL_LANGUAGE_OPTIONS : seriesLanguageOptions(languageCounts, filters.language);
  const retry = <RetryAlert heading="Error loading series" error={error} onRetry={() => paging.send({ type: 'request.retry' })} />;

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>Browse Series</h1>
        <Link href="/">Back to recaps</Link>
      </div>

      <div className={styles.toolbar}>
        <form
          role="search"
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            const text = new FormData(event.currentTarget).get('search');
            change({ search: typeof text === 'string' ? text : '' });
          }}
        >
          <label htmlFor="series-search" className={visuallyHidden}>
            Search series
          </label>
          {/* Keyed by the address's search, so Back and Forward put its text back in the box. */}
          <input
            key={filters.search}
            id="series-search"
            name="search"
            type="search"
            className={input}
            placeholder="Search series by any of their names..."
            defaultValue={filters.search}
          />
          <button type="submit" className={button({ variant: 'primary', size: 'md' })}>
            Search
          </button>
        </form>
        <SelectField
          id="series-language"
          label="Language"
          fieldClassName={styles.toolbarField}
          value={filters.language}
          onChange={(event) => change({ language: event.target.value })}
        >
          {languageOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="series-sort"
          label="Sort by"
          fieldClassName={styles.toolbarField}
          value={filters.sortBy}
          onChange={(event) => change({ sortBy: event.target.value as SeriesSortBy })}
        >
          <SortOptions options={SERIES_SORT_OPTIONS} />
        </SelectField>
      </div>

      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} /> : <Loading text="Loading series..." />)}
      {status === 'failed' && series.length === 0 && retry}
      {status !== 'loading' && !(status === 'failed' && series.length === 0) && (
        <>
          <p className={styles.countLine} aria-live="polite">
            {seriesCountText(total)}
          </p>
          {series.length === 0 ? (
            <div className={styles.center}>
              <p>No series found</p>
            </div>
          ) : (
            <ul className={styles.grid}>
              {series.map((item) => (
                <SeriesCard key={item.slug} series={item} />
              ))}
            </ul>
          )}
          {status === 'failed' && retry}
          {offersMore && <LoadMoreButton loading={status === 'loadingMore'} label="Load More Series" onLoadMore={() => paging.send({ type: 'list.loadMore' })} />}
        </>
      )}
    </section>
  );
}

function SeriesCard({ series }: { series: ListedSeries }) {
  const facts = [
    `${formatCount(series.recap_count)} ${series.recap_count === 1 ? 'recap' : 'recaps'}`,
    `${series.channel_count} ${series.channel_count === 1 ? 'channel' : 'channels'}`,
    series.max_chapter !== null ? `up to chapter ${series.max_chapter}` : null,
  ].filter(Boolean);
  return (
    <li>
      <article className={styles.card} aria-label={series.name} data-card="">
        {/* The picture of its newest recap; decorative, as the name beside it says what it is. */}
        {series.thumbnail_url && <img className={styles.cardThumbnail} src={series.thumbnail_url} alt="" loading="lazy" width={320} height={180} />}
        <h2 className={styles.cardTitle}>
          <Link href={`/series/${series.slug}`}>{series.name}</Link>
        </h2>
        <p className={styles.cardFacts}>{facts.join(' · ')}</p>
        {series.languages.length > 0 && <p className={styles.cardFacts}>{series.languages.map(languageLabel).join(', ')}</p>}
      </article>
    </li>
  );
}
