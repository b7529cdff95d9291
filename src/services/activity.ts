// Whether calls are in flight: the load indicator stays on while a screen's first data loads
// (spec section 2). call() counts itself here; listeners hear only the changes between idle and
// busy, so a screen's burst of calls is one "busy" and one "idle".

type Listener = (busy: boolean) => void;
const listeners = new Set<Listener>();
let inFlight = 0;

const tell = (busy: boolean) => listeners.forEach((l) => l(busy));

/** Listens to busy/idle changes; returns the unsubscribe. */
export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls in flight now. */
export const callsInFlight = (): number => inFlight;

/** Runs `work`, counted as in flight from this moment (synchronously) until it settles. */
export function tracked<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight++ === 0) tell(true);
  const done = () => {
    if (--inFlight === 0) tell(false);
  };
  let p: Promise<T>;
  try {
    p = work();
  } catch (e) {
    done();
    return Promise.reject(e);
  }
  return p.finally(done);
}
