// From the asset descriptors (src/resources/asset, structurally: machines do not import them) to
// machine inputs. A settings form runs in the generic detail machine: load and save by the
// owner's id (there is no create and no delete: a setting always exists, version 0 until saved).
import { z } from 'zod';
import type { LabelledOption } from '../../contract/kernel/rules';
import { UnsupportedError } from '../generic/resource';
import { loadOptions } from '../generic/setup';
import type { DetailSource, ResourceIo, Row } from '../generic/types';

/** What the detail machine uses of a settings descriptor. */
export interface SettingLike {
  fields: { name: string; optionName?: string; viewOnly?: boolean }[];
  schema: z.ZodType;
  load(id: string, io: ResourceIo): Promise<Row>;
  save(request: { id: string; values: Row; detail: Row }, io: ResourceIo): Promise<Row>;
  idOf(detail: Row): string;
  fromDetail(detail: Row | null): Row;
  staleCodes?: readonly string[];
}

export function settingSourceOf(setting: SettingLike): DetailSource {
  return {
    load: (id, io) => setting.load(id, io),
    save: ({ id, values, detail }, io) => {
      if (id === null || detail === null) return Promise.reject(new UnsupportedError('creating'));
      return setting.save({ id, values, detail }, io);
    },
    remove: () => Promise.reject(new UnsupportedError('deleting')),
    idOf: (detail) => setting.idOf(detail),
    schema: setting.schema,
    fromDetail: (detail) => setting.fromDetail(detail),
    optionNames: [...new Set(setting.fields.flatMap((f) => (f.optionName && !f.viewOnly ? [f.optionName] : [])))],
    staleCodes: setting.staleCodes ?? [],
  };
}

/** A query run that loads option dictionaries by name (for a query machine; failed ones are empty). */
export function dictionariesRun(names: readonly string[]): (params: Row, io: ResourceIo) => Promise<Record<string, LabelledOption[]>> {
  return (_params, { signal }) => loadOptions(names, signal);
}
