import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { testI18n } from '@/testing/i18n';
import { NAV_ICONS } from './nav-icons';
import { NAV_ENTRIES } from './nav-items';

const english = testI18n('en');
const say = (text: MessageDescriptor | undefined) => text && english._(text);

const subItems = (name: string) =>
  NAV_ENTRIES.find((entry) => say(entry.name) === name)?.columns?.map((column) => ({
    heading: say(column.heading),
    items: column.items.map(({ name, desc, link }) => [link, say(name), say(desc)]),
  }));

describe('NAV_ENTRIES', () => {
  it('has an icon for every link of a sub-menu', () => {
    const links = NAV_ENTRIES.flatMap((entry) => entry.columns ?? []).flatMap((c) => c.items);
    expect(links.filter(({ link }) => !NAV_ICONS[link])).toEqual([]);
  });

  it('has the product §2.1 courses menu, word for word', () => {
    expect(subItems('Courses')).toEqual([
      {
        heading: 'School classes',
        items: [
          ['/courses/class-1-5', 'Class 1–5', 'foundational subjects for young learners'],
          ['/courses/class-6-8', 'Class 6–8', 'middle school syllabus and activities'],
          ['/courses/class-9-10', 'Class 9–10', 'core subjects with board prep'],
          ['/courses/class-11-12', 'Class 11–12', 'advanced streams: Science, Commerce, Arts'],
        ],
      },
      {
        heading: 'Professional exams',
        items: [
          ['/courses/ca-foundation', 'CA Foundation', 'prep for Chartered Accountant entrance'],
          [
            '/courses/ca-intermediate',
            'CA Intermediate',
            'in-depth accounting, tax, law and audit',
          ],
          ['/courses/cma-foundation', 'CMA Foundation', 'cost accounting fundamentals'],
          [
            '/courses/cma-intermediate',
            'CMA Intermediate',
            'advanced cost and management accounting',
          ],
        ],
      },
    ]);
  });

  it('has the product §2.1 videos and NCERT menus, word for word', () => {
    expect(subItems('Videos')).toEqual([
      {
        heading: undefined,
        items: [
          ['/videos/help', 'Help', 'Center'],
          ['/videos/community', 'Community', 'project help'],
          ['/videos/emergency', 'Emergency', 'urgent issues'],
        ],
      },
    ]);
    expect(subItems('NCERT')).toEqual([
      {
        heading: undefined,
        items: [['/ncert-solutions', 'NCERT SOLUTIONS', 'external resources']],
      },
      {
        heading: undefined,
        items: [['/ncert-textbooks', 'NCERT TEXTBOOKS', 'study materials']],
      },
    ]);
  });

  it('has every label in Hindi too', () => {
    const hindi = testI18n('hi');
    expect(NAV_ENTRIES.map(({ name }) => hindi._(name))).toEqual([
      'कोर्स',
      'वीडियो',
      'NCERT',
      'PYQs',
      'टेस्ट',
      'उपयोगी लिंक',
      'नोट्स',
      'संपर्क करें',
      'हमारे बारे में',
    ]);
  });

  it("keeps the spec's order, with Tests (issue 6) after PYQs", () => {
    expect(NAV_ENTRIES.map(({ name, link }) => [say(name), link])).toEqual([
      ['Courses', undefined],
      ['Videos', undefined],
      ['NCERT', undefined],
      ['PYQs', '/pyqs'],
      ['Tests', '/tests'],
      ['Useful links', '/useful-links'],
      ['Notes', '/notes'],
      ['Contact', '/contact'],
      ['About', '/about'],
    ]);
  });
});
