// Entry of the spreadsheet worker thread: worker threads start from plain JavaScript, so this
// loads the TypeScript body through tsx (the same loader `npm start` and the tests run under).
import { tsImport } from 'tsx/esm/api';

await tsImport('./spreadsheet-thread-body.ts', import.meta.url);
