import type { ReactNode } from 'react';
import { message } from '../../styles/account.css';

export type FormMessageKind = 'error' | 'success' | 'info';

/** A message above or below a form: errors interrupt (alert), the rest are announced politely (status). */
export function FormMessage({ kind, children }: { kind: FormMessageKind; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={message[kind]}>
      {children}
    </div>
  );
}
