import { useLayoutEffect } from 'react';
import type { InterfaceLanguage } from '../../domain/interfaceLanguages';

/** Puts the interface's language on the document root (`<html lang>`), for screen readers, hyphenation and search. */
export function useDocumentLanguage(language: InterfaceLanguage): void {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
