// The record a picker screen shows lives in the URL (?group=, ?cart=) so that it can be linked and
// survives a reload: the machine starts with the URL's value, the URL follows what the user
// chooses, and a link to the same screen with another value makes the machine show that one.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The value of one query parameter of the current URL (null when absent). */
export function useUrlParam(param: string): string | null {
  return new URLSearchParams(useSearch()).get(param);
}

/** What the hook needs of the screen's machine (structural: any actor with a choose event). */
interface ChoosingActor<C, E> {
  getSnapshot(): { context: C; can(event: E): boolean };
  send(event: E): void;
}

export interface UrlChoice<C, E> {
  /** The query parameter that holds the value. */
  param: string;
  /** The screen's path inside its route group. */
  path: string;
  /** The value the machine shows (null: none chosen yet). */
  chosenOf(context: NoInfer<C>): string | null;
  /** The machine's event that chooses another value. */
  chooseEvent(id: string): NoInfer<E>;
}

/** Keeps the URL and the machine's choice in step; answers the picker's onChange. */
export function useUrlChoice<C, E>(actor: ChoosingActor<C, E>, chosen: string | null, o: UrlChoice<C, E>): (id: string | null) => void {
  const url = useUrlParam(o.param);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (chosen && chosen !== url) navigate(`${o.path}?${o.param}=${encodeURIComponent(chosen)}`, { replace: true });
  }, [chosen]);
  useEffect(() => {
    const s = actor.getSnapshot();
    if (url && url !== o.chosenOf(s.context) && s.can(o.chooseEvent(url))) actor.send(o.chooseEvent(url));
  }, [url, actor]);
  return (id) => {
    if (id && id !== chosen) actor.send(o.chooseEvent(id));
  };
}
