// The /template group on the server: the import pipeline's calls (the import types themselves are
// declared by the areas that apply them).
import { defineServerArea } from '../back/area';
import { importHandlers } from './imports';

export const templateServer = defineServerArea({ name: 'template', handlers: importHandlers });
