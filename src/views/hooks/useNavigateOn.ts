import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { useLocation } from 'wouter';

/**
 * Moves to `to` when the actor emits `eventType` (a logout, a saved form): the machine decides when to leave,
 * the router is the view's. The effect re-subscribes only when the actor, the event or the address changes.
 */
export function useNavigateOn(actorRef: AnyActorRef, eventType: string, to: string | (() => void), options: { replace?: boolean } = {}): void {
  const [, navigate] = useLocation();
  const replace = options.replace ?? false;
  useEffect(() => {
    const subscription = actorRef.on(eventType, () => (typeof to === 'function' ? to() : navigate(to, { replace })));
    return () => subscription.unsubscribe();
  }, [actorRef, eventType, to, navigate, replace]);
}
