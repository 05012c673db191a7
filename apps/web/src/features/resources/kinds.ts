import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResourceKind } from '@academy/contract/resources';

/** What differs between the three study-material screens; the screens themselves are shared. */
export interface KindInfo {
  kind: ResourceKind;
  path: string;
  uploadPath: string;
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  /** The admin's upload screen and button. */
  uploadHeading: MessageDescriptor;
  /** 'Showing N book(s)' */
  showing: (count: number) => MessageDescriptor;
}

export const KINDS: Record<ResourceKind, KindInfo> = {
  textbook: {
    kind: 'textbook',
    path: '/ncert-textbooks',
    uploadPath: '/admin/upload/ncert-textbook',
    heading: msg`NCERT Textbooks`,
    intro: msg`Every NCERT textbook by class and subject, from the official source.`,
    uploadHeading: msg`Upload NCERT textbook`,
    showing: (count) => msg`Showing ${count} book(s)`,
  },
  solution: {
    kind: 'solution',
    path: '/ncert-solutions',
    uploadPath: '/admin/upload/ncert-solution',
    heading: msg`NCERT Solutions`,
    intro: msg`Chapter-wise answers to every NCERT exercise, written by our teachers.`,
    uploadHeading: msg`Upload NCERT solution`,
    showing: (count) => msg`Showing ${count} solution(s)`,
  },
  paper: {
    kind: 'paper',
    path: '/pyqs',
    uploadPath: '/admin/upload/pyq',
    heading: msg`Previous year question papers`,
    intro: msg`Board, CA and CMA papers by exam, subject and year, to practise the real thing.`,
    uploadHeading: msg`Upload question paper`,
    showing: (count) => msg`Showing ${count} paper(s)`,
  },
};
