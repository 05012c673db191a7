import type { Resource, ResourceKind } from '@academy/contract/resources';
import { materialApi } from '@/components/study/material-api';

export type ResourceFilters = { kind: ResourceKind } & Partial<
  Record<'class' | 'stream' | 'subject' | 'exam' | 'year' | 'chapter', string>
>;

const resources = materialApi<Resource, Resource[]>('/resources');

export const useResources = (filters: ResourceFilters) => resources.useList(filters);
export const useResource = resources.useOne;
export const useSaveResource = resources.useSave;
export const useDeleteResource = resources.useDelete;
