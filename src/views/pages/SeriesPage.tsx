import { useLingui } from '@lingui/react';
import { Trans } from '../components/Trans';
import { Suspense } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, Redirect, useParams, useSearch } from 'wouter';
import { lanesParam } from '../../domain/coverageLanesAddress';
import { seriesFeedPath } from '../../domain/feedPaths';
import { languageLabelIn } from '../../domain/languages';
import { loginPathFrom } from '../../domain/returnPath';
import { coverageMap } from '../../domain/seriesCoverage';
import {
  selectChosenLanguage,
  selectCoverageLanes,
  selectFollow,
  selectSeries,
  selectSeriesLoadError,
  selectSeriesPageStatus,
  selectSeriesSlow,
  seriesPageMachine,
} from '../../machines/seriesPage';
import { knownAuthentication } from '../../machines/shared/sessionReadings';
import { NotFoundPage } from '../app/NotFoundPage';
import { PageTitle } from '../app/PageTitle';
import { useAppActors, useSession } from '../app/hooks';
import { useFeedLink } from '../hooks/useFeedLink';
import { useLanesAddress } from '../hooks/useLanesAddress';
import { useOpenRecap } from '../hooks/useOpenRecap';
import { useRecapList } from '../hooks/useRecapList';
import { Loading } from '../components/ChannelGrid';
import { CoverageMap } from '../components/CoverageMap';
import { FeedButton } from '../components/FeedButton';
import { FollowSeriesButton } from '../components/FollowSeriesButton';
import { RecapList } from '../components/RecapList';
import { RetryAlert } from '../components/RetryAlert';
import { SelectField } from '../components/SelectField';
import { SlowAnswer } from '../components/SlowAnswer';
import { SeriesCover, SeriesIdentity } from '../components/SeriesIdentity';
import { SeriesReading } from '../components/SeriesReading';
import { page, pageSubtitle, pageTitle, select } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';
import * as identityStyles from '../../styles/seriesIdentity.css';
import { lazyPage } from '../app/lazyPage';
import { useMessageText } from '../hooks/useMessage';

// A member's corrections (the dialog, their own suggestions) load with their own code: most visitors only read.
const SeriesSuggestions = lazyPage(() => import('../components/SeriesSuggestions'), 'SeriesSuggestions');

export function SeriesPage() {
  const { slug } = useParams<{ slug: string }>();
  // A new slug is a new page: remount rather than carry one series' state into the next.
  return <SeriesView key={slug} slug={slug} />;
}

function browserLanguage(): string | null {
  return typeof navigator === 'undefined' ? null : (navigator.language || null);
}

function SeriesView({ slug }: { slug: string }) {
  const { _, i18n } = useLingui();
  const { session, toasts } = useAppActors();
  const { status: sessionStatus, isAdmin } = useSession();
  const isAuthenticated = sessionStatus === 'authenticated';
  // The list starts with the page, alongside the series, not after it. Its dialog is the page's one recap
  // dialog: a bar or "Continue from chapter N" opens it through the address, as a card does.
  const recapList = useRecapList({ channelId: null, series: slug });
  // The caller's reading place and following come with the series: the machine asks for it once the session knows.
  // The coverage grouping is the address's (`?lanes=`): read once here, then told to the page at each change.
  const address = useSearch();
  const actor = useActorRef(seriesPageMachine, {
    input: { session, toasts, slug, isAuthenticated: knownAuthentication(sessionStatus), lanes: lanesParam(address) },
  });
  const chooseLanes = useLanesAddress(actor);
  const openRecap = useOpenRecap();
  const status = useSelector(actor, selectSeriesPageStatus);
  const series = useSelector(actor, selectSeries);
  const lanes = useSelector(actor, selectCoverageLanes);
  const chosenLanguage = useSelector(actor, selectChosenLanguage);
  const error = useSelector(actor, selectSeriesLoadError);
  const say = useMessageText();
  const slow = useSelector(actor, selectSeriesSlow);
  const follow = useSelector(actor, selectFollow);
  const feedTitle = series ? _('series.feedTitle', { name: series.name }) : '';
  useFeedLink(series ? seriesFeedPath(series.slug) : null, feedTitle);

  if (status === 'notFound') return <NotFoundPage />;
  if (status === 'failed') return <RetryAlert heading={_('series.loadOneFailed')} error={error === null ? null : say(error)} onRetry={() => actor.send({ type: 'request.retry' })} />;
  if (series === null) return slow ? <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} /> : <Loading text={_('series.loadingOne')} />;
  // A merged series' old slug: its answer is the series it went into, whose own address this page takes.
  if (series.slug !== slug) return <Redirect to={`/series/${series.slug}`} replace />;

  // The languages a visitor can watch it in, as its card on /series lists them (not its channels' languages:
  // a recap may be in another language than its channel).
  const { languages } = series;
  return (
    <div className={page}>
      <PageTitle name={series.name} />
      <div className={identityStyles.head}>
        <SeriesCover series={series} className={identityStyles.cover} />
        <div className={identityStyles.headText}>
          <div className={styles.headerRow}>
            <div>
              <h1 className={pageTitle}>{series.name}</h1>
              <p className={pageSubtitle}>
                {_('series.facts', { recaps: series.recap_count, channels: series.channel_count })}
                {languages.length > 0 && ` ${_('series.factsLanguages', { languages: languages.map((code) => languageLabelIn(code, i18n)).join(', ') })}`}
              </p>
            </div>
            <div className={styles.actions}>
              <FollowSeriesButton follow={follow} />
              <FeedButton path={seriesFeedPath(series.slug)} title={feedTitle} />
              <Link href="/series">{_('series.allSeries')}</Link>
              {isAdmin && <Link href={`/series/${encodeURIComponent(series.slug)}/edit`}>{_('series.edit')}</Link>}
            </div>
          </div>
          <SeriesIdentity series={series} aliases={series.aliases} />
          {/* Once the session is known: the button asks a visitor to log in, and a member sees their suggestions. */}
          {sessionStatus !== 'loading' && (
            <Suspense fallback={null}>
              <SeriesSuggestions series={series} isAuthenticated={isAuthenticated} />
            </Suspense>
          )}
        </div>
      </div>

      <CoverageMap
        map={coverageMap(series, lanes, i18n)}
        lanes={lanes}
        onLanesChange={chooseLanes}
        onOpen={openRecap}
      />

      {isAuthenticated ? (
        <>
          <SelectField
            id="series-continue-language"
            label={_('series.continueIn')}
            fieldClassName={styles.contentField}
            className={`${select} ${styles.contentSelect}`}
            value={chosenLanguage}
            onChange={(event) => actor.send({ type: 'language.change', language: event.target.value })}
          >
            <option value="">{_('series.browserLanguage')}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageLabelIn(code, i18n)}
              </option>
            ))}
          </SelectField>
          <SeriesReading
            slug={series.slug}
            progress={series.progress}
            coverage={series.coverage}
            language={chosenLanguage || browserLanguage()}
            onContinue={openRecap}
          />
        </>
      ) : (
        <p className={styles.note}>
          <Trans id="series.logInToFollow" components={{ 0: <Link href={loginPathFrom(`/series/${series.slug}`)} /> }} />
        </p>
      )}

      <h2 className={styles.sectionTitle}>{_('series.recapsOf', { name: series.name })}</h2>
      <RecapList recapList={recapList} />
    </div>
  );
}
