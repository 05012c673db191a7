import type { ResourceKind } from '@academy/contract/resources';

/** What differs between the three study-material screens; the screens themselves are shared. */
export interface KindInfo {
  kind: ResourceKind;
  path: string;
  uploadPath: string;
  heading: string;
  intro: string;
  uploadHeading: string;
  /** 'Showing N book(s)' */
  noun: string;
}

export const KINDS: Record<ResourceKind, KindInfo> = {
  textbook: {
    kind: 'textbook',
    path: '/ncert-textbooks',
    uploadPath: '/admin/upload/ncert-textbook',
    heading: 'NCERT Textbooks',
    intro: 'Every NCERT textbook by class and subject, from the official source.',
    uploadHeading: 'Upload NCERT Textbook',
    noun: 'book(s)',
  },
  solution: {
    kind: 'solution',
    path: '/ncert-solutions',
    uploadPath: '/admin/upload/ncert-solution',
    heading: 'NCERT Solutions',
    intro: 'Chapter-wise answers to every NCERT exercise, written by our teachers.',
    uploadHeading: 'Upload NCERT Solution',
    noun: 'solution(s)',
  },
  paper: {
    kind: 'paper',
    path: '/pyqs',
    uploadPath: '/admin/upload/pyq',
    heading: 'Previous Year Question Papers',
    intro: 'Board, CA and CMA papers by exam, subject and year, to practise the real thing.',
    uploadHeading: 'Upload Question Paper',
    noun: 'paper(s)',
  },
};
