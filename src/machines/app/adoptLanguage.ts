// The account's stored language is adopted once per page load (decision 022): from the first user
// info this page gets, so a fresh sign-in (and any full load) starts in it. Later refreshes of the
// session never change the screen's language: a switch in another browser must not flip an open
// page. When the adopted language differs from the one the page started in, the session is loaded
// again, because its menu came in the other language.
import type { ActorRefFrom } from 'xstate';
import type { localeMachine } from './locale.machine';
import type { sessionMachine } from './session.machine';

export function adoptStoredLanguageOnce(session: ActorRefFrom<typeof sessionMachine>, locale: ActorRefFrom<typeof localeMachine>): void {
  const adoption = session.subscribe((s) => {
    const stored = s.context.user?.lang;
    if (!stored) return;
    adoption.unsubscribe();
    if (stored === locale.getSnapshot().context.lang) return;
    locale.send({ type: 'lang.adopted', lang: stored });
    session.send({ type: 'session.refresh' });
  });
}
