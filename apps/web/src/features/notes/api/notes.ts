import type { Page } from '@academy/contract/envelope';
import type { Note } from '@academy/contract/notes';
import { materialApi } from '@/components/study/material-api';

export type NoteFilters = Partial<Record<'class' | 'subject' | 'access' | 'page', string>>;

export const noteFileUrl = (id: string, download: boolean) =>
  `/api/notes/${encodeURIComponent(id)}/file${download ? '?download=true' : ''}`;

const notes = materialApi<Note, Page<Note>>('/notes');

export const useNotes = (filters: NoteFilters) => notes.useList(filters);
export const useNote = notes.useOne;
export const useSaveNote = notes.useSave;
export const useDeleteNote = notes.useDelete;
