import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { SeriesSortBy } from '../../api/types';
import { SERIES_STATUS_MESSAGES, type SeriesStatus } from '../../domain/seriesIdentity';
import { formatCount } from '../../domain/formatCount';
import { CHANNEL_LANGUAGES, seriesLanguageOptions } from '../../domain/channelLanguages';
import { languageLabelIn } from '../../domain/languages';
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
import { useMessageText } from '../hooks/useMessage';

/** Until the counts are known (or if they cannot be): every language a channel can be added in. */
const CHANNEL_LANGUAGE_OPTIONS = [{ value: '', label: '' }, ...CHANNEL_LANGUAGES.map((option) => ({ value: option.code, label: option.label }))];

type Translate = ReturnType<typeof useLingui>['_'];

/**
 * A filter's options in the reader's language: its "all" choice, and each value's name with its count of series
 * (the counts the list machine holds; a value the address names with none reads 0) in the language's number form.
 */
function countedOptions(options: readonly { value: string; label: string }[], all: string, name: (value: string) => string, counts: ReadonlyMap<string, number> | null, number: (n: number) => string) {
  return options.map((option) => {
    if (option.value === '') return { value: '', label: all };
    return { value: option.value, label: counts === null ? name(option.value) : `${name(option.value)} (${number(counts.get(option.value) ?? 0)})` };
  });
}

/** A series' status in the reader's language. */
function seriesStatusLabel(_: Translate, status: SeriesStatus): string {
  return _(SERIES_STATUS_MESSAGES[status]);
}

export function SeriesListPage() {
  // The address holds the search, language, status, genre and sort; the list starts from them and follows each new address.
  const { _, i18n } = useLingui();
  const number = (n: number) => i18n.number(n);
  const list = useSeriesList();
  const filters = useSelector(list, selectSeriesFilters);
  const text = useSelector(list, selectSeriesSearchText);

  const paging = useSelector(list, selectSeriesPaging);
  const series = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const error = useSelector(paging, selectPagingError);
  const say = useMessageText();
  const status = useSelector(paging, selectPagingStatus);
  const slow = useSelector(paging, selectSlow);
  const offersMore = useSelector(paging, selectOffersMore);
  const languageCounts = useSelector(list, selectSeriesLanguageCounts);
  const languageOptions = countedOptions(
    languageCounts === null ? CHANNEL_LANGUAGE_OPTIONS : seriesLanguageOptions(languageCounts, filters.language),
    _('series.allLanguages'),
    (code) => languageLabelIn(code, i18n),
    languageCounts === null ? null : new Map(languageCounts.map((entry) => [entry.language, entry.series])),
    number,
  );
  const valueCounts = useSelector(list, selectSeriesValueCounts);
  const statusOptions = valueCounts === null
    ? []
    : countedOptions(statusFilterOptions(valueCounts, filters.status), _('series.allStatuses'), (value) => seriesStatusLabel(_, value as SeriesStatus), new Map(valueCounts.statuses.map((entry) => [entry.status, entry.series])), number);
  const genreOptions = valueCounts === null
    ? []
    : countedOptions(genreFilterOptions(valueCounts, filters.genre), _('series.allGenres'), (value) => value, new Map(valueCounts.genres.map((entry) => [entry.genre, entry.series])), number);
  const sortOptions = SERIES_SORT_OPTIONS.map((option) => ({ value: option.value, label: _(option.message) }));
  const retry = <RetryAlert heading={_('series.loadFailed')} error={error === null ? null : say(error)} onRetry={() => paging.send({ type: 'request.retry' })} />;

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>{_('series.title')}</h1>
        <Link href="/">{_('series.backToRecaps')}</Link>
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
            {_('series.searchLabel')}
          </label>
          <input
            id="series-search"
            type="search"
            className={input}
            placeholder={_('series.searchPlaceholder')}
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => list.send({ type: 'query.change', value: event.target.value })}
          />
        </form>
        <SelectField
          id="series-language"
          label={_('series.language')}
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
            label={_('series.statusFilter')}
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
            label={_('series.genre')}
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
          label={_('series.sortBy')}
          fieldClassName={styles.toolbarField}
          value={filters.sortBy}
          onChange={(event) => list.send({ type: 'filters.change', filters: { sortBy: event.target.value as SeriesSortBy } })}
        >
          <SortOptions options={sortOptions} />
        </SelectField>
      </div>

      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} /> : <Loading text={_('series.loading')} />)}
      {status === 'failed' && series.length === 0 && retry}
      {status !== 'loading' && !(status === 'failed' && series.length === 0) && (
        <>
          <p className={styles.countLine} aria-live="polite">
            {_('series.found', { n: total })}
          </p>
          {series.length === 0 ? (
            <div className={styles.center}>
              <p>{_('series.none')}</p>
            </div>
          ) : (
            <ul className={styles.grid}>
              {series.map((item) => (
                <SeriesCard key={item.slug} series={item} />
              ))}
            </ul>
          )}
          {status === 'failed' && retry}
          {offersMore && <LoadMoreButton loading={status === 'loadingMore'} label={_('series.loadMore')} onLoadMore={() => paging.send({ type: 'list.loadMore' })} />}
        </>
      )}
    </section>
  );
}

function SeriesCard({ series }: { series: ListedSeries }) {
  const { _, i18n } = useLingui();
  const facts = [
    _('series.cardRecaps', { n: series.recap_count, count: formatCount(series.recap_count, i18n.locale) }),
    _('series.cardChannels', { n: series.channel_count, count: i18n.number(series.channel_count) }),
    series.max_chapter !== null ? _('series.upToChapter', { chapter: i18n.number(series.max_chapter) }) : null,
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
        {series.languages.length > 0 && <p className={styles.cardFacts}>{series.languages.map((code) => languageLabelIn(code, i18n)).join(', ')}</p>}
      </article>
    </li>
  );
}
