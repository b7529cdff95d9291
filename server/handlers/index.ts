// Every handler of the server, one array per contract area. buildHandlerMap() checks this against
// allEndpoints at start-up. A new area adds its file here.
import type { HandlerEntry } from './handler';
import { commonHandlers } from './common';

export const allHandlers: readonly HandlerEntry[] = [...commonHandlers];
