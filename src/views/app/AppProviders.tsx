import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { appActors, appMachine, selectLanguageActor } from '../../machines/app';
import { i18n } from '../../machines/shared/catalogues';
import { readThemeInput, selectTheme } from '../../machines/theme';
import { useDocumentLanguage } from '../hooks/useDocumentLanguage';
import type { InterfaceLanguage } from '../../domain/interfaceLanguages';
import { useDocumentTheme } from '../hooks/useDocumentTheme';
import { useNavigateOn } from '../hooks/useNavigateOn';
import { AppActorsContext } from './contexts';

/**
 * Starts the app's root actor, which runs the global actors (session, theme, toasts, and the language, the watchlist
 * and the shelf badge once their code is in) in one actor system where they coordinate among themselves; the views
 * reach them through the context, and read the interface's messages through Lingui's provider, which the language
 * machine switches.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const app = useActorRef(appMachine, { input: readThemeInput() });
  const actors = useMemo(() => appActors(app), [app]);
  useNavigateOn(actors.session, 'session.loggedOut', '/');
  useDocumentTheme(useSelector(actors.theme, selectTheme));
  // The language the page was served in, until the language machine's code is in (it loads after the first screen).
  useDocumentLanguage(useSelector(useSelector(app, selectLanguageActor) ?? undefined, (snapshot) => snapshot?.context.shown ?? (i18n.locale as InterfaceLanguage)));
  return (
    <I18nProvider i18n={i18n}>
      <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>
    </I18nProvider>
  );
}
