// From a resource descriptor (src/resources, structurally: machines do not import it) to the
// inputs of the generic machines, with the contract calls bound here, so that screens never
// call services. Endpoint conventions: get and remove take params { id }; create takes the body;
// update takes params { id } and the body.
import { z } from 'zod';
import type { AnyEndpoint } from '../../contract/kernel/endpoint';
import type { TableQuery } from '../../contract/kernel/table';
import type { DetailSource, FetchPage, ListView, LocalTable, PageOf, ResourceIo, Row } from './types';
import type { ListInput } from './list.machine';
import type { DetailInput } from './detail.machine';

/** What the machines use of a descriptor. */
export interface ResourceLike {
  bizType: string;
  endpoints: { search: AnyEndpoint; get?: AnyEndpoint; create?: AnyEndpoint; update?: AnyEndpoint; remove?: AnyEndpoint };
  fetchPage(query: TableQuery, io: ResourceIo): Promise<PageOf<Row>>;
  pollWhile?(rows: readonly Row[]): boolean;
  rowId(row: Row): string;
  form?: {
    schema: DetailSource['schema'];
    fromDetail(detail: Row | null): Row;
    toBody(values: Row, detail: Row | null): unknown;
    fields: { name: string; optionName?: string }[];
    staleCodes?: readonly string[];
  };
}

export class UnsupportedError extends Error {
  readonly code = 'CLIENT_UNSUPPORTED';
  constructor(what: string) {
    super(`${what} is not supported by this resource`);
    this.name = 'UnsupportedError';
  }
}

/** The list machine's input for a descriptor; localTable: its fixed table, translated. */
export function listInputOf(resource: ResourceLike, view: Partial<ListView> | undefined, localTable: LocalTable | null): ListInput {
  const fetchPage: FetchPage = (query, io) => resource.fetchPage(query, io);
  return {
    bizType: resource.bizType,
    fetchPage,
    pollWhile: resource.pollWhile ? (rows) => resource.pollWhile?.(rows) ?? false : undefined,
    localTable,
    view,
  };
}

export function detailSourceOf(resource: ResourceLike): DetailSource {
  const { get, create, update, remove } = resource.endpoints;
  const form = resource.form;
  return {
    load: (id, { signal, call }) => {
      if (!get) return Promise.reject(new UnsupportedError('reading a record'));
      return call(get, { params: { id } } as never, { signal, quiet: true }) as Promise<Row>;
    },
    save: ({ id, values, detail }, { signal, call }) => {
      if (!form) return Promise.reject(new UnsupportedError('editing'));
      const body = form.toBody(values, detail);
      if (id === null) {
        if (!create) return Promise.reject(new UnsupportedError('creating'));
        return call(create, { body } as never, { signal, save: true }) as Promise<Row>;
      }
      if (!update) return Promise.reject(new UnsupportedError('updating'));
      return call(update, { params: { id }, body } as never, { signal, save: true }) as Promise<Row>;
    },
    remove: ({ id }, { signal, call }) => {
      if (!remove) return Promise.reject(new UnsupportedError('deleting'));
      return call(remove, { params: { id } } as never, { signal, save: true });
    },
    idOf: (detail) => resource.rowId(detail),
    schema: form?.schema ?? z.any(),
    fromDetail: (detail) => (form ? form.fromDetail(detail) : { ...(detail ?? {}) }),
    optionNames: [...new Set((form?.fields ?? []).flatMap((f) => (f.optionName ? [f.optionName] : [])))],
    staleCodes: form?.staleCodes ?? [],
  };
}

export function detailInputOf(resource: ResourceLike, id: string | null): DetailInput {
  return { id, source: detailSourceOf(resource) };
}
