// The /separate group on the server: isolations, incremental separations, the isolation import.
import { defineServerArea } from '../back/area';
import { separationImport } from './import-separation';
import { separationIncrementHandlers } from './increments';
import { separationHandlers } from './separation';

export const separateServer = defineServerArea({
  name: 'separate',
  handlers: [...separationHandlers, ...separationIncrementHandlers],
  imports: { separation: separationImport },
});
