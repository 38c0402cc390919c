import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { SeriesSortBy } from '../../api/types';
import { formatCount } from '../../domain/formatCount';
import { CHANNEL_LANGUAGES, seriesLanguageOptions } from '../../domain/channelLanguages';
import { languageLabel } from '../../domain/languages';
import { SEARCH_MAX_LENGTH } from '../../domain/limits';
import { genreFilterOptions, SERIES_SORT_OPTIONS, seriesGenreOf, seriesStatusOf, statusFilterOptions } from '../../domain/seriesFilters';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { selectSeriesFilters, selectSeriesLanguageCounts, selectSeriesPaging, selectSeriesSearchText, selectSeriesValueCounts, type ListedSeries } from '../../machines/seriesList';
import { useSeriesList } from '../hooks/useSeriesList';
import { Loading } from '../components/ChannelGrid';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { RetryAlert } from '../components/RetryAlert';
import { SelectField } from '../components/SelectField';
import { SeriesStatusBadge } from '../components/SeriesStatusBadge';
import { SlowAnswer } from '../components/SlowAnswer';
import { SortOptions } from '../components/SortOptions';
import { field, input, label, page, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';

/** Until the counts are known (or if they cannot be): every language a channel can be added in. */
const CHANNEL_LANGUAGE_OPTIONS = [{ value: '', label: 'All Languages' }, ...CHANNEL_LANGUAGES.map((option) => ({ value: option.code, label: option.label }))];

function seriesCountText(total: number): string {
  return `${total} series found`;
}

export function SeriesListPage() {
  // The address holds the search, language, status, genre and sort; the list starts from them and follows each new address.
  const list = useSeriesList();
  const filters = useSelector(list, selectSeriesFilters);
  const text = useSelector(list, selectSeriesSearchText);

  const paging = useSelector(list, selectSeriesPaging);
  const series = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const error = useSelector(paging, selectPagingError);
  const status = useSelector(paging, selectPagingStatus);
  const slow = useSelector(paging, selectSlow);
  const offersMore = useSelector(paging, selectOffersMore);
  const languageCounts = useSelector(list, selectSeriesLanguageCounts);
  const languageOptions = languageCounts === null ? CHANNEL_LANGUAGE_OPTIONS : seriesLanguageOptions(languageCounts, filters.language);
  const valueCounts = useSelector(list, selectSeriesValueCounts);
  const statusOptions = valueCounts === null ? [] : statusFilterOptions(valueCounts, filters.status);
  const genreOptions = valueCounts === null ? [] : genreFilterOptions(valueCounts, filters.genre);
  const retry = <RetryAlert heading="Error loading series" error={error} onRetry={() => paging.send({ type: 'request.retry' })} />;

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>Browse Series</h1>
        <Link href="/">Back to recaps</Link>
      </div>

      <div className={styles.toolbar}>
        {/* Live, as the home's search: the list follows the text once typing stops; Enter searches at once. */}
        <form
          role="search"
          className={`${field} ${styles.searchField}`}
          onSubmit={(event) => {
            event.preventDefault();
            list.send({ type: 'form.submit' });
          }}
        >
          <label htmlFor="series-search" className={label}>
            Search series
          </label>
          <input
            id="series-search"
            type="search"
            className={input}
            placeholder="Search series by any of their names..."
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => list.send({ type: 'query.change', value: event.target.value })}
          />
        </form>
        <SelectField
          id="series-language"
          label="Language"
          fieldClassName={styles.toolbarField}
          value={filters.language}
          onChange={(event) => list.send({ type: 'filters.change', filters: { language: event.target.value } })}
        >
          {languageOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {/* Only values that have series are offered, with their counts: no control until the counts are known, and
            none while no series has a status (or a genre) and the address names none. */}
        {statusOptions.length > 1 && (
          <SelectField
            id="series-status"
            label="Status"
            fieldClassName={styles.toolbarField}
            value={filters.status}
            onChange={(event) => list.send({ type: 'filters.change', filters: { status: seriesStatusOf(event.target.value) } })}
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        {genreOptions.length > 1 && (
          <SelectField
            id="series-genre"
            label="Genre"
            fieldClassName={styles.toolbarField}
            value={filters.genre}
            onChange={(event) => list.send({ type: 'filters.change', filters: { genre: seriesGenreOf(event.target.value) } })}
          >
            {genreOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          id="series-sort"
          label="Sort by"
          fieldClassName={styles.toolbarField}
          value={filters.sortBy}
          onChange={(event) => list.send({ type: 'filters.change', filters: { sortBy: event.target.value as SeriesSortBy } })}
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
  const picture = series.cover_url ?? series.thumbnail_url;
  return (
    <li>
      <article className={styles.card} aria-label={series.name} data-card="">
        {/* Its cover, else the picture of its newest recap; decorative, as the name beside it says what it is. */}
        {picture && <img className={styles.cardThumbnail} src={picture} alt="" loading="lazy" width={320} height={180} />}
        <h2 className={styles.cardTitle}>
          <Link href={`/series/${series.slug}`}>{series.name}</Link>
        </h2>
        {series.status !== null && <p className={styles.cardFacts}><SeriesStatusBadge status={series.status} /></p>}
        <p className={styles.cardFacts}>{facts.join(' · ')}</p>
        {series.genres.length > 0 && <p className={styles.cardFacts}>{series.genres.join(', ')}</p>}
        {series.languages.length > 0 && <p className={styles.cardFacts}>{series.languages.map(languageLabel).join(', ')}</p>}
      </article>
    </li>
  );
}
