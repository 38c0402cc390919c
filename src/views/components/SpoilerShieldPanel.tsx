import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectShieldError, selectShieldLoading, selectShieldOn, selectShieldSaving, spoilerShieldMachine } from '../../machines/spoilerShield';
import { useAppActors } from '../app/hooks';
import { useMessageText } from '../hooks/useMessage';
import { LoadingSection } from './LoadingSection';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';

/** The member's spoiler shield: recaps past their reading place of a followed series come blurred until revealed. */
export function SpoilerShieldPanel() {
  const { toasts } = useAppActors();
  const shield = useActorRef(spoilerShieldMachine, { input: { toasts } });
  const on = useSelector(shield, selectShieldOn);
  const loading = useSelector(shield, selectShieldLoading);
  const saving = useSelector(shield, selectShieldSaving);
  const error = useSelector(shield, selectShieldError);
  const { _ } = useLingui();
  const say = useMessageText();
  return (
    <LoadingSection id="spoiler-shield-title" title={_('shield.title')} loading={loading} error={error === null ? null : say(error)} onRetry={() => shield.send({ type: 'request.retry' })}>
      <p className={styles.note}>{_('shield.note')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ variant: on ? 'primary' : 'secondary', size: 'md' })}
          aria-pressed={on}
          aria-disabled={saving}
          onClick={() => shield.send({ type: 'shield.toggle' })}
        >
          {_('shield.title')}
        </button>
      </div>
    </LoadingSection>
  );
}
