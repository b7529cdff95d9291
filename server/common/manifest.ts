// The common calls' handlers: user, language, menu, options, dashboard, terms, table and theme,
// the export centre, images and upload configurations.
import { defineServerArea } from '../back/area';
import { commonHandlers } from './common';
import { exportHandlers } from './exports';
import { imageHandlers } from './images';
import { tableHandlers } from './table';

export const commonServer = defineServerArea({ name: 'common', handlers: [...commonHandlers, ...tableHandlers, ...exportHandlers, ...imageHandlers] });
