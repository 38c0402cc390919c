import { useEffect } from 'react';
import { SHORTCUT_TARGET } from '../../domain/shortcuts';

/** Typing in a field is text, never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The cards of the page in reading order: recap, channel and series cards are all articles of the main area. */
function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main article')];
}

/** j / k: focus the first control of the next or previous card (its open button or link), so Enter opens it. */
function moveThroughCards(step: 1 | -1): void {
  const all = cards();
  if (all.length === 0) return;
  const current = all.findIndex((card) => card.contains(document.activeElement));
  const next = current === -1 ? (step === 1 ? 0 : all.length - 1) : Math.min(all.length - 1, Math.max(0, current + step));
  const target = all[next]!.querySelector<HTMLElement>('button, a[href]') ?? all[next]!;
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

/**
 * w: presses the watched toggle of the open recap dialog, else of the focused card (a member's; a visitor has
 * none, and the key does nothing). False when there is none to press.
 */
function toggleWatched(): boolean {
  const selector = `[data-shortcut="${SHORTCUT_TARGET.watched}"]`;
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  const focusedCard = cards().find((card) => card.contains(document.activeElement));
  const toggle = dialog ? dialog.querySelector<HTMLElement>(selector) : focusedCard?.querySelector<HTMLElement>(selector);
  if (!toggle) return false;
  toggle.click();
  return true;
}

/**
 * The app's keyboard shortcuts (listed in src/domain/shortcuts.ts): `/` focuses the search box, `j` / `k` move
 * through the cards, `w` marks the open or focused recap watched, `?` shows the list. Enter opens the focused card and Esc closes a dialog by themselves
 * (a focused button and Radix dialogs do that). None fires while typing in a field or with Ctrl, Alt or Meta
 * held, so the browser's and the system's own shortcuts keep working.
 */
export function useKeyboardShortcuts(showHelp: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
      if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
      } else if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        moveThroughCards(event.key === 'j' ? 1 : -1);
      } else if (event.key === 'w') {
        if (toggleWatched()) event.preventDefault();
      } else if (event.key === '?') {
        event.preventDefault();
        showHelp();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showHelp]);
}
