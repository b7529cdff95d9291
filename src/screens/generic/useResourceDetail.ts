// Runs a resource's record (useDetail with the descriptor's calls: get/create/update/remove);
// after creating, the URL becomes the new record's.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { detailSourceOf } from '../../machines/generic/resource';
import type { AnyResource } from '../../resources/types';
import { useDetail, type DetailRef } from './useDetail';

export function useResourceDetail(resource: AnyResource, id: string | null): DetailRef {
  const [, navigate] = useLocation();
  const source = useMemo(() => detailSourceOf(resource), [resource]);
  return useDetail(source, id, {
    listPath: resource.listPath ?? '/',
    onSaved: (saved, created) => {
      if (created && resource.detailPath) navigate(resource.detailPath(saved), { replace: true });
    },
  });
}
